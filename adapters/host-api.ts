import { HostPaths } from '@domain/hosts/hosts.paths';
import { getCsrfToken, setCsrfToken } from './session-token';
import type { HostKind } from './detect';
import { HostMessages, type InviteCard } from './host-adapter';

/** Public identity of the host app this server is configured for (no secrets). */
export interface HostAppInfo {
  corpId: string;
  agentId: string;
  /** WeCom only: where the OAuth authorize page lives (configurable so the mocks can stand in). */
  oauthBase?: string;
  /** WeCom's market mode: the third-party suite, whose web sign-in names the suite id as OAuth appid. */
  suite?: { suiteId: string; oauthBase: string };
}

export interface JsapiSignature {
  corpId: string;
  agentId: string;
  timeStamp: string;
  nonceStr: string;
  signature: string;
}

async function call<T>(path: string, init?: { method?: string; body?: Record<string, unknown> }): Promise<T> {
  const method = init?.method ?? 'GET';
  const response = await fetch(`/api${path}`, {
    method,
    credentials: 'include',
    headers: init?.body ? { 'content-type': 'application/json' } : undefined,
    body: init?.body ? JSON.stringify({ ...init.body, ctoken: getCsrfToken() }) : undefined,
  });
  const json = (await response.json().catch(() => ({}))) as { success?: boolean; message?: string; data?: T };
  if (!response.ok || json.success === false) throw new Error(json.message || `HTTP ${response.status}`);
  return json.data as T;
}

/** The calls the host adapters make to our own server. */
export const hostApi = {
  /** The host app's identity; with corpId, that corp's (its own agent when it installed the app from the market). */
  appInfo: (host: Exclude<HostKind, 'browser'>, corpId?: string) =>
    call<HostAppInfo>(`${HostPaths.app}?host=${host}${corpId ? `&corpId=${encodeURIComponent(corpId)}` : ''}`),
  async signIn(host: Exclude<HostKind, 'browser'>, code: string, corpId?: string) {
    const session = await call<{ csrfToken: string }>(HostPaths.signIn, { method: 'POST', body: { host, code, corpId } });
    setCsrfToken(session.csrfToken); // the JSAPI config is signed right after sign-in, before the session is read again
    return session;
  },
  jsapiConfig: (host: Exclude<HostKind, 'browser'>, url: string, type: 'corp' | 'agent' = 'corp') =>
    call<JsapiSignature>(HostPaths.jsapiCfg, { method: 'POST', body: { host, url, type } }),
  async invite(corpId: string | null, id: number): Promise<InviteCard> {
    if (!corpId || !Number.isInteger(id)) throw new Error(HostMessages.badInvite);
    return call<InviteCard>(HostPaths.invite, { method: 'POST', body: { type: 'INVITE', corpId, id } });
  },
};

/** This page without its #fragment: where the WeCom OAuth comes back to. */
export const pageUrl = () => window.location.href.split('#')[0];
