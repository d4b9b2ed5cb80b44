import { UploadPaths } from '@domain/uploads/uploads.paths';

/** Spec part 1 section 9: a duplicate within 1000 ms is cancelled; the last 20 requests are remembered. */
export const DUPLICATE_WINDOW_MS = 1000;
export const REMEMBERED_REQUESTS = 20;

// Paths the spec marks as never cancellable.
const UNGUARDED_PATHS: string[] = [UploadPaths.saveDataUrl];

export interface GuardedRequest {
  method: string;
  url: string;
  params?: unknown;
  body?: unknown;
}

/**
 * What makes two requests "identical": method, url, query and body. GET requests and uploads
 * (FormData bodies) are never guarded, so they have no key.
 */
export function requestKey({ method, url, params, body }: GuardedRequest): string | null {
  const verb = method.toUpperCase();
  if (verb === 'GET' || body instanceof FormData) return null;
  if (UNGUARDED_PATHS.some((p) => url.startsWith(p))) return null;
  return JSON.stringify([verb, url, params ?? null, body ?? null]);
}

export interface RequestGuardOptions {
  windowMs?: number;
  capacity?: number;
  now?: () => number;
}

/** Remembers recent requests and refuses an identical one inside the window. */
export function createRequestGuard({ windowMs = DUPLICATE_WINDOW_MS, capacity = REMEMBERED_REQUESTS, now = () => Date.now() }: RequestGuardOptions = {}) {
  const recent: { key: string; at: number }[] = [];
  return {
    /** True when the request may go out (and it is remembered); false for a duplicate. */
    admit(key: string | null): boolean {
      if (key === null) return true;
      const at = now();
      if (recent.some((r) => r.key === key && at - r.at < windowMs)) return false;
      recent.push({ key, at });
      if (recent.length > capacity) recent.shift();
      return true;
    },
  };
}
