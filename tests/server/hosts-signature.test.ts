import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { dingtalkSignature, signaturePlain, wecomSignature, withoutFragment } from '@server/modules/hosts/signature';
import { ExpiringValue } from '@server/modules/hosts/expiring-value';

describe('JSAPI signatures', () => {
  it('WeCom: reproduces the official test vector (containers.md §4)', () => {
    expect(
      wecomSignature({
        ticket: 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
        nonceStr: 'Wm3WZYTPz0wzccnW',
        timestamp: '1414587457',
        url: 'http://mp.weixin.qq.com?params=value',
      }),
    ).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed');
  });

  it('builds the plain string in the documented key order with raw values', () => {
    expect(signaturePlain({ ticket: 'T', nonceStr: 'N', timestamp: '1', url: 'https://a.test/p?x=1&y=2' })).toBe(
      'jsapi_ticket=T&noncestr=N&timestamp=1&url=https://a.test/p?x=1&y=2',
    );
  });

  it('DingTalk: SHA-256 over the URL with its query decoded, so iOS (encoded) and Android (raw) sign alike', () => {
    const base = { ticket: 'dingticket', nonceStr: 'abc', timestamp: '1700000000000' };
    const expected = createHash('sha256')
      .update('jsapi_ticket=dingticket&noncestr=abc&timestamp=1700000000000&url=https://app.test/?corpid=ding1&name=张 三')
      .digest('hex');
    expect(dingtalkSignature({ ...base, url: 'https://app.test/?corpid=ding1&name=%E5%BC%A0%20%E4%B8%89' })).toBe(expected);
    expect(dingtalkSignature({ ...base, url: 'https://app.test/?corpid=ding1&name=张 三' })).toBe(expected);
  });

  it('signs the page without its fragment', () => {
    expect(withoutFragment('https://app.test/a?b=1#/c')).toBe('https://app.test/a?b=1');
  });
});

describe('ExpiringValue (tokens and tickets)', () => {
  it('fetches once for concurrent callers, keeps the value until shortly before expiry, then fetches again', async () => {
    let now = 0;
    let fetches = 0;
    const value = new ExpiringValue(async () => ({ value: `v${++fetches}`, expiresInSeconds: 7200 }), () => now);
    expect(await Promise.all([value.get(), value.get(), value.get()])).toEqual(['v1', 'v1', 'v1']);
    now = 6_800_000;
    expect(await value.get()).toBe('v1');
    now = 6_950_000; // inside the last five minutes
    expect(await value.get()).toBe('v2');
    value.forget();
    expect(await value.get()).toBe('v3');
  });

  it('does not keep a failed fetch', async () => {
    let fail = true;
    const value = new ExpiringValue(async () => {
      if (fail) throw new Error('down');
      return { value: 'ok', expiresInSeconds: 7200 };
    });
    await expect(value.get()).rejects.toThrow('down');
    fail = false;
    expect(await value.get()).toBe('ok');
  });
});
