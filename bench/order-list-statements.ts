// The statements the all-orders list sends for one page and its total, taken from the API's own query
// builders, so the bare route and the direct-SQL baseline send exactly what the API sends.
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { OrderFilterSchema, OrderListQuerySchema } from '@domain/orders/orders.schemas';
import { Role } from '@domain/shell/roles';
import type { Executor } from '@server/db/database';
import * as schema from '@server/db/schema';
import { countQuery, listQuery, tabQuery } from '@server/modules/orders/orders.queries';

export interface Statement {
  sql: string;
  params: unknown[];
}

/** The list's query string as the API takes it (state 3, 20 a page). */
export const LIST_PARAMS = { states: '3', pageSize: '20' };

function builderFor(pool: pg.Pool, enterpriseId: number) {
  const db = drizzle(pool, { schema }) as unknown as Executor; // only builds the statements
  return { db, viewer: { enterpriseId, userId: 0, role: Role.admin } };
}

/** The page and the total of `params` for the enterprise's administrator, as SQL text and parameters. */
export function orderListStatements(pool: pg.Pool, enterpriseId: number, params: Record<string, string> = LIST_PARAMS): { list: Statement; count: Statement } {
  const { db, viewer } = builderFor(pool, enterpriseId);
  return {
    list: listQuery(db, viewer, OrderListQuerySchema.parse(params)).toSQL(),
    count: countQuery(db, viewer, OrderFilterSchema.parse(params)).toSQL(),
  };
}

/** The state tabs' counts as a GROUP BY over the enterprise's orders (what the trigger-kept counters replace). */
export function orderTabStatement(pool: pg.Pool, enterpriseId: number): Statement {
  const { db, viewer } = builderFor(pool, enterpriseId);
  return tabQuery(db, viewer, OrderFilterSchema.parse({})).toSQL();
}

/** JSON values left as the text PostgreSQL sent (the API's list route reads its rows so). */
const jsonAsText = { getTypeParser: (id: number, format?: 'text' | 'binary') => (id === 114 || id === 3802 ? (value: string) => value : pg.types.getTypeParser(id, format)) };

/** Sends the page and the total at once on two connections, as the API does; rows as arrays. */
export function sendListAndCount(pool: pg.Pool, statements: { list: Statement; count: Statement }, options: { jsonAsText?: boolean } = {}) {
  const types = options.jsonAsText ? jsonAsText : undefined;
  const run = (s: Statement) => pool.query({ text: s.sql, values: s.params, rowMode: 'array', types });
  return Promise.all([run(statements.list), run(statements.count)]);
}
