import { describe, expect, it } from 'vitest';
import { detectHost } from '@adapters/detect';

// Real user agents (containers.md §3.1 and DingTalk's AliApp form, §1.2).
const UA = {
  wecomIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 wxwork/3.1.9 MicroMessenger/7.0.1 Language/zh ColorScheme/Light',
  wecomDesktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko)wxwork/3.1.8 (MicroMessenger/6.2) WeChat/2.0.4 Chrome/81.0.4044.138 Safari/537.36',
  wechat:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.40 NetType/WIFI Language/zh_CN',
  dingtalkAndroid:
    'Mozilla/5.0 (Linux; U; Android 12; zh-CN; V2049A Build/SP1A) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/69.0.3497.100 UWS/3.22.2.43 Mobile Safari/537.36 AliApp(DingTalk/7.6.0) com.alibaba.android.rimet/36 Channel/227200 language/zh-CN',
  dingtalkIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 AliApp(DingTalk/7.5.10) com.laiwang.DingTalk/30000000 Channel/201200 language/zh-Hans-CN',
  chrome: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};

describe('detectHost', () => {
  it('recognises WeCom by wxwork/x.y in the UA on phones and desktops, as @wecom/jssdk does', () => {
    expect(detectHost(UA.wecomIos, {})).toBe('wecom');
    expect(detectHost(UA.wecomDesktop, {})).toBe('wecom');
  });

  it('treats plain WeChat as a browser: it is not WeCom', () => {
    expect(detectHost(UA.wechat, {})).toBe('browser');
  });

  it('recognises DingTalk by its UA on Android and iOS', () => {
    expect(detectHost(UA.dingtalkAndroid, {})).toBe('dingtalk');
    expect(detectHost(UA.dingtalkIos, {})).toBe('dingtalk');
  });

  it('recognises DingTalk PC by its globals even with a desktop browser UA', () => {
    expect(detectHost(UA.chrome, { dingtalk: { platform: { invokeAPI: () => undefined } } })).toBe('dingtalk');
    expect(detectHost(UA.chrome, { name: JSON.stringify({ containerId: 'c1', hostVersion: '7.6.0' }) })).toBe('dingtalk');
  });

  it('keeps a plain browser standalone, also when window.name holds other data', () => {
    expect(detectHost(UA.chrome, {})).toBe('browser');
    expect(detectHost(UA.chrome, { name: 'some-frame' })).toBe('browser');
    expect(detectHost(UA.chrome, { name: JSON.stringify({ other: 1 }) })).toBe('browser');
  });

  it('reads the page’s own user agent when none is given', () => {
    Object.defineProperty(navigator, 'userAgent', { value: UA.wecomIos, configurable: true });
    try {
      expect(detectHost()).toBe('wecom');
    } finally {
      Object.defineProperty(navigator, 'userAgent', { value: UA.chrome, configurable: true });
    }
  });
});

describe('the real SDKs agree with detectHost', () => {
  it('@wecom/jssdk sees WeCom under the same UA', async () => {
    Object.defineProperty(navigator, 'userAgent', { value: UA.wecomDesktop, configurable: true });
    const ww = await import('@wecom/jssdk');
    expect(ww.env.isWeCom).toBe(detectHost(navigator.userAgent, {}) === 'wecom');
    expect(ww.env.isWeCom).toBe(true);
  });
});
