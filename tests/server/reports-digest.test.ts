import { and, eq, like } from 'drizzle-orm';
import { Trigger } from '@domain/notifications/triggers';
import { describe, expect, it } from 'vitest';
import { dueDigests } from '@domain/reports/digest';
import { notices, smsSignatures, users } from '@server/db/schema';
import { sendDueDigests as sendDigests } from '@server/modules/reports/digest.job';
import { notSentYet } from '@server/modules/reports/digest.queries';
import { digestSubscribers } from '@server/modules/subscriptions/subscriptions.public';
import { enterpriseIdOf, useSignedIn, useTestApp } from '@tests/support/test-app';
import { waitUntil } from '@tests/support/wait-until';

const t = useTestApp();
const [director, admin] = useSignedIn(t, '13800000010', '13800000001');
const deps = () => ({ db: t.app.db, notifications: t.app.notifications });
const sendDueDigests = (now: Date) => sendDigests(deps(), now);

// A controllable clock: 2026-12-01 in China (UTC+8).
const china = (hhmm: string) => new Date(`2026-12-01T${hhmm}:00+08:00`);

/**
 * A user's digest notices of one day of the controllable clock. The app's own digest tick runs on the real clock
 * meanwhile, and between 8:00 and 10:00 China time it sends the real day's digests too: those are not this test's.
 */
async function noticesOf(userName: string, titleStart: string, day = '2026-12-01') {
  const [u] = await t.app.db.system.select({ id: users.id }).from(users).where(eq(users.name, userName));
  return t.app.db.system
    .select({ title: notices.title, content: notices.content, link: notices.link })
    .from(notices)
    .where(and(eq(notices.userId, u.id), like(notices.title, `${titleStart}%`), like(notices.content, `${titleStart}（${day}）%`)));
}

describe('the daily digests', () => {
  it.each([
    ['07:59', []],
    ['08:00', [1]],
    ['08:29', [1]],
    ['08:30', [1, 2]],
    ['09:59', [1, 2]],
    ['10:00', [2]],
    ['10:30', []],
  ])('at %s China time the due digests are %o', (hhmm, due) => expect(dueDigests(china(hhmm))).toEqual(due));

  it('sends the to-do digest at 8:00 and the statistics at 8:30, once per user and day however many workers run', async () => {
    expect((await director.put('/subscribe/updateSubscribeStatus', { type: 1, state: 1 })).statusCode).toBe(200);
    expect((await director.put('/subscribe/updateSubscribeStatus', { type: 2, state: 1 })).statusCode).toBe(200);
    expect((await director.put('/subscribe/updateSubscribeContentStatus', { code: 'todo_pending_event', value: 0 })).statusCode).toBe(200);

    expect(await sendDueDigests(china('07:59'))).toBe(0);
    expect(await noticesOf('冯总监', '今日待办')).toEqual([]);

    // Two workers at 8:00 (and a restart repeating the tick a minute later): one notice.
    const sent = await Promise.all([sendDueDigests(china('08:00')), sendDueDigests(china('08:00'))]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await sendDueDigests(china('08:01'))).toBe(0);
    // The later ticks of the window read only the users still waiting: none.
    expect(await digestSubscribers(t.app.db.system, 1, notSentYet(1, '2026-12-01'))).toEqual([]);
    expect(await digestSubscribers(t.app.db.system, 1, notSentYet(1, '2026-12-02'))).toHaveLength(1);
    // The in-app notice is put by the notification job the digest queued.
    const todo = await waitUntil(() => noticesOf('冯总监', '今日待办'), (n) => n.length > 0);
    expect(todo).toHaveLength(1);
    expect(todo[0].title).toBe('今日待办');
    expect(todo[0].content).toMatch(/^今日待办（2026-12-01）：待受理工单：\d+个；待派单工单：\d+个；待服务工单：\d+个；超时工单：\d+个$/);
    expect(todo[0].link).toBe('/allOrder');
    expect(await noticesOf('冯总监', '昨日统计')).toEqual([]);

    const at830 = await Promise.all([sendDueDigests(china('08:30')), sendDueDigests(china('08:30'))]);
    expect(at830.reduce((a, b) => a + b, 0)).toBe(1);
    const stats = await waitUntil(() => noticesOf('冯总监', '昨日统计'), (n) => n.length > 0);
    expect(stats).toHaveLength(1);
    expect(await noticesOf('冯总监', '今日待办')).toHaveLength(1);
    expect(stats[0].content).toContain('昨日工单统计：新建');
    expect(stats[0].content).toContain('客户评价统计');

    // Unsubscribed users get nothing; the next day sends again.
    expect(await noticesOf('张师傅', '今日待办')).toEqual([]);
    expect(await sendDueDigests(new Date('2026-12-02T08:00:00+08:00'))).toBe(1);
  });

  it('texts the digest too where the enterprise switched texts on for it (the in-app notice stays)', async () => {
    const saved = await admin.post('/notification/rule/save', { trigger: Trigger.digestTodo, channel: 'sms', recipients: [902], template: '{{订阅日期}}待办：{{订阅内容}}', enabled: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await admin.post('/sms/signature/apply', { signature: '示例科技' })).statusCode).toBe(200);
    // The platform operator approves it (there is no SMS provider to do so).
    await t.app.db.system.update(smsSignatures).set({ state: 2 }).where(eq(smsSignatures.enterpriseId, await enterpriseIdOf(admin)));
    expect(await sendDueDigests(new Date('2026-12-03T08:05:00+08:00'))).toBe(1);
    const texts = await waitUntil(async () => t.sms.sent.filter((s) => s.text.includes('2026-12-03待办')), (x) => x.length > 0);
    expect(texts).toEqual([{ phone: '13800000010', text: expect.stringMatching(/^【示例科技】2026-12-03待办：待受理工单：\d+个/) }]);
    await waitUntil(() => noticesOf('冯总监', '今日待办', '2026-12-03'), (n) => n.length > 0);
    // A repeat of the tick texts nobody again.
    expect(await sendDueDigests(new Date('2026-12-03T08:06:00+08:00'))).toBe(0);
    const rule = await admin.get('/notification/rule/list');
    expect(rule.json.data.find((r: { trigger: string; channel: string }) => r.trigger === Trigger.digestTodo && r.channel === 'sms')).toMatchObject({ enabled: true, customized: true });
  });
});
