import { and, count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { freeEditionNotice } from '@domain/common/messages';
import { jobs, notices, operationLogs, users } from '@server/db/schema';
import { announcementDeliveryHandler } from '@server/modules/announcements/announcement-delivery.job';
import { Client, enterpriseIdOf, useSignedIn, useTestApp } from '@tests/support/test-app';

const t = useTestApp();
const [admin] = useSignedIn(t, '13800000001');
let enterpriseId: number;
beforeAll(async () => {
  enterpriseId = await enterpriseIdOf(admin);
});

const publish = (client: Client, body: Record<string, unknown>) => client.post('/announcement/publish', body);

/** Titles of a user's notices once delivery has had time to run. */
async function noticeTitles(client: Client): Promise<string[]> {
  return ((await client.get('/home/notice/list?pageSize=100')).json.data as { title: string }[]).map((n) => n.title);
}

async function deliveredCount(title: string): Promise<number> {
  const [row] = await t.app.db.system.select({ n: count() }).from(notices).where(eq(notices.title, title));
  return row.n;
}

async function waitForDelivery(title: string, expected: number) {
  const until = Date.now() + 20_000;
  while ((await deliveredCount(title)) < expected) {
    if (Date.now() > until) throw new Error(`${title} was not delivered`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('POST /announcement/publish', () => {
  it('publishes to the chosen roles and delivers a notice to each active holder', async () => {
    const res = await publish(admin, { title: '服务规范更新', content: '请服务人员阅读新版规范', roles: [2] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json.message).toBe('公告已发布，正在通知相关人员');
    expect(res.json.data).toMatchObject({ title: '服务规范更新', roles: [2], publisherName: '王管理' });

    // Service staff of the sample enterprise: 张师傅 and 多企业用户.
    await waitForDelivery('服务规范更新', 2);
    const staff = await Client.signIn(t.app, '13800000003');
    expect(await noticeTitles(staff)).toContain('服务规范更新');
    const dispatcher = await Client.signIn(t.app, '13800000002');
    expect(await noticeTitles(dispatcher)).not.toContain('服务规范更新');
  });

  it('sends to everyone when no role is chosen, except disabled users', async () => {
    await t.app.db.system.update(users).set({ status: 0 }).where(and(eq(users.enterpriseId, enterpriseId), eq(users.phone, '13800000009')));
    await publish(admin, { title: '全员通知', content: '周五下午全员大会' });
    const [active] = await t.app.db.system
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.enterpriseId, enterpriseId), eq(users.status, 1), sql`${users.deletedAt} is null`));
    await waitForDelivery('全员通知', active.n);
    expect(await deliveredCount('全员通知')).toBe(active.n);
    const warehouse = await t.app.db.system.select().from(users).where(eq(users.phone, '13800000009'));
    const [given] = await t.app.db.system.select({ n: count() }).from(notices).where(and(eq(notices.title, '全员通知'), eq(notices.userId, warehouse[0].id)));
    expect(given.n).toBe(0);
    const rows = await t.app.db.system.select({ e: notices.enterpriseId }).from(notices).where(eq(notices.title, '全员通知'));
    expect(rows.every((r) => r.e === enterpriseId)).toBe(true);
  });

  it('answers at once and leaves a large delivery to a durable job', async () => {
    const many = Array.from({ length: 2000 }, (_, i) => ({
      enterpriseId,
      name: `批量${i}`,
      phone: `1500000${String(i).padStart(4, '0')}`,
      roles: [4],
    }));
    await t.app.db.system.insert(users).values(many);
    const res = await publish(admin, { title: '致全体员工', content: '感谢大家的付出', roles: [4] });
    expect(res.statusCode).toBe(200);
    const [job] = await t.app.db.system
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'announcement.deliver'), sql`${jobs.payload}->>'announcementId' = ${String(res.json.data.id)}`));
    expect(job).toMatchObject({ enterpriseId });
    await waitForDelivery('致全体员工', 2001);
  });

  it('refuses a too long title, an empty content and unknown roles, naming the field', async () => {
    const long = await publish(admin, { title: '长'.repeat(61), content: '内容' });
    expect([long.statusCode, long.json.message]).toEqual([400, 'title: 公告标题最多60个字']);
    expect((await publish(admin, { title: '标题', content: '  ' })).json.message).toBe('content: 请输入公告内容');
    expect((await publish(admin, { title: '标题', content: '内容', roles: [11] })).json.message).toBe('roles.0: roles 只能是 1 到 10');
    expect((await publish(admin, { title: '标题', content: 'x'.repeat(2001) })).json.message).toBe('content: 公告内容最多2000个字');
  });

  it('is for administrators only', async () => {
    const dispatcher = await Client.signIn(t.app, '13800000002');
    expect((await publish(dispatcher, { title: '越权', content: '内容' })).statusCode).toBe(403);
    expect((await dispatcher.get('/announcement/list')).statusCode).toBe(403);
  });

  it('is refused on the free plan with the upgrade notice, while the list still opens', async () => {
    const free = await Client.signIn(t.app, '13800000011');
    const res = await publish(free, { title: '免费版公告', content: '内容' });
    expect(res.statusCode).toBe(403);
    expect(res.json.message).toBe(freeEditionNotice('公告管理', '400-800-6688'));
    expect((await free.get('/announcement/list')).json.data).toEqual([]);
  });

  it('records the publication in the operation log', async () => {
    const logs = await t.app.db.system.select().from(operationLogs).where(eq(operationLogs.module, 'announcements'));
    expect(logs.map((l) => l.summary)).toContain('发布公告：服务规范更新');
  });
});

describe('GET /announcement/list and count', () => {
  it('lists the published announcements newest first, and counts them', async () => {
    const list = (await admin.get('/announcement/list?pageIndex=0&pageSize=10')).json.data as { title: string; roles: number[] }[];
    expect(list.map((a) => a.title)).toEqual(['致全体员工', '全员通知', '服务规范更新']);
    expect(list[1].roles).toEqual([]);
    expect((await admin.get('/announcement/count')).json.data).toBe(3);
  });
});

describe('DELETE /announcement/del', () => {
  it('deletes the announcement and keeps the notices already delivered', async () => {
    const [first] = (await admin.get('/announcement/list')).json.data as { id: number }[];
    const before = await deliveredCount('致全体员工');
    const res = await admin.delete(`/announcement/del?id=${first.id}`);
    expect(res.json).toMatchObject({ success: true, message: '删除成功' });
    expect((await admin.get('/announcement/count')).json.data).toBe(2);
    expect(await deliveredCount('致全体员工')).toBe(before);
    expect((await admin.delete(`/announcement/del?id=${first.id}`)).statusCode).toBe(404);
    const logs = await t.app.db.system.select().from(operationLogs).where(eq(operationLogs.action, 'delete'));
    expect(logs.map((l) => l.summary)).toContain('删除公告：致全体员工');
  });

  it('delivers nothing for an announcement deleted before its job ran', async () => {
    const handler = announcementDeliveryHandler(t.app.db);
    const job = { id: 0, enterpriseId, kind: 'announcement.deliver', payload: { announcementId: 999_999 } } as never;
    const [before] = await t.app.db.system.select({ n: count() }).from(notices);
    await handler.run(job, { signal: new AbortController().signal, log: t.app.log });
    const [after] = await t.app.db.system.select({ n: count() }).from(notices);
    expect(after.n).toBe(before.n);
  });
});
