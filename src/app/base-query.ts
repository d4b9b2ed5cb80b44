import { fetchBaseQuery, type BaseQueryApi, type BaseQueryFn, type FetchArgs, type FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';
import { navigate } from 'wouter/use-browser-location';
import { detectHost } from '@adapters/detect';
import { Messages } from '@domain/common/messages';
import { loginPath } from '@/features/auth/sign-in-target';
import { apiError, toApiError, type ApiError } from '@/lib/errors';
import { createRequestGuard, requestKey } from '@/lib/request-guard';
import { getCsrfToken, getPluginGuid, getSessionToken } from '@adapters/session-token';
import { isPublicPath } from './paths';

/** Spec part 1 section 9. A call may pass its own `timeout` (the upload policy uses 10 s). */
export const HTTP_TIMEOUT_MS = 120_000;
const CSRF_REFRESH_DELAY_MS = 200;

// Credentials go only to our own API, never to an absolute URL (object storage, for example).
const isOwnApi = (url: string) => !/^[a-z][a-z\d+.-]*:\/\//i.test(url);
const toArgs = (arg: string | FetchArgs): FetchArgs => (typeof arg === 'string' ? { url: arg } : arg);

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/api',
  credentials: 'include',
  timeout: HTTP_TIMEOUT_MS,
  prepareHeaders: (headers, { arg }) => {
    if (!isOwnApi(toArgs(arg).url)) return;
    const token = getSessionToken();
    const guid = getPluginGuid();
    if (token) headers.set('token', token);
    if (guid) headers.set('guid', guid);
  },
});

const guard = createRequestGuard();

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype;

/** The csrf token rides in the body of unsafe requests, and in the query for DELETE. */
function withCsrf(args: FetchArgs): FetchArgs {
  const method = (args.method ?? 'GET').toUpperCase();
  const ctoken = getCsrfToken();
  if (method === 'GET' || !ctoken || !isOwnApi(args.url)) return args;
  if (method === 'DELETE') return { ...args, params: { ...args.params, ctoken } };
  if (args.body instanceof FormData) {
    const form = new FormData();
    args.body.forEach((value, name) => form.append(name, value));
    form.append('ctoken', ctoken);
    return { ...args, body: form };
  }
  if (args.body === undefined || isPlainObject(args.body)) return { ...args, body: { ...args.body, ctoken } };
  return args;
}

/** A 2xx answer whose envelope says `success: false` is a failure too, so callers see one shape. */
function refusal(data: unknown, status: number): ApiError | null {
  if (!isPlainObject(data) || data.success !== false) return null;
  return apiError(status, typeof data.message === 'string' && data.message ? data.message : Messages.networkError);
}

function redirectToSignIn() {
  const { pathname, search } = window.location;
  if (isPublicPath(pathname)) return;
  navigate(loginPath(pathname + search), { replace: true });
}

/** Reads the session again; given by the api, which this transport serves (so it imports no api). */
export type RefreshSession = (dispatch: BaseQueryApi['dispatch']) => void;

function handleFailure(error: ApiError, queryApi: BaseQueryApi, refreshSession: RefreshSession) {
  if (error.data.message === Messages.notSignedIn) {
    // Inside the hosts the session guard signs in again silently once the session query fails.
    if (detectHost() === 'browser') redirectToSignIn();
    else if (queryApi.endpoint !== 'getSessionUser') refreshSession(queryApi.dispatch);
  }
  if (error.data.message === Messages.invalidCsrf) setTimeout(() => refreshSession(queryApi.dispatch), CSRF_REFRESH_DELAY_MS);
}

/**
 * The transport of every endpoint (spec part 1 sections 7 to 9): csrf token, `token` and `guid`
 * headers, 120 s time-out, duplicate unsafe requests cancelled, one error shape with the text to
 * show, and the reactions to 未登录 and to a stale csrf token.
 */
export const createBaseQuery =
  (refreshSession: RefreshSession): BaseQueryFn<string | FetchArgs, unknown, ApiError, {}, FetchBaseQueryMeta> =>
  async (arg, queryApi, extraOptions) => {
    const args = toArgs(arg);
    const key = requestKey({ method: args.method ?? 'GET', url: args.url, params: args.params, body: args.body });
    if (!guard.admit(key)) return { error: apiError('DUPLICATE_REQUEST', Messages.duplicateClick) };

    const result = await rawBaseQuery(withCsrf(args), queryApi, extraOptions);
    const error = result.error ? toApiError(result.error) : refusal(result.data, result.meta?.response?.status ?? 200);
    if (!error) return { data: result.data, meta: result.meta };
    handleFailure(error, queryApi, refreshSession);
    return { error, meta: result.meta };
  };
