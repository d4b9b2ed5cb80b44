import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { Messages } from '@domain/common/messages';

/** Failures without an HTTP answer keep RTK Query's names; a cancelled duplicate has its own. */
export type ApiErrorStatus = number | 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR' | 'DUPLICATE_REQUEST';

/** The one error shape every endpoint yields: the envelope with the text to show. */
export interface ApiError {
  status: ApiErrorStatus;
  data: { success: false; message: string };
}

export const apiError = (status: ApiErrorStatus, message: string): ApiError => ({ status, data: { success: false, message } });

function messageOf(data: unknown): string | null {
  const message = data && typeof data === 'object' ? (data as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message ? message : null;
}

/**
 * The server's message when it sent one; otherwise '404 Error' and '500 Error' for those
 * statuses, and 'Network Error' for everything else (no answer, time-out, unreadable body).
 */
export function toApiError(error: FetchBaseQueryError): ApiError {
  const fromServer = typeof error.status === 'number' ? messageOf(error.data) : null;
  if (typeof error.status === 'number' && fromServer) return apiError(error.status, fromServer);
  const status = error.status === 'PARSING_ERROR' ? error.originalStatus : error.status;
  if (status === 404) return apiError(404, Messages.http404);
  if (status === 500) return apiError(500, Messages.http500);
  return apiError(error.status === 'CUSTOM_ERROR' ? 'FETCH_ERROR' : error.status, Messages.networkError);
}

/** The text to show for any failure: an endpoint error, an unwrap() rejection or a thrown Error. */
export function errorMessage(error: unknown): string {
  if (typeof error === 'string' && error) return error;
  if (error && typeof error === 'object') {
    const fromEnvelope = messageOf((error as { data?: unknown }).data);
    if (fromEnvelope) return fromEnvelope;
    const own = messageOf(error);
    if (own) return own;
  }
  return Messages.networkError;
}
