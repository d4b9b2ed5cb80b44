import { Message } from '@arco-design/web-react';
import type { ApiEnvelope } from '@domain/common/envelope';
import { errorMessage } from './errors';

/** Awaits an unwrapped mutation and toasts the server's message (or `fallback`), or the failure; resolves whether it succeeded. */
export async function toastResult(call: Promise<ApiEnvelope>, fallback: string): Promise<boolean> {
  try {
    Message.success((await call).message ?? fallback);
    return true;
  } catch (error) {
    Message.error(errorMessage(error));
    return false;
  }
}
