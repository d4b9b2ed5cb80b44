import { channel } from 'node:diagnostics_channel';
import type { z } from 'zod';
import { badRequest } from './app-error';

/** Announces each schema a request is parsed with, for tools that explore the API (the property test of every route). */
export const parseChannel = channel('fsm:parse');

/** Parses input with a domain schema; the first problem becomes a 400 that names the field. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  if (parseChannel.hasSubscribers) parseChannel.publish({ schema });
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue.path.join('.');
  throw badRequest(field ? `${field}: ${issue.message}` : issue.message);
}
