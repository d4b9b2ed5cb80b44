import type { z } from 'zod';
import { badRequest } from './app-error';

/** Parses input with a domain schema; the first problem becomes a 400 that names the field. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue.path.join('.');
  throw badRequest(field ? `${field}: ${issue.message}` : issue.message);
}
