import { HostCallFailed } from './open-platform';

export interface HostEnvelope {
  errcode?: number;
  errmsg?: string;
}

const TIMEOUT_MS = 10_000;

/**
 * Calls a host's JSON API. The URL may carry an access token, so it never appears in an error:
 * only the host's label, path and errcode/errmsg do.
 */
export async function hostCall<T extends HostEnvelope>(label: string, url: URL, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new HostCallFailed(`${label}接口不可达 (${url.pathname})`);
  }
  const json = (await response.json().catch(() => null)) as T | null;
  if (!response.ok || !json) throw new HostCallFailed(`${label}接口异常 (${url.pathname}: HTTP ${response.status})`);
  return json;
}

export const hostError = (label: string, path: string, e: HostEnvelope) =>
  new HostCallFailed(`${label}接口错误 (${path}: ${e.errcode} ${e.errmsg ?? ''})`.trim());
