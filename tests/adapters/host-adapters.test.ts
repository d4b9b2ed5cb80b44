// The host adapters with the real SDKs, inside the mock host bridges (container-mocks/bridge), talking
// to the real server, whose host apps are the fake open platforms. Each test loads the adapter afresh,
// as a page load does: the SDKs decide the host and read the bridge when they load.
import { describe, expect, it } from 'vitest';
import { dingtalkNative, jsapiSignature, pressInSheet, useMockHostServer, wecomNative } from './mock-host-page';

const { loadPage, origin: originOf } = useMockHostServer();

/** The route changes as the app's router does (history API). */
const navigate = (to: string) => window.history.pushState(null, '', to);

async function sessionUser() {
  const res = await fetch('/api/v2/sessionUser/info');
  return ((await res.json()) as { data: { id: number; cropId: string } }).data;
}

// dingtalk-jsapi is one SDK per test process (dd.config once), so these tests share one page load.
describe('DingTalk (Android client)', () => {
  it('signs the URL the page was loaded with, once, whatever route is showing when a JSAPI is first needed', async () => {
    const { log } = await loadPage('dingtalk', `/?corpid=dingmockcorp0001&from=%E5%B7%A5%E4%BD%9C%E5%8F%B0`);
    const { dingtalkAdapter } = await import('@adapters/dingtalk');
    navigate('/allOrder?tab=2'); // the router moved on before the first JSAPI call
    expect(await dingtalkAdapter.openInBrowser('https://example.com/report')).toBe('copied');
    navigate('/Myevent');
    expect(await dingtalkAdapter.openInBrowser('https://example.com/second')).toBe('copied');
    // A phone has no way into the system browser: the link is copied, never opened inside DingTalk.
    expect(log().copied).toEqual(['https://example.com/report', 'https://example.com/second']);
    expect(log().openedInHost).toEqual([]);
    // The market's purchase page opens inside DingTalk, where its payment works.
    await dingtalkAdapter.openPurchase('https://market.example/app/fsm');
    expect(log().openedInHost).toEqual(['https://market.example/app/fsm']);

    // The mock client refuses what dd.config did not declare.
    const { pickConversation$ } = await import('dingtalk-jsapi/api/biz/chat/pickConversation');
    await expect(pickConversation$({ corpId: 'dingmockcorp0001', isConfirm: false } as never)).rejects.toMatchObject({ errorCode: '7' });
  });

  it('the mock client refuses a signature over another URL than the landing URL, and APIs before dd.config', async () => {
    await loadPage('dingtalk', '/?corpid=dingmockcorp0001');
    await expect(dingtalkNative('biz.clipboardData.setData', { text: 'x' })).rejects.toMatchObject({ errorCode: '7' });
    const jsApiList = ['biz.clipboardData.setData'];
    navigate('/allOrder');
    const route = await jsapiSignature('dingtalk', `${originOf()}/allOrder`);
    await expect(dingtalkNative('runtime.permission.requestJsApis', { ...route, type: 0, jsApiList })).rejects.toMatchObject({ errorCode: '52013' });
    const landing = await jsapiSignature('dingtalk', `${originOf()}/?corpid=dingmockcorp0001`);
    await expect(dingtalkNative('runtime.permission.requestJsApis', { ...landing, type: 0, jsApiList })).resolves.toEqual({});
    await expect(dingtalkNative('biz.clipboardData.setData', { text: 'x' })).resolves.toEqual({});
  });
});

// @wecom/jssdk is one SDK per test process too; each page load has its own address, so it registers anew.
describe('WeCom', () => {
  const fromCustomerChat = { entry: 'single_chat_tools', externalUserId: 'wmMockCustomer0001' };

  it('invites colleagues from a customer chat through the share sheet, never into the chat with the customer', async () => {
    const { log } = await loadPage('wecom', '/', fromCustomerChat);
    const { wecomAdapter } = await import('@adapters/wecom');
    const me = await sessionUser();
    const invited = wecomAdapter.invite({ corpId: me.cropId, id: me.id });
    await pressInSheet('发送');
    expect(await invited).toBe('sent');
    expect(log().shared).toHaveLength(1);
    expect(log().chat).toEqual([]);
  });

  it('opens links in the system browser on WeCom PC; on phones, which lack openDefaultBrowser, copies them', async () => {
    const pc = await loadPage('wecom', '/pc');
    expect(await (await import('@adapters/wecom')).wecomAdapter.openInBrowser('https://example.com/a')).toBe('opened');
    expect(pc.log().opened).toEqual(['https://example.com/a']);

    const phone = await loadPage('wecom', '/phone', { phone: true });
    expect(await (await import('@adapters/wecom')).wecomAdapter.openInBrowser('https://example.com/b')).toBe('copied');
    expect(phone.log()).toMatchObject({ opened: [], copied: ['https://example.com/b'] });
  });

  it("opens the suite's purchase sheet with the app's identity (openAppPurchase)", async () => {
    const { log } = await loadPage('wecom', '/iap');
    await (await import('@adapters/wecom')).wecomAdapter.openPurchase('https://market.example/unused');
    expect(log().openedInHost).toEqual(['openAppPurchase']);
  });

  it('the mock client refuses APIs missing from jsApiList', async () => {
    await loadPage('wecom', '/declared', fromCustomerChat);
    const { wecomAdapter } = await import('@adapters/wecom');
    expect(await wecomAdapter.currentExternalContact()).toBe('wmMockCustomer0001');
    const ww = await import('@wecom/jssdk');
    await expect(ww.openEnterpriseChat({ userIds: ['WuShifu'] })).rejects.toMatchObject({ errMsg: 'openEnterpriseChat:fail no permission' });
  });

  it('the mock client refuses sidebar APIs without agentConfig (the corp config alone is not the app identity)', async () => {
    await loadPage('wecom', '/corp-only', fromCustomerChat);
    const corp = await jsapiSignature('wecom', `${originOf()}/corp-only`);
    const config = await wecomNative('preVerifyJSAPI', {
      appId: corp.corpId,
      verifyJsApiList: ['getContext', 'getCurExternalContact'],
      verifyTimestamp: corp.timeStamp,
      verifyNonceStr: corp.nonceStr,
      verifySignature: corp.signature,
    });
    expect(config.err_msg).toBe('config:ok');
    expect((await wecomNative('getContext', {})).err_msg).toBe('getContext:fail no permission');
    expect((await wecomNative('getCurExternalContact', {})).err_msg).toBe('getCurExternalContact:fail no permission');
  });
});
