import type { Query } from 'drizzle-orm';
import pg from 'pg';

/** How a statement's values come back: `jsonAsText` leaves JSON columns as the text PostgreSQL sent. */
export interface DirectOptions {
  jsonAsText?: boolean;
}

/** Runs a rendered statement on the connection an executor stands for. */
export type DirectRunner = (query: Query, options?: DirectOptions) => Promise<{ rows: unknown[] }>;

const runners = new WeakMap<object, DirectRunner>();

/** Marks `executor` (a drizzle database over one connection) as able to run rendered statements on that connection. */
export function allowDirectQueries(executor: object, run: DirectRunner): void {
  runners.set(executor, run);
}

/** The direct runner of an executor, if the database layer gave it one (PostgreSQL tenant reads). */
export const directRunnerOf = (executor: object): DirectRunner | undefined => runners.get(executor);

// Dates, times, intervals and numeric arrays come back as the text PostgreSQL sends, as drizzle's
// node-postgres driver returns them, so a row reads the same whichever way its statement was run.
const AS_TEXT = new Set([1082, 1114, 1184, 1186, 1115, 1182, 1185, 1187, 1231]);
const JSON_TYPES = [114, 3802]; // json, jsonb
const typesKeeping = (asText: Set<number>) => ({
  getTypeParser: (id: number, format?: 'text' | 'binary') => (asText.has(id) ? (value: string) => value : pg.types.getTypeParser(id, format)),
});
const types = typesKeeping(AS_TEXT);
const typesWithJsonText = typesKeeping(new Set([...AS_TEXT, ...JSON_TYPES]));

/** A runner sending rendered statements straight to a node-postgres connection. */
export const nodePostgresRunner =
  (client: pg.ClientBase): DirectRunner =>
  ({ sql, params }, options) =>
    client.query({ text: sql, values: params, types: options?.jsonAsText ? typesWithJsonText : types } as pg.QueryConfig);
