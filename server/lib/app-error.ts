import type { Refusal } from '@domain/common/machine';
import { Messages } from '@domain/common/messages';

/** An error whose message is meant for the user; statusCode tells its class (400 … 429; 502 a host platform failed; 503 file storage failed). */
export class AppError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 429 | 502 | 503,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const notSignedIn = () => new AppError(401, Messages.notSignedIn);
export const forbidden = (message: string = Messages.forbidden) => new AppError(403, message);
export const notFound = (message = '记录不存在') => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);

/** A machine's refusal (403 or 409 with its text) thrown as the answer; an allowed verdict passes. */
export function enforce<V extends { ok: true }>(verdict: V | Refusal): asserts verdict is V {
  if (!verdict.ok) throw new AppError(verdict.status, verdict.message);
}
