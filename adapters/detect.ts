export type HostKind = 'dingtalk' | 'wecom' | 'browser';

interface HostGlobals {
  name?: string;
  dingtalk?: { platform?: { invokeAPI?: unknown } };
}

/** DingTalk PC marks its frames with a JSON window.name carrying a containerId (dingtalk-jsapi lib/env.js). */
function isDingTalkPcFrame(win: HostGlobals | undefined): boolean {
  if (!win) return false;
  if (win.dingtalk?.platform?.invokeAPI) return true;
  try {
    return Boolean(win.name && (JSON.parse(win.name) as { containerId?: unknown }).containerId);
  } catch {
    return false;
  }
}

/**
 * Which client the page runs in, decided with the same rules the SDKs apply when they load
 * (@wecom/jssdk: /wxwork\/x.y/ in the UA; dingtalk-jsapi: /DingTalk/ in the UA, or the PC frame
 * markers), so the adapter and the SDK can never disagree about the host.
 */
export function detectHost(
  ua: string = typeof navigator === 'undefined' ? '' : navigator.userAgent,
  win: HostGlobals | undefined = typeof window === 'undefined' ? undefined : (window as unknown as HostGlobals),
): HostKind {
  if (/wxwork\/[\d.]+/i.test(ua)) return 'wecom';
  if (/DingTalk/i.test(ua) || isDingTalkPcFrame(win)) return 'dingtalk';
  return 'browser';
}

let decided: HostKind | undefined;

/** The host of this page load: detected once at start, like the SDKs do. */
export function currentHost(): HostKind {
  decided ??= detectHost();
  return decided;
}
