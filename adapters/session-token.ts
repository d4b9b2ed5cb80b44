/**
 * Credentials the transport adds to requests. The csrf token comes with the session user and with
 * sign-in answers; browsers keep the session itself in an HttpOnly cookie, while the app variant
 * keeps its session token here and sends it as the `token` header.
 */
let csrfToken = '';

const APP_TOKEN_KEY = 'app_session_token';
const PLUGIN_GUID_KEY = 'plugin_guid';

export function setCsrfToken(token: string | null | undefined): void {
  csrfToken = token ?? '';
}

export function getCsrfToken(): string {
  return csrfToken;
}

/** The app variant stores its session token so a reload keeps the session; null forgets it. */
export function setSessionToken(token: string | null): void {
  if (token) localStorage.setItem(APP_TOKEN_KEY, token);
  else localStorage.removeItem(APP_TOKEN_KEY);
}

export function getSessionToken(): string | null {
  return localStorage.getItem(APP_TOKEN_KEY);
}

/** Set by the host plugin that opened the page; sent as the `guid` header when present. */
export function getPluginGuid(): string | null {
  return sessionStorage.getItem(PLUGIN_GUID_KEY);
}
