import { desc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notices, users } from '@server/db/schema';
import { createNotices } from '@server/modules/notices/notices.service';
import { Client, useSignedIn, useTestApp } from '@tests/support/test-app';

const t = useTestApp();
const [admin] = useSignedIn(t, '13800000001');
let adminId: number;
let enterpriseId: number;
beforeAll(async () => {
  const me = (await admin.get('/v2/sessionUser/info')).json.data;
  adminId = me.id;
  enterpriseId = me.enterpriseId;
  // Older than the demo's welcome notice, which was seeded when the test run began.
  const [welcome] = await t.app.db.system.select({ createdAt: notices.createdAt }).from(notices).where(eq(notices.userId, adminId));
  const at = (minutesBefore: number) => new Date(welcome.createdAt.getTime() - minutesBefore * 60_000);
  await t.app.db.system.insert(notices).values([
    { enterpriseId, userId: adminId, title: '工单超时提醒', content: '有2张工单已超时', createdAt: at(5) },
    { enterpriseId, userId: adminId, title: '已读通知', content: '这条已读', readAt: at(1), createdAt: at(10) },
  ]);
});

/** A person's stored notice titles, newest first (the list's order). */
async function storedTitles(userId: number): Promise<string[]> {
  const rows = await t.app.db.system.select({ title: notices.title }).from(notices).where(eq(notices.userId, userId)).orderBy(desc(notices.createdAt), desc(notices.id));
  return rows.map((r) => r.title);
}

describe('GET /home/notice/list', () => {
  // The app's own jobs may tell the demo's people of something (a nightly run when the China day turns while
  // the file runs), so each list is checked against that person's stored notices, with the test's own in it.
  it('lists the caller notices newest first, with their read state', async () => {
    const list = (await admin.get('/home/notice/list?pageIndex=0&pageSize=10')).json.data as { title: string; content: string; link: string | null; read: boolean; create_time: string }[];
    expect(list.map((n) => n.title)).toEqual(await storedTitles(adminId));
    const mine = list.filter((n) => ['欢迎使用服务工单系统', '工单超时提醒', '已读通知'].includes(n.title));
    expect(mine.map((n) => n.title)).toEqual(['欢迎使用服务工单系统', '工单超时提醒', '已读通知']);
    expect(mine[0]).toMatchObject({ link: '/productSetting', read: false });
    expect(mine[1]).toMatchObject({ content: '有2张工单已超时', link: null, read: false });
    expect(mine[2].read).toBe(true);
    expect(Date.parse(mine[1].create_time)).not.toBeNaN();
  });

  it('pages from 0', async () => {
    const second = (await admin.get('/home/notice/list?pageIndex=1&pageSize=10')).json.data;
    expect(second).toEqual((await storedTitles(adminId)).length > 10 ? expect.any(Array) : []);
  });

  it('shows nothing of another user', async () => {
    const dispatcher = await Client.signIn(t.app, '13800000002');
    const [dispatcherId] = await idsOf(['13800000002']);
    const list = (await dispatcher.get('/home/notice/list')).json.data as { title: string }[];
    expect(list.map((n) => n.title)).toEqual(await storedTitles(dispatcherId));
    expect(list.map((n) => n.title)).not.toContain('工单超时提醒');
    expect((await dispatcher.get('/home/notice/count')).json.data.total).toBe(list.length);
  });
});

describe('GET /home/notice/count', () => {
  it('counts all and unread notices of the caller', async () => {
    const stored = await t.app.db.system.select({ readAt: notices.readAt }).from(notices).where(eq(notices.userId, adminId));
    expect((await admin.get('/home/notice/count')).json.data).toEqual({ total: stored.length, unread: stored.filter((n) => !n.readAt).length });
    expect(stored.length).toBeGreaterThanOrEqual(3);
  });
});

describe('createNotices', () => {
  it('puts one notice per distinct user of the enterprise and tells how many', async () => {
    const [dispatcherId, staffId] = await idsOf(['13800000002', '13800000003']);
    const put = await t.app.db.tenant(enterpriseId, (tx) =>
      createNotices(tx, { enterpriseId, userIds: [dispatcherId, staffId, dispatcherId], title: '派单提醒', content: '有新工单待派', link: '/allOrder' }),
    );
    expect(put).toBe(2);
    const rows = await t.app.db.system.select().from(notices).where(eq(notices.title, '派单提醒'));
    expect(rows.map((r) => r.userId).sort()).toEqual([dispatcherId, staffId].sort());
    expect(rows[0]).toMatchObject({ enterpriseId, content: '有新工单待派', link: '/allOrder', readAt: null });
  });

  it('ignores users of other enterprises and removed users', async () => {
    const [staffId, otherEnterpriseUser, removedId] = await idsOf(['13800000003', '13800000011', '13800000008']);
    await t.app.db.system.update(users).set({ deletedAt: new Date() }).where(eq(users.id, removedId));
    const put = await t.app.db.tenant(enterpriseId, (tx) =>
      createNotices(tx, { enterpriseId, userIds: [staffId, otherEnterpriseUser, removedId, 987654], title: '只给本企业', content: '内容' }),
    );
    expect(put).toBe(1);
    const rows = await t.app.db.system.select().from(notices).where(eq(notices.title, '只给本企业'));
    expect(rows.map((r) => r.userId)).toEqual([staffId]);
  });

  it('puts nothing for no users', async () => {
    expect(await t.app.db.tenant(enterpriseId, (tx) => createNotices(tx, { enterpriseId, userIds: [], title: 'x', content: 'y' }))).toBe(0);
  });
});

describe('the notice centre calls', () => {
  let reader: Client;
  let ids: number[];
  beforeAll(async () => {
    reader = await Client.signIn(t.app, '13800000006');
    const [receptionId] = await idsOf(['13800000006']);
    await t.app.db.tenant(enterpriseId, async (tx) => {
      for (const title of ['第一条', '第二条', '第三条']) await createNotices(tx, { enterpriseId, userIds: [receptionId], title, content: '内容' });
    });
    ids = ((await reader.get('/home/notice/list')).json.data as { id: number }[]).map((n) => n.id);
  });

  it('filters the list by read state', async () => {
    expect(await titles(reader, 'unread')).toEqual(['第三条', '第二条', '第一条']);
    expect(await titles(reader, 'read')).toEqual([]);
    const bad = await reader.get('/home/notice/list?read=maybe');
    expect(bad.statusCode).toBe(400);
    expect(bad.json.message).toMatch(/^read: /);
  });

  it('marks the chosen notices read, and counts them', async () => {
    const res = await reader.post('/home/notice/read', { ids: [ids[0]] });
    expect(res.json).toEqual({ success: true, data: { marked: 1 } });
    expect(await titles(reader, 'read')).toEqual(['第三条']);
    expect((await reader.get('/home/notice/count')).json.data).toEqual({ total: 3, unread: 2 });
    expect((await reader.post('/home/notice/read', { ids: [ids[0]] })).json.data).toEqual({ marked: 0 });
  });

  it('marks nothing of another user', async () => {
    const adminNotice = ((await admin.get('/home/notice/list?read=unread')).json.data as { id: number }[])[0];
    expect((await reader.post('/home/notice/read', { ids: [adminNotice.id] })).json.data).toEqual({ marked: 0 });
    expect((await admin.get('/home/notice/list?read=unread')).json.data[0].id).toBe(adminNotice.id);
  });

  it('refuses an empty or invalid selection', async () => {
    expect((await reader.post('/home/notice/read', { ids: [] })).statusCode).toBe(400);
    expect((await reader.post('/home/notice/read', { ids: ['abc'] })).json.message).toMatch(/^ids\.0: /);
  });

  it('clears every unread notice of the caller only', async () => {
    const adminUnread = (await admin.get('/home/notice/count')).json.data.unread;
    expect((await reader.post('/home/notice/clearUnread')).json.data).toEqual({ marked: 2 });
    expect((await reader.get('/home/notice/count')).json.data).toEqual({ total: 3, unread: 0 });
    expect((await admin.get('/home/notice/count')).json.data.unread).toBe(adminUnread);
  });

  it('needs the csrf token to change anything', async () => {
    const stranger = await Client.signIn(t.app, '13800000007');
    stranger.csrfToken = 'wrong';
    expect((await stranger.post('/home/notice/clearUnread')).statusCode).toBe(403);
  });
});

/** User ids by phone, in the sample enterprise where the phone is a member there, else in its other one. */
async function idsOf(phones: string[]): Promise<number[]> {
  const rows = await t.app.db.system.select().from(users).where(inArray(users.phone, phones));
  const pick = (phone: string) => rows.find((r) => r.phone === phone && r.enterpriseId === enterpriseId) ?? rows.find((r) => r.phone === phone)!;
  return phones.map((phone) => pick(phone).id);
}

async function titles(client: Client, read: string): Promise<string[]> {
  return ((await client.get(`/home/notice/list?read=${read}`)).json.data as { title: string }[]).map((n) => n.title);
}
