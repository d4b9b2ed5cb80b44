import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@domain/shell/session.schemas';
import type { TodoCounts } from '@domain/home/home.types';
import { Client, useSignedIn, useTestApp } from '@tests/support/test-app';

const t = useTestApp();
const [engineer, dispatcher, outsider] = useSignedIn(t, '13800000003', '13800000002', '13800000011');

const me = async (c: Client) => (await c.get('/v2/sessionUser/info')).json.data as SessionUser;

describe('POST /user/changePcVersion', () => {
  it('remembers the choice for the user only, and the session shows it at once', async () => {
    expect((await me(engineer)).pcVersion).toBeNull();
    const res = await engineer.post('/user/changePcVersion', { pcVersion: 0 });
    expect(res.statusCode, res.body).toBe(200);
    expect((await me(engineer)).pcVersion).toBe(0);
    expect((await me(dispatcher)).pcVersion).toBeNull();
    expect((await engineer.post('/user/changePcVersion', { pcVersion: 1 })).statusCode).toBe(200);
    expect((await me(engineer)).pcVersion).toBe(1);
  });

  it('refuses a bad value with 400 naming the field, and changes nothing', async () => {
    await dispatcher.post('/user/changePcVersion', { pcVersion: 1 });
    for (const body of [{}, { pcVersion: 2 }, { pcVersion: 'mobile' }, { pcVersion: null }]) {
      const res = await dispatcher.post('/user/changePcVersion', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json.message).toContain('pcVersion');
    }
    expect((await me(dispatcher)).pcVersion).toBe(1);
  });

  it('needs a session and its csrf token', async () => {
    expect((await new Client(t.app).post('/user/changePcVersion', { pcVersion: 0 })).statusCode).toBe(401);
    const token = engineer.csrfToken;
    engineer.csrfToken = '';
    try {
      expect((await engineer.post('/user/changePcVersion', { pcVersion: 0 })).statusCode).toBe(403);
    } finally {
      engineer.csrfToken = token;
    }
  });

  it('is kept per enterprise: a phone in two enterprises chooses in each', async () => {
    const multi = await Client.signIn(t.app, '13800000099');
    const list = (await multi.get('/stand/login/epList')).json.data as { enterpriseId: number }[];
    expect(list.length).toBeGreaterThan(1);
    await multi.post('/stand/login/epList', { enterpriseId: list[0].enterpriseId });
    expect((await multi.post('/user/changePcVersion', { pcVersion: 0 })).statusCode).toBe(200);
    expect((await me(multi)).pcVersion).toBe(0);
    await multi.post('/stand/login/epList', { enterpriseId: list[1].enterpriseId });
    expect((await me(multi)).pcVersion).toBeNull();
  });
});

describe('GET /v2/menu/mobile/getCount', () => {
  it('needs a session', async () => {
    expect((await new Client(t.app).get('/v2/menu/mobile/getCount')).statusCode).toBe(401);
  });

  it("counts only the caller's enterprise and menu: the total is the sum of the counts", async () => {
    const mine = (await dispatcher.get('/v2/menu/mobile/getCount')).json.data as TodoCounts;
    expect(mine.total).toBe(Object.values(mine.counts).reduce((a, b) => a + b, 0));
    expect(mine.counts.order_assign).toBeGreaterThan(0);
    const theirs = (await outsider.get('/v2/menu/mobile/getCount')).json.data as TodoCounts;
    expect(theirs.total).toBe(Object.values(theirs.counts).reduce((a, b) => a + b, 0));
    expect(theirs.counts.order_assign ?? 0).toBe(0);
  });
});
