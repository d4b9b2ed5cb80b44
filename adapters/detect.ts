export type HostKind = 'dingtalk' | 'wecom' | 'browser';

/** Which client the page runs in, read from the user agent (WeCom says wxwork/x.y, DingTalk says DingTalk). */
export function detectHost(ua: string = navigator.userAgent): HostKind {
  if (/wxwork\/[\d.]+/i.test(ua)) return 'wecom';
  if (/DingTalk/i.test(ua)) return 'dingtalk';
  return 'browser';
}
