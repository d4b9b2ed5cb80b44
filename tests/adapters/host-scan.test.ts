// Scanning with the camera through each host's scanner, with the real SDKs inside the mock clients:
// the code the test puts before the "camera" comes back to the page, a cancel is no code, and the
// mock clients refuse the scanner where the real ones do (no config declaring it).
import { describe, expect, it } from 'vitest';
import { HostMessages } from '@adapters/host-adapter';
import { dingtalkNative, jsapiSignature, mockHost, pressInSheet, useMockHostServer, wecomNative } from './mock-host-page';

const { loadPage, origin } = useMockHostServer();
const PRODUCT_CODE = 'https://fsm.example.com/qr/AbCdEfGhIjKlMnOpQrStUv';

describe('DingTalk scan (biz.util.scan)', () => {
  it('the mock client refuses the scanner before dd.config and when dd.config did not declare it', async () => {
    await loadPage('dingtalk', '/?corpid=dingmockcorp0001');
    mockHost().scanCode = PRODUCT_CODE;
    await expect(dingtalkNative('biz.util.scan', { type: 'all' })).rejects.toMatchObject({ errorCode: '7' });
    const landing = await jsapiSignature('dingtalk', `${origin()}/?corpid=dingmockcorp0001`);
    await dingtalkNative('runtime.permission.requestJsApis', { ...landing, type: 0, jsApiList: ['biz.clipboardData.setData'] });
    await expect(dingtalkNative('biz.util.scan', { type: 'all' })).rejects.toMatchObject({ errorCode: '7' });
    expect(mockHost().log.scanned).toEqual([]);
  });

  it('the adapter configures the page and answers the scanned text; a cancel answers null', async () => {
    await loadPage('dingtalk', '/m/scan?corpid=dingmockcorp0001');
    const { dingtalkAdapter } = await import('@adapters/dingtalk');
    mockHost().scanCode = PRODUCT_CODE;
    expect(await dingtalkAdapter.scan()).toBe(PRODUCT_CODE);

    const cancelled = dingtalkAdapter.scan(); // no code set: the client's scanner waits for the user
    await pressInSheet('取消');
    expect(await cancelled).toBeNull();
    expect(mockHost().log.scanned).toEqual([PRODUCT_CODE]);
  });
});

describe('WeCom scan (scanQRCode)', () => {
  it('the adapter answers the scanned text, a barcode without its format name, and null on cancel', async () => {
    await loadPage('wecom', '/m/scan');
    const { wecomAdapter } = await import('@adapters/wecom');
    mockHost().scanCode = PRODUCT_CODE;
    expect(await wecomAdapter.scan()).toBe(PRODUCT_CODE);
    mockHost().scanCode = 'CODE_128,BJ-2024-001';
    expect(await wecomAdapter.scan()).toBe('BJ-2024-001');

    const cancelled = wecomAdapter.scan();
    await pressInSheet('取消');
    expect(await cancelled).toBeNull();
  });

  it('the mock client refuses scanQRCode without a config, and when jsApiList does not name it', async () => {
    await loadPage('wecom', '/m/scan-undeclared');
    mockHost().scanCode = PRODUCT_CODE;
    expect((await wecomNative('scanQRCode', { needResult: 1 })).err_msg).toBe('scanQRCode:fail no permission');
    const corp = await jsapiSignature('wecom', `${origin()}/m/scan-undeclared`);
    const config = await wecomNative('preVerifyJSAPI', {
      appId: corp.corpId,
      verifyJsApiList: ['getContext'],
      verifyTimestamp: corp.timeStamp,
      verifyNonceStr: corp.nonceStr,
      verifySignature: corp.signature,
    });
    expect(config.err_msg).toBe('config:ok');
    expect((await wecomNative('scanQRCode', { needResult: 1 })).err_msg).toBe('scanQRCode:fail no permission');
    expect(mockHost().log.scanned).toEqual([]);
  });
});

describe('standalone browser scan', () => {
  it('says scanning needs the host app or a browser with a camera where the browser has no camera', async () => {
    const { standaloneAdapter } = await import('@adapters/standalone');
    await expect(standaloneAdapter.scan()).rejects.toThrow(HostMessages.scanUnsupported);
  });
});
