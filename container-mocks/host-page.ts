import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FakeCorp } from './directory';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'bridge');
const read = (name: string) => readFileSync(path.join(dir, name), 'utf8');

export const MOCK_USER_AGENTS = {
  wecom:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 wxwork/4.1.20 (MicroMessenger/7.0.1) WeChat/2.0.4 Language/zh ColorScheme/Light',
  dingtalk:
    'Mozilla/5.0 (Linux; U; Android 12; zh-CN; V2049A Build/SP1A) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.0.0 Mobile Safari/537.36 AliApp(DingTalk/7.6.0) com.alibaba.android.rimet/36 Channel/227200 language/zh-CN',
  /** WeCom on an iPhone (containers.md §3.1): no openDefaultBrowser there. */
  wecomPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 wxwork/4.1.20 MicroMessenger/7.0.1 Language/zh ColorScheme/Light',
} as const;

export interface BridgeOptions {
  host: 'wecom' | 'dingtalk';
  platform: string;
  corp: FakeCorp;
  /** WeCom: where the page was opened from (getContext().entry). */
  entry?: string;
  externalUserId?: string;
  /** WeCom: the phone client instead of WeCom PC (DingTalk's mock is the Android client). */
  phone?: boolean;
}

/** The in-page bridge: its settings, the host UI, then the host's native bridge. Must run before the SDK loads. */
export function bridgeScript(o: BridgeOptions): string {
  const settings = {
    host: o.host,
    platform: o.platform,
    corpId: o.corp.corpId,
    entry: o.entry ?? 'normal',
    externalUserId: o.externalUserId ?? null,
    userAgent: MOCK_USER_AGENTS[o.host === 'wecom' && o.phone ? 'wecomPhone' : o.host],
    color: o.host === 'wecom' ? '#2b73e6' : '#1677ff',
  };
  return `window.__MOCK_HOST__ = ${JSON.stringify(settings)};\n${read('ui.js')}\n${read(`${o.host}.js`)}`;
}

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A page that frames the app like the host does: WeCom's chat sidebar, or DingTalk's workbench. */
export function hostPage(o: BridgeOptions & { appUrl: string }): string {
  // A third-party app's homepage may carry $CORPID$, which the host replaces with the corp it is open in.
  const app = new URL(o.appUrl.replaceAll('$CORPID$', o.corp.corpId));
  if (o.host === 'dingtalk') app.searchParams.set('corpid', o.corp.corpId); // the homepage's ?corpid=$CORPID$
  const members = o.corp.users.map((u) => `<option value="${esc(u.userId)}">${esc(u.name)}</option>`).join('');
  const contact = o.corp.externalContacts?.find((c) => c.externalUserId === o.externalUserId);
  const memberPicker = `<label>当前成员 <select id="member">${members}</select></label>`;
  const script = `<script>
    const member = document.getElementById('member');
    const saved = sessionStorage.getItem('mock-member');
    if (saved) member.value = saved;
    const setMember = () => fetch('/__mock/member', { method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ corpId: ${JSON.stringify(o.corp.corpId)}, userId: member.value }) });
    member.onchange = () => { sessionStorage.setItem('mock-member', member.value); setMember().then(() => location.reload()); };
    setMember().then(() => { document.getElementById('app').src = ${JSON.stringify(app.toString())}; });
    addEventListener('message', (e) => { if (e.data && e.data.mockHostTitle) document.getElementById('title').textContent = e.data.mockHostTitle; });
  </script>`;
  const body =
    o.host === 'wecom' && (o.entry ?? 'normal') === 'normal'
      ? `<div style="display:flex;height:100vh">
          <nav style="width:220px;background:#2e3238;color:#ccc;padding:12px">企业微信（模拟）· 工作台<br>${memberPicker}</nav>
          <main style="flex:1;display:flex;flex-direction:column"><div id="title" style="padding:8px;border-bottom:1px solid #ddd">服务工单</div>
            <iframe id="app" title="应用" style="flex:1;border:0;width:100%"></iframe></main></div>`
      : o.host === 'wecom'
      ? `<div style="display:flex;height:100vh">
          <nav style="width:220px;background:#2e3238;color:#ccc;padding:12px">企业微信（模拟）<br>${memberPicker}</nav>
          <main style="flex:1;background:#f5f5f5;padding:16px">与 <b>${esc(contact?.name ?? '同事')}</b> 的聊天<p style="color:#888">右侧是本应用的聊天工具栏（侧边栏）。</p></main>
          <aside style="width:360px;border-left:1px solid #ddd;display:flex;flex-direction:column">
            <div id="title" style="padding:8px;border-bottom:1px solid #ddd;background:#fff">服务工单</div>
            <iframe id="app" title="应用" style="flex:1;border:0;width:360px"></iframe>
          </aside></div>`
      : `<div style="display:flex;flex-direction:column;height:100vh">
          <header style="background:#1677ff;color:#fff;padding:8px 16px;display:flex;gap:24px;align-items:center">
            <b>钉钉 · 工作台（模拟）</b><span id="title">服务工单</span><span style="margin-left:auto">${memberPicker}</span></header>
          <iframe id="app" title="应用" style="flex:1;border:0;width:100%"></iframe></div>`;
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${o.host === 'wecom' ? '企业微信' : '钉钉'}（模拟宿主）</title></head>
<body style="margin:0;font:14px sans-serif">${body}${script}</body></html>`;
}
