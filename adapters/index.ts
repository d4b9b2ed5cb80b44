import { currentHost } from './detect';
import type { HostAdapter } from './host-adapter';
import { standaloneAdapter } from './standalone';

export type { HostAdapter, PickedContacts, PickContactsOptions, InviteCard, OpenOutcome, SilentSignIn } from './host-adapter';
export { HostMessages } from './host-adapter';
export { currentHost, detectHost, type HostKind } from './detect';

let loading: Promise<HostAdapter> | undefined;

/**
 * The adapter of the host this page runs in. The SDK of a host is loaded (its own chunk) only
 * inside that host, after detection, so the standalone bundle carries neither SDK.
 */
export function loadHostAdapter(): Promise<HostAdapter> {
  loading ??= (async () => {
    const host = currentHost();
    if (host === 'wecom') return (await import('./wecom')).wecomAdapter;
    if (host === 'dingtalk') return (await import('./dingtalk')).dingtalkAdapter;
    return standaloneAdapter;
  })();
  return loading;
}
