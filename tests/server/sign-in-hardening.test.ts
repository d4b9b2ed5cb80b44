import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@server/db/seed/demo-data';
import { parseTrustProxy } from '@server/lib/trust-proxy';
import { startTestApp, useTestApp, type TestApp } from '@tests/support/test-app';

const t = useTestApp();

/** Each test calls from its own address, so the per-IP limits of one test never reach another. */
const post = (app: TestApp['app'], url: string, payload: object, remoteAddress: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `/api${url}`, payload, remoteAddress, headers });
const get = (app: TestApp['app'], url: string, remoteAddress: string) => app.inject({ method: 'GET', url: `/api${url}`, remoteAddress });
const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});

describe('POST /stand/pwdLogin', () => {
  it('checks at most five of twelve concurrent wrong passwords, and the lock holds for the right one', async () => {
    const ip = '10.0.1.1';
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => post(t.app, '/stand/pwdLogin', { mobile: '13800000005', password: 'wrong-pass1' }, ip)),
    );
    // Four wrong answers, then the fifth check locks; the other seven are refused without a check.
    expect(tally(answers.map((a) => a.statusCode))).toEqual({ 400: 4, 429: 8 });
    const right = await post(t.app, '/stand/pwdLogin', { mobile: '13800000005', password: DEMO_PASSWORD }, ip);
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe('密码错误次数过多，请15分钟后再试');
  });

  it('answers an unknown phone exactly as a wrong password', async () => {
    const ip = '10.0.1.2';
    const unknown = await post(t.app, '/stand/pwdLogin', { mobile: '13900000077', password: 'wrong-pass1' }, ip);
    const wrong = await post(t.app, '/stand/pwdLogin', { mobile: '13800000007', password: 'wrong-pass1' }, ip);
    expect(unknown.statusCode).toBe(400);
    expect([unknown.statusCode, unknown.body]).toEqual([wrong.statusCode, wrong.body]);
    expect(unknown.json().message).toBe('手机号或密码错误');
  });
});

describe('POST /stand/codeLogin', () => {
  it('compares at most five of twelve concurrent wrong codes', async () => {
    const ip = '10.0.2.1';
    expect((await get(t.app, '/stand/codeContent?mobile=13800000006', ip)).statusCode).toBe(200);
    const code = t.sms.lastCode('13800000006');
    const wrongCode = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => post(t.app, '/stand/codeLogin', { mobile: '13800000006', code: wrongCode }, ip)),
    );
    const messages = answers.map((a) => a.json().message as string);
    expect(messages.filter((m) => m === '验证码错误')).toHaveLength(5);
    expect(messages.filter((m) => m === '验证码已过期，请重新获取')).toHaveLength(7);
    const right = await post(t.app, '/stand/codeLogin', { mobile: '13800000006', code }, ip);
    expect(right.statusCode).toBe(400);
  });
});

describe('GET /stand/codeContent', () => {
  it('answers an unknown phone as a known one and sends it nothing', async () => {
    const ip = '10.0.3.1';
    const unknown = await get(t.app, '/stand/codeContent?mobile=13900000088', ip);
    const known = await get(t.app, '/stand/codeContent?mobile=13800000008', ip);
    expect(unknown.statusCode).toBe(200);
    expect([unknown.statusCode, unknown.body]).toEqual([known.statusCode, known.body]);
    expect(t.sms.sent.some((s) => s.phone === '13900000088')).toBe(false);
    // The resend limit answers alike too.
    const unknownAgain = await get(t.app, '/stand/codeContent?mobile=13900000088', ip);
    const knownAgain = await get(t.app, '/stand/codeContent?mobile=13800000008', ip);
    expect(unknownAgain.statusCode).toBe(429);
    expect([unknownAgain.statusCode, unknownAgain.body]).toEqual([knownAgain.statusCode, knownAgain.body]);
  });

  it('answers a code sign-in of an unknown phone as a wrong code', async () => {
    const ip = '10.0.3.2';
    await get(t.app, '/stand/codeContent?mobile=13900000099', ip);
    const res = await post(t.app, '/stand/codeLogin', { mobile: '13900000099', code: '123456' }, ip);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('验证码错误');
  });
});

describe('X-Forwarded-For', () => {
  const signInFrom = (app: TestApp['app'], forwardedFor: string) =>
    post(app, '/stand/pwdLogin', { mobile: '13900000066', password: 'wrong-pass1' }, '10.0.4.1', { 'x-forwarded-for': forwardedFor });

  it('is ignored from an untrusted peer, so the per-IP sign-in limit still bites', async () => {
    const answers = [];
    for (let i = 0; i < 21; i += 1) answers.push((await signInFrom(t.app, `203.0.113.${i}`)).statusCode);
    expect(answers.slice(0, 20).every((s) => s !== 429)).toBe(true);
    expect(answers[20]).toBe(429);
  });

  it('names the client when the peer is a configured proxy', async () => {
    const proxied = await startTestApp({ trustProxy: ['10.0.4.1'] });
    try {
      const answers = [];
      for (let i = 0; i < 21; i += 1) answers.push((await signInFrom(proxied.app, `203.0.113.${i}`)).statusCode);
      expect(answers).not.toContain(429);
    } finally {
      await proxied.close();
    }
  });
});

describe('TRUST_PROXY', () => {
  it('is off unless set, and takes a hop count or a list of addresses and blocks', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('off')).toBe(false);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.1, 192.168.0.0/16,::1,loopback')).toEqual(['10.0.0.1', '192.168.0.0/16', '::1', 'loopback']);
  });

  it('refuses anything else, naming the entry', () => {
    expect(() => parseTrustProxy('true')).toThrow('"true"');
    expect(() => parseTrustProxy('10.0.0.1,10.0.0.0/33')).toThrow('"10.0.0.0/33"');
  });
});
