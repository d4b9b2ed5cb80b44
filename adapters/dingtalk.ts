// Loaded only inside DingTalk (see adapters/index.ts). The entry must come first: without a
// registered platform every API rejects with 4040 (containers.md §1.1). The API modules are CommonJS:
// their named xxx$ exports survive the bundler's interop, the default export does not.
import dd from 'dingtalk-jsapi/entry/union';
import { complexPicker$ as complexPicker } from 'dingtalk-jsapi/api/biz/contact/complexPicker';
import { openLink$ as openLink } from 'dingtalk-jsapi/api/biz/util/openLink';
import { share$ as share } from 'dingtalk-jsapi/api/biz/util/share';
import { setTitle$ as setNavigationTitle } from 'dingtalk-jsapi/api/biz/navigation/setTitle';
import { requestAuthCode$ as requestAuthCode } from 'dingtalk-jsapi/api/runtime/permission/requestAuthCode';
import { setData$ as setClipboard } from 'dingtalk-jsapi/api/biz/clipboardData/setData';
import { scan$ as scanCode } from 'dingtalk-jsapi/api/biz/util/scan';
import { get$ as getLocation } from 'dingtalk-jsapi/api/device/geolocation/get';
import { isCancel } from './contact-errors';
import type { HostAdapter, PickContactsOptions, PickedContacts } from './host-adapter';
import { HostMessages } from './host-adapter';
import { hostApi, type HostAppInfo, type JsapiSignature } from './host-api';
import { landingUrl } from './landing-url';

const JS_API_LIST = ['biz.contact.complexPicker', 'biz.util.share', 'biz.util.openLink', 'biz.navigation.setTitle', 'biz.clipboardData.setData', 'biz.util.scan', 'device.geolocation.get'];

let app: Promise<HostAppInfo> | undefined;
let configured: Promise<void> | undefined;

const pageCorp = () => new URLSearchParams(window.location.search).get('corpid');

/** The corp: DingTalk puts it in the homepage's ?corpid=$CORPID$; else the configured app's. */
async function corpId(): Promise<string> {
  return pageCorp() || (await appInfo()).corpId;
}

/** The app in the page's corp: a corp that installed it from the market has its own agent (the contact picker's appId). */
const appInfo = () => (app ??= hostApi.appInfo('dingtalk', pageCorp() ?? undefined));

export const dingtalkAdapter: HostAdapter = {
  kind: 'dingtalk',
  hidesLogout: true,
  canPickContacts: true,

  async signIn() {
    const corp = await corpId();
    // No dd.config needed for the auth code; the code is single use, valid 5 minutes.
    const result = (await requestAuthCode({ corpId: corp })) as { code?: string; authCode?: string };
    const code = result.code ?? result.authCode;
    if (!code) throw new Error('钉钉免登失败');
    await hostApi.signIn('dingtalk', code, corp);
    // Configured while the page still shows its landing address (see configureJsapi).
    await this.configureJsapi().catch((error: unknown) => console.error('dd.config failed', error));
    return 'signed-in';
  },

  configureJsapi() {
    // dd.config is accepted once per page, and DingTalk checks it against the URL the page was loaded
    // with: phones know that URL, and on PC the SDK sends location.href, so sign-in and the start page
    // run this before the address changes (containers.md §1.4). Only a failed signature request
    // (no session yet) may be tried again; dd.config itself runs once.
    configured ??= hostApi.jsapiConfig('dingtalk', landingUrl()).then(applyConfig, (error: unknown) => {
      configured = undefined;
      throw error;
    });
    return configured;
  },

  async pickContacts(options: PickContactsOptions): Promise<PickedContacts | null> {
    await this.configureJsapi();
    const { corpId: corp, agentId } = await appInfo();
    try {
      const result = await complexPicker({
        title: options.title ?? '选择人员',
        corpId: corp,
        appId: Number(agentId),
        multiple: options.multiple,
        maxUsers: options.multiple ? 1000 : 1,
        pickedUsers: options.selectedUserIds ?? [],
        pickedDepartments: [],
        disabledUsers: [],
        disabledDepartments: [],
        requiredUsers: [],
        requiredDepartments: [],
        permissionType: 'GLOBAL',
        responseUserOnly: !options.departments,
        startWithDepartmentId: 0,
      } as Parameters<typeof complexPicker>[0]);
      return {
        users: (result.users ?? []).map((u) => ({ id: String(u.emplId), name: u.name, avatar: u.avatar })),
        departments: (result.departments ?? []).map((d) => ({ id: String(d.id), name: d.name })),
      };
    } catch (error) {
      if (isCancel(error)) return null;
      throw error;
    }
  },

  async invite({ corpId: corp, id }) {
    const card = await hostApi.invite(corp, id);
    await this.configureJsapi();
    try {
      await share({ type: 1, url: card.url, title: card.title, content: card.description, image: '' });
      return 'sent';
    } catch (error) {
      if (isCancel(error)) return 'cancelled';
      throw new Error(HostMessages.inviteFailed);
    }
  },

  async openInBrowser(url) {
    await this.configureJsapi();
    try {
      if (dd.env.platform === 'pc') {
        // openBrowser is unusable (4050); on PC the unified routing link with pc_slide=false opens the system browser.
        await openLink({ url: `dingtalk://dingtalkclient/page/link?url=${encodeURIComponent(url)}&pc_slide=false` });
        return 'opened';
      }
      // Phones have no documented way into the system browser (openLink stays inside DingTalk): copy the link.
      await setClipboard({ text: url });
      return 'copied';
    } catch {
      throw new Error(HostMessages.openFailed);
    }
  },

  async openPurchase(marketUrl) {
    await this.configureJsapi();
    try {
      await openLink({ url: marketUrl });
    } catch {
      throw new Error(HostMessages.openFailed);
    }
  },

  setTitle(title) {
    document.title = title;
    void setNavigationTitle({ title }).catch(() => undefined);
  },

  currentExternalContact: async () => null,

  async scan() {
    await this.configureJsapi();
    try {
      const { text } = (await scanCode({ type: 'all' })) as { text?: string };
      return text || null;
    } catch (error) {
      if (isCancel(error)) return null;
      throw new Error(HostMessages.scanFailed);
    }
  },

  async locate() {
    await this.configureJsapi();
    try {
      // Standard (WGS-84) coordinates, with the place's name looked up by DingTalk.
      const r = await getLocation({ targetAccuracy: 200, coordinate: 0, withReGeocode: true, useCache: false });
      return { lng: r.longitude, lat: r.latitude, address: r.address ?? '' };
    } catch {
      throw new Error(HostMessages.locateFailed);
    }
  },
};

function applyConfig(s: JsapiSignature): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    dd.config({ agentId: s.agentId, corpId: s.corpId, timeStamp: s.timeStamp, nonceStr: s.nonceStr, signature: s.signature, type: 0, jsApiList: JS_API_LIST });
    dd.ready(() => resolve());
    dd.error((e: unknown) => reject(e));
  });
}
