import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { businessDate, nextRunAt } from '@domain/reminders/next-run';
import { jobs, notices, operationLogs, timedReminders, users } from '@server/db/schema';
import { REMINDER_TICK_JOB, scheduleTick, sendDueReminders } from '@server/modules/reminders/reminder-tick.job';
import { Client, enterpriseIdOf, useSignedIn, useTestApp } from '@tests/support/test-app';

const t = useTestApp();
const [admin] = useSignedIn(t, '13800000001');
let enterpriseId: number;
let staffIds: number[];
beforeAll(async () => {
  enterpriseId = await enterpriseIdOf(admin);
  const staff = await t.app.db.system
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.enterpriseId, enterpriseId), inArray(users.phone, ['13800000003', '13800000099'])));
  staffIds = staff.map((u) => u.id);
});

const DAY = 86_400_000;
const save = (client: Client, body: Record<string, unknown>) => client.post('/timedReminder/save', body);
const daily = (extra: Record<string, unknown> = {}) => ({ title: '日报提醒', content: '请提交今日日报', userIds: staffIds, cycle: 'daily', timeOfDay: '18:00', ...extra });

async function stored(id: number) {
  const [row] = await t.app.db.system.select().from(timedReminders).where(eq(timedReminders.id, id));
  return row;
}

async function noticesTitled(title: string) {
  return t.app.db.system.select().from(notices).where(eq(notices.title, title));
}

describe('POST /timedReminder/save', () => {
  it('adds a reminder and schedules its next run in Shanghai time', async () => {
    const res = await save(admin, daily());
    expect(res.statusCode, res.body).toBe(200);
    const row = res.json.data;
    expect(row).toMatchObject({ title: '日报提醒', cycle: 'daily', timeOfDay: '18:00', dayOf: null, date: null, enabled: true });
    expect(row.userNames.sort()).toEqual(['张师傅', '多企业用户'].sort());
    const expected = nextRunAt({ cycle: 'daily', timeOfDay: '18:00', dayOf: null, date: null }, new Date())!;
    expect(row.nextRunAt).toBe(expected.toISOString());
  });

  it('edits a reminder and moves its next run', async () => {
    const { id } = (await save(admin, daily({ title: '周报提醒', cycle: 'weekly', dayOf: 5 }))).json.data;
    const res = await save(admin, daily({ id, title: '周报提醒', cycle: 'monthly', dayOf: 31, timeOfDay: '09:30' }));
    expect(res.json.data).toMatchObject({ id, cycle: 'monthly', dayOf: 31, timeOfDay: '09:30' });
    const expected = nextRunAt({ cycle: 'monthly', timeOfDay: '09:30', dayOf: 31, date: null }, new Date())!;
    expect((await stored(id)).nextRunAt).toEqual(expected);
    const logs = await t.app.db.system.select().from(operationLogs).where(eq(operationLogs.module, 'reminders'));
    expect(logs.map((l) => l.summary)).toContain('修改定时提醒：周报提醒（每月 09:30）');
  });

  it('keeps a one-off reminder’s date', async () => {
    const tomorrow = businessDate(new Date(Date.now() + DAY));
    const res = await save(admin, daily({ title: '一次性', cycle: 'once', date: tomorrow, timeOfDay: '10:00' }));
    expect(res.json.data).toMatchObject({ cycle: 'once', date: tomorrow, nextRunAt: new Date(`${tomorrow}T10:00:00+08:00`).toISOString() });
  });

  it('refuses a schedule that is incomplete or impossible, naming the field', async () => {
    const message = async (body: Record<string, unknown>) => (await save(admin, body)).json.message;
    expect(await message(daily({ cycle: 'weekly' }))).toBe('dayOf: 请选择每周几（1-7）');
    expect(await message(daily({ cycle: 'weekly', dayOf: 8 }))).toBe('dayOf: 请选择每周几（1-7）');
    expect(await message(daily({ cycle: 'monthly', dayOf: 32 }))).toBe('dayOf: 请选择每月几号（1-31）');
    expect(await message(daily({ cycle: 'once', date: '2030-02-30' }))).toBe('date: 请选择日期（YYYY-MM-DD）');
    expect(await message(daily({ cycle: 'yearly' }))).toMatch(/^cycle: /);
    expect(await message(daily({ timeOfDay: '24:00' }))).toBe('timeOfDay: 提醒时间须为 HH:mm');
    expect(await message(daily({ userIds: [] }))).toBe('userIds: 请选择提醒人员');
    expect(await message(daily({ title: '' }))).toBe('title: 请输入提醒标题');
  });

  it('refuses a one-off reminder in the past', async () => {
    const res = await save(admin, daily({ cycle: 'once', date: '2020-01-01' }));
    expect([res.statusCode, res.json.message]).toEqual([400, '提醒时间已过，请重新选择时间']);
  });

  it('keeps only members of the enterprise as recipients, and refuses when none is left', async () => {
    const [outsider] = await t.app.db.system.select({ id: users.id }).from(users).where(eq(users.phone, '13800000011'));
    expect((await save(admin, daily({ userIds: [outsider.id] }))).json.message).toBe('请选择提醒人员');
    const row = (await save(admin, daily({ userIds: [outsider.id, staffIds[0]] }))).json.data;
    expect(row.userIds).toEqual([staffIds[0]]);
  });

  it('is for administrators and dispatchers', async () => {
    const dispatcher = await Client.signIn(t.app, '13800000002');
    expect((await save(dispatcher, daily({ title: '派单员的提醒' }))).statusCode).toBe(200);
    const staff = await Client.signIn(t.app, '13800000003');
    expect((await save(staff, daily())).statusCode).toBe(403);
    expect((await staff.get('/timedReminder/list')).statusCode).toBe(403);
  });

  it('says so when the reminder to edit does not exist', async () => {
    expect((await save(admin, daily({ id: 999_999 }))).statusCode).toBe(404);
  });
});

describe('GET /timedReminder/list and count', () => {
  it('lists the enterprise reminders newest first, and counts them', async () => {
    const list = (await admin.get('/timedReminder/list?pageSize=50')).json.data as { title: string }[];
    expect(list[0].title).toBe('派单员的提醒');
    expect((await admin.get('/timedReminder/count')).json.data).toBe(list.length);
  });
});

describe('PUT /timedReminder/updateState', () => {
  it('disables a reminder, which then is not sent, and enables it again from now', async () => {
    const { id } = (await save(admin, daily({ title: '停用的提醒' }))).json.data;
    const due = (await stored(id)).nextRunAt!;
    const off = await admin.put('/timedReminder/updateState', { id, enabled: false });
    expect(off.json.data).toMatchObject({ enabled: false, nextRunAt: null });
    await sendDueReminders(t.app.db, new Date(due.getTime() + 1000));
    expect(await noticesTitled('停用的提醒')).toEqual([]);

    const on = await admin.put('/timedReminder/updateState', { id, enabled: true });
    expect(on.json.data).toMatchObject({ enabled: true, nextRunAt: due.toISOString() });
  });

  it('cannot enable a one-off reminder whose moment has passed', async () => {
    const tomorrow = businessDate(new Date(Date.now() + DAY));
    const { id } = (await save(admin, daily({ title: '过期一次性', cycle: 'once', date: tomorrow }))).json.data;
    await t.app.db.system.update(timedReminders).set({ enabled: false, nextRunAt: new Date('2020-01-01T10:00:00+08:00') }).where(eq(timedReminders.id, id));
    const res = await admin.put('/timedReminder/updateState', { id, enabled: true });
    expect([res.statusCode, res.json.message]).toEqual([409, '提醒时间已过，请重新选择时间']);
  });

  it('refuses a missing flag', async () => {
    expect((await admin.put('/timedReminder/updateState', { id: 1 })).json.message).toBe('enabled: enabled 须为 true 或 false');
  });
});

describe('DELETE /timedReminder/del', () => {
  it('deletes a reminder once', async () => {
    const { id } = (await save(admin, daily({ title: '要删的提醒' }))).json.data;
    expect((await admin.delete(`/timedReminder/del?id=${id}`)).json).toMatchObject({ success: true, message: '删除成功' });
    expect(await stored(id)).toBeUndefined();
    expect((await admin.delete(`/timedReminder/del?id=${id}`)).statusCode).toBe(404);
  });
});

describe('sending due reminders (the tick)', () => {
  it('sends nothing before the time, then a notice to each recipient, and moves to the next day', async () => {
    const { id } = (await save(admin, daily({ title: '按时发送', timeOfDay: '07:15' }))).json.data;
    const due = (await stored(id)).nextRunAt!;
    await sendDueReminders(t.app.db, new Date(due.getTime() - 1000));
    expect(await noticesTitled('按时发送')).toEqual([]);

    await sendDueReminders(t.app.db, new Date(due.getTime() + 20_000));
    const sent = await noticesTitled('按时发送');
    expect(sent.map((n) => n.userId).sort()).toEqual([...staffIds].sort());
    expect(sent[0]).toMatchObject({ content: '请提交今日日报', enterpriseId });
    expect((await stored(id)).nextRunAt).toEqual(new Date(due.getTime() + DAY));
  });

  it('never sends a reminder twice, even with two workers ticking at once', async () => {
    const { id } = (await save(admin, daily({ title: '只发一次', timeOfDay: '06:45' }))).json.data;
    const now = new Date((await stored(id)).nextRunAt!.getTime() + 1000);
    await Promise.all([sendDueReminders(t.app.db, now), sendDueReminders(t.app.db, now)]);
    await sendDueReminders(t.app.db, now);
    expect(await noticesTitled('只发一次')).toHaveLength(staffIds.length);
  });

  it('catches up a missed run once, not once per missed day', async () => {
    const { id } = (await save(admin, daily({ title: '停机之后', timeOfDay: '05:30' }))).json.data;
    const due = (await stored(id)).nextRunAt!;
    const threeDaysLate = new Date(due.getTime() + 3 * DAY + 60_000);
    await sendDueReminders(t.app.db, threeDaysLate);
    expect(await noticesTitled('停机之后')).toHaveLength(staffIds.length);
    expect((await stored(id)).nextRunAt).toEqual(new Date(due.getTime() + 4 * DAY));
  });

  it('sends a one-off reminder once and then disables it, keeping its date', async () => {
    const tomorrow = businessDate(new Date(Date.now() + DAY));
    const { id } = (await save(admin, daily({ title: '一次就好', cycle: 'once', date: tomorrow, timeOfDay: '11:00' }))).json.data;
    const due = (await stored(id)).nextRunAt!;
    await sendDueReminders(t.app.db, new Date(due.getTime() + 1000));
    await sendDueReminders(t.app.db, new Date(due.getTime() + DAY));
    expect(await noticesTitled('一次就好')).toHaveLength(staffIds.length);
    const row = ((await admin.get('/timedReminder/list?pageSize=50')).json.data as { id: number }[]).find((r) => r.id === id);
    expect(row).toMatchObject({ enabled: false, nextRunAt: null, date: tomorrow });
  });

  it('leaves out recipients removed since the reminder was set', async () => {
    const [removed, kept] = staffIds;
    const { id } = (await save(admin, daily({ title: '有人离职', timeOfDay: '04:10' }))).json.data;
    await t.app.db.system.update(users).set({ deletedAt: new Date() }).where(eq(users.id, removed));
    await sendDueReminders(t.app.db, new Date((await stored(id)).nextRunAt!.getTime() + 1000));
    await t.app.db.system.update(users).set({ deletedAt: null }).where(eq(users.id, removed));
    expect((await noticesTitled('有人离职')).map((n) => n.userId)).toEqual([kept]);
  });
});

describe('the reminders.tick job', () => {
  const queuedTicks = () =>
    t.app.db.system.select().from(jobs).where(and(eq(jobs.kind, REMINDER_TICK_JOB), eq(jobs.state, 'queued')));

  it('is queued at start, run by the worker, and queues itself for the next minute', async () => {
    const until = Date.now() + 20_000;
    for (;;) {
      const done = await t.app.db.system.select().from(jobs).where(and(eq(jobs.kind, REMINDER_TICK_JOB), eq(jobs.state, 'done')));
      if (done.length > 0) break;
      if (Date.now() > until) throw new Error('no tick ran');
      await new Promise((r) => setTimeout(r, 50));
    }
    const queued = await queuedTicks();
    expect(queued).toHaveLength(1);
    expect(queued[0].runAt.getTime() % 60_000).toBe(0);
    expect(queued[0].runAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('is not queued twice', async () => {
    await scheduleTick(t.app.db.system, t.app.jobs, new Date());
    await scheduleTick(t.app.db.system, t.app.jobs, new Date());
    expect(await queuedTicks()).toHaveLength(1);
  });
});
