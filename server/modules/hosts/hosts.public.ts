/** The hosts module's public face: what other modules (the app market) may use. */
import { DingtalkClient } from './dingtalk.client';
import type { HostName } from './hosts.config';
import type { OpenPlatform, TokenSource } from './open-platform';
import { WecomClient } from './wecom.client';

export { MarketLink, type MarketCorp } from './market-link';
export { hostCall, hostError, type HostEnvelope } from './host-http';
export { HostCallFailed, HostCodeRejected, type HostUser, type OpenPlatform, type TokenSource, type DingRemind, type GroupCard, type CardCallbackRoute } from './open-platform';
export { activeMappedUser, hostIdOf, corpOfEnterprise } from './hosts.queries';
export type { HostName } from './hosts.config';

/**
 * The client of a corp that authorised the app in a host's market: the same calls as the in-house
 * app's (sign-in, directory, JSAPI tickets, work messages), with the corp token the suite holds for it.
 */
export function corpPlatform(host: HostName, corp: { corpId: string; agentId: string; apiBase: string; cardApiBase?: string }, token: TokenSource): OpenPlatform {
  return host === 'wecom'
    ? new WecomClient({ corpId: corp.corpId, agentId: corp.agentId, secret: '', apiBase: corp.apiBase, oauthBase: corp.apiBase }, token)
    : new DingtalkClient({ corpId: corp.corpId, agentId: corp.agentId, appKey: '', appSecret: '', oapiBase: corp.apiBase, apiBase: corp.cardApiBase }, token);
}
