// Loaded only inside WeCom (see adapters/index.ts): @wecom/jssdk reads the UA when it loads.
import * as ww from '@wecom/jssdk';
import { isCancel } from './contact-errors';
import type { HostAdapter, PickContactsOptions, PickedContacts } from './host-adapter';
import { HostMessages } from './host-adapter';
import { hostApi, pageUrl } from './host-api';

const JS_API_LIST = ['getContext', 'getCurExternalContact', 'selectEnterpriseContact', 'shareAppMessage', 'openDefaultBrowser', 'setClipboardData', 'scanQRCode', 'getLocation', 'openAppPurchase'];
const STATE_KEY = 'wecom_oauth_state';
// Entries from which WeCom knows a current external contact (containers.md §3.3).
const CONTACT_ENTRIES = new Set(['single_chat_tools', 'contact_profile', 'single_kf_tools']);
// openDefaultBrowser exists only in WeCom PC (@compat WeCom PC >= 2.3.0); phones' UAs say so.
// WeChat-style answers name a barcode's format before its text ("EAN_13,6901234567892").
const BARCODE_FORMAT = /^(?:EAN_13|EAN_8|UPC_A|UPC_E|CODE_128|CODE_39|CODE_93|ITF|CODABAR),/;
const onPhone = () => /iPhone|iPad|iPod|Android|Mobile/i.test(navigator.userAgent);

let registered: Promise<void> | undefined;

const CORP_KEY = 'wecom_corp';

/**
 * The corp a third-party app's page is open in: its homepage address carries ?corpid=$CORPID$, which WeCom
 * fills in, remembered for the page's session (a reload on another address keeps it); null for the
 * in-house app's pages (the configured corp).
 */
function pageCorp(): string | null {
  const fromUrl = new URLSearchParams(window.location.search).get('corpid');
  if (fromUrl) sessionStorage.setItem(CORP_KEY, fromUrl);
  return fromUrl || sessionStorage.getItem(CORP_KEY);
}

function randomState() {
  return Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => (b % 36).toString(36)).join('');
}

/** Takes ?code=&state= off the address (single use; a refresh must not replay it, nor may it be signed). */
function takeOAuthCode(): { code: string; state: string | null } | null {
  const url = new URL(window.location.href);
  const code = url.searchParams.get('code');
  if (!code) return null;
  const state = url.searchParams.get('state');
  url.searchParams.delete('code');
  url.searchParams.delete('state');
  const hash = url.hash === '#wechat_redirect' ? '' : url.hash; // WeCom keeps the authorize URL's marker
  window.history.replaceState(window.history.state, '', url.pathname + url.search + hash);
  return { code, state };
}

export const wecomAdapter: HostAdapter = {
  kind: 'wecom',
  hidesLogout: true,
  canPickContacts: true,

  async signIn() {
    const returned = takeOAuthCode();
    const expected = sessionStorage.getItem(STATE_KEY);
    sessionStorage.removeItem(STATE_KEY);
    const corp = pageCorp();
    if (returned && expected && returned.state === expected) {
      await hostApi.signIn('wecom', returned.code, corp ?? undefined);
      return 'signed-in';
    }
    // Silent OAuth (snsapi_base): WeCom sends the page back with a single-use code. A corp other than the
    // in-house app's (or any, without one) opened the app installed from the market: the suite signs it in.
    const app = await hostApi.appInfo('wecom');
    const suite = app.suite && (!app.corpId || (corp !== null && corp !== app.corpId)) ? app.suite : undefined;
    const state = randomState();
    sessionStorage.setItem(STATE_KEY, state);
    const authorize = new URL('/connect/oauth2/authorize', suite?.oauthBase ?? app.oauthBase);
    authorize.search = new URLSearchParams({
      appid: suite?.suiteId ?? app.corpId,
      redirect_uri: pageUrl(),
      response_type: 'code',
      scope: 'snsapi_base',
      state,
      ...(suite ? {} : { agentid: app.agentId }),
    }).toString();
    window.location.replace(`${authorize.toString()}#wechat_redirect`);
    return 'redirecting';
  },

  configureJsapi() {
    // A market corp registers with its own corp id and the agent its authorisation gave the app.
    registered ??= hostApi.appInfo('wecom', pageCorp() ?? undefined).then((app) => {
      // The sidebar APIs need the app identity, hence agentConfig as well (containers.md §3.2).
      ww.register({
        corpId: app.corpId,
        agentId: Number(app.agentId),
        jsApiList: JS_API_LIST,
        getConfigSignature: (url) => sign(url, 'corp'),
        getAgentConfigSignature: (url) => sign(url, 'agent'),
      });
    });
    return registered;
  },

  async pickContacts(options: PickContactsOptions): Promise<PickedContacts | null> {
    await this.configureJsapi();
    const type: ww.SelectEnterpriseContactType[] = [];
    if (options.users !== false) type.push(ww.SelectEnterpriseContactType.user);
    if (options.departments) type.push(ww.SelectEnterpriseContactType.department);
    try {
      const { result } = await ww.selectEnterpriseContact({
        fromDepartmentId: -1,
        mode: options.multiple ? ww.SelectEnterpriseContactMode.multi : ww.SelectEnterpriseContactMode.single,
        type,
        selectedUserIds: options.selectedUserIds,
      });
      return {
        users: (result.userList ?? []).map((u) => ({ id: String(u.id), name: u.name, avatar: u.avatar })),
        departments: (result.departmentList ?? []).map((d) => ({ id: String(d.id), name: d.name })),
      };
    } catch (error) {
      if (isCancel(error)) return null;
      throw error;
    }
  },

  async invite({ corpId, id }) {
    const card = await hostApi.invite(corpId, id);
    await this.configureJsapi();
    try {
      // WeCom's forward sheet, where the member picks colleagues or chats. Never sendChatMessage: from
      // a chat toolbar that sends into the current chat, i.e. to the customer.
      await ww.shareAppMessage({ link: card.url, title: card.title, desc: card.description, imgUrl: '' });
      return 'sent';
    } catch (error) {
      if (isCancel(error)) return 'cancelled';
      throw new Error(HostMessages.inviteFailed);
    }
  },

  async openInBrowser(url) {
    await this.configureJsapi();
    try {
      if (onPhone()) {
        await ww.setClipboardData({ data: url });
        return 'copied';
      }
      await ww.openDefaultBrowser({ url });
      return 'opened';
    } catch {
      throw new Error(HostMessages.openFailed);
    }
  },

  // The purchase sheet is WeCom's own (the suite's editions), so the market page's address is not needed.
  async openPurchase() {
    await this.configureJsapi();
    try {
      await ww.openAppPurchase({});
    } catch {
      throw new Error(HostMessages.openFailed);
    }
  },

  setTitle(title) {
    // WeCom has no title JSAPI; its webview shows document.title.
    document.title = title;
  },

  async currentExternalContact() {
    await this.configureJsapi();
    const { entry } = await ww.getContext();
    if (!CONTACT_ENTRIES.has(entry)) return null;
    const { userId } = await ww.getCurExternalContact();
    return userId || null;
  },

  async scan() {
    await this.configureJsapi();
    try {
      // needResult: the code comes back to the page instead of WeCom acting on it.
      const { resultStr } = await ww.scanQRCode({ needResult: true, scanType: [ww.ScanQRCodeType.qrCode, ww.ScanQRCodeType.barCode] });
      return resultStr ? resultStr.replace(BARCODE_FORMAT, '') : null;
    } catch (error) {
      if (isCancel(error)) return null;
      throw new Error(HostMessages.scanFailed);
    }
  },

  async locate() {
    await this.configureJsapi();
    try {
      const { longitude, latitude } = await ww.getLocation({ type: ww.LocationType.wgs84 });
      return { lng: longitude, lat: latitude, address: '' };
    } catch {
      throw new Error(HostMessages.locateFailed);
    }
  },
};

async function sign(url: string, type: 'corp' | 'agent') {
  const s = await hostApi.jsapiConfig('wecom', url, type);
  return { timestamp: s.timeStamp, nonceStr: s.nonceStr, signature: s.signature };
}
