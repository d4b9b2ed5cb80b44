import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../lib/app-error';

/** Printable ASCII, as HTTP headers carry it; a UUID or the client's own photo key fits. */
const KEY = /^[\x21-\x7e]{1,100}$/;

/**
 * The Idempotency-Key header of an upload (issue 21): the client sends one per file and the same one
 * again when it retries after a lost answer. Null when the client sent none.
 */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return null;
  if (typeof raw !== 'string' || !KEY.test(raw)) throw badRequest('Idempotency-Key 须为1到100个可见字符');
  return raw;
}
