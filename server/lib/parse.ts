import { channel } from 'node:diagnostics_channel';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { installInputTexts } from '@domain/common/input-texts';
import { badRequest } from './app-error';
import { jsonTwin } from './json-twin';

// Every refusal of a schema in the app's own words, wherever it is parsed (domain/common/input-texts.ts).
installInputTexts();

/** Announces each schema a request is parsed with, for tools that explore the API (the property test of every route). */
export const parseChannel = channel('fsm:parse');

/** The refusal of a failed parse: the first problem, naming its field. */
export function refusalText(error: z.ZodError): string {
  const issue = error.issues[0];
  const field = issue.path.map(String).join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}

/** Parses input with a domain schema; the first problem becomes a 400 that names the field. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  if (parseChannel.hasSubscribers) parseChannel.publish({ schema });
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw badRequest(refusalText(result.error));
}

/** Parses a request's body: a JSON body with the schema's twin that takes numbers and true/false only as such (json-twin.ts). */
export function parseBody<S extends z.ZodType>(schema: S, request: FastifyRequest): z.infer<S> {
  const json = (request.headers['content-type'] ?? '').includes('json');
  return parse(json ? jsonTwin(schema) : schema, request.body);
}

/**
 * `parse` remembered by a key that determines the input (a request's query string): a list screen sends the
 * same few queries again and again, and parsing a large filter schema cost more than the rest of the list
 * route's own code. Results are frozen, as every request with that key shares one; failures are not kept.
 */
export function rememberedParse<S extends z.ZodType>(schema: S, size = 1_000) {
  const parsed = new Map<string, Readonly<z.infer<S>>>();
  return (key: string, input: unknown): Readonly<z.infer<S>> => {
    const known = parsed.get(key);
    if (known !== undefined && !parseChannel.hasSubscribers) return known;
    const value = Object.freeze(parse(schema, input));
    if (parsed.size >= size) parsed.delete(parsed.keys().next().value!);
    parsed.set(key, value);
    return value;
  };
}
