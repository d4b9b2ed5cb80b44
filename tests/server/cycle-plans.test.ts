import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, businessDay, startOfBusinessDay } from '@domain/cycle-plans/cycle';
import type { CyclePlanRow, FollowRow } from '@domain/cycle-plans/cycle-plans.schemas';
import { customers, notices, orderLogs, orders } from '@server/db/schema';
import { runDuePlans, sendDueFollowReminders } from '@server/modules/cycle-plans/cycle-plan-run.job';
import { addCustomer, enterpriseId, orderTypeId, userIds } from '@tests/support/order-fixtures';
import { Client, useSignedIn, useTestApp } from '@tests/support/test-app';

const t = useTestApp();
const [admin, sales, engineer, trialAdmin, freeAdmin] = useSignedIn(t, '13800000001', '13800000005', '13800000003', '13800000021', '13800000011');
let paid: number;
let people: Record<string, number>;
let defaultType: number;
let internalType: number;
let first: number;
let second: number;
let foreign: number;

const today = () => businessDay(new Date());
// Plans saved to start in the future, whatever today is (a fixed year became the past and moved their first occurrence).
const NEXT_YEAR = Number(today().slice(0, 4)) + 1;

beforeAll(async () => {
  paid = await enterpriseId(t.app, '示例科技有限公司');
  people = await userIds(t.app, paid);
  defaultType = await orderTypeId(t.app, paid, '默认工单');
  internalType = await orderTypeId(t.app, paid, '内部工单');
  first = await addCustomer(t.app, paid, { name: '计划客户甲', phone: '075588880001', contact: '甲先生', contactPhone: '13900000101' });
  second = await addCustomer(t.app, paid, { name: '计划客户乙', phone: '075588880002', contact: '乙女士', contactPhone: '13900000102' });
  foreign = await addCustomer(t.app, await enterpriseId(t.app, '试用服务公司'), { name: '别家客户', phone: '075588880003' });
});

const plan = (over: Record<string, unknown> = {}) => ({
  name: '季度保养计划',
  templateId: defaultType,
  title: '定期保养',
  description: '按计划上门保养',
  customerIds: [first, second],
  cycleUnit: 1,
  cycleEvery: 1,
  startDate: `${NEXT_YEAR}-01-10`,
  ...over,
});
const save = async (c: Client, body: Record<string, unknown>) => c.post('/customer/cycleorder/save', body);
const created = async (body: Record<string, unknown> = {}, c = admin) => {
  const res = await save(c, plan(body));
  expect(res.json.message).toBe('保存成功');
  return res.json.data as CyclePlanRow;
};
const detail = async (id: number, c = admin) => (await c.get(`/customer/cycleorder/detail?id=${id}`)).json.data;
const run = (at: string) => runDuePlans(t.app.db, t.app.notifications, new Date(at));

describe('demo data', () => {
  it('starts the demo enterprise with running plans and a paused one', async () => {
    const rows = (await admin.get('/customer/cycleorder/list?pageSize=100')).json.data as CyclePlanRow[];
    const demo = Object.fromEntries(rows.map((p) => [p.name, p.state]));
    expect(demo).toMatchObject({ 季度空调保养: 1, 每周净水机巡检: 1, 年度消防设备检查: 2 });
  });
});

describe('POST /customer/cycleorder/save', () => {
  it('adds a running plan whose first occurrence is its start date', async () => {
    const saved = await created({ remindDays: 2, remindUserIds: [people['钱销售']] });
    expect(saved).toMatchObject({
      name: '季度保养计划',
      template: { id: defaultType, name: '默认工单' },
      customers: [
        { id: first, name: '计划客户甲' },
        { id: second, name: '计划客户乙' },
      ],
      state: 1,
      nextDueDate: `${NEXT_YEAR}-01-10`,
      remindUsers: [{ id: people['钱销售'], name: '钱销售' }],
      createdBy: { id: people['王管理'], name: '王管理' },
      generatedCount: 0,
    });
  });

  it('starts a plan begun in the past at its first occurrence from today', async () => {
    const saved = await created({ startDate: '2020-01-01', cycleUnit: 4 });
    expect(saved.nextDueDate).toBe(today() <= `${today().slice(0, 4)}-01-01` ? today() : `${Number(today().slice(0, 4)) + 1}-01-01`);
  });

  it.each([
    [{ name: '' }, 'name: 请输入计划名称'],
    [{ cycleUnit: 5 }, 'cycleUnit: cycleUnit 只能是 1 天、2 周、3 月、4 年'],
    [{ cycleEvery: 0 }, 'cycleEvery: 周期至少为1'],
    [{ startDate: '2027-02-30' }, 'startDate: 日期不存在'],
    [{ endDate: `${NEXT_YEAR}-01-01` }, 'endDate: 结束日期不能早于开始日期'],
    [{ customerIds: [] }, 'customerIds: 请选择客户'],
    [{ templateId: 999999 }, 'templateId: 工单类型不存在或已停用'],
    [{ remindUserIds: [999999] }, 'remindUserIds: 提醒人不存在或已停用'],
    [{ cycleUnit: 3, startDate: '2027-01-31', endDate: '2027-01-30' }, 'endDate: 结束日期不能早于开始日期'],
    [{ startDate: '2020-01-01', endDate: '2020-12-31' }, 'endDate: 计划在结束日期前没有执行日期'],
  ])('refuses %j with a 400 naming the field', async (change, message) => {
    const res = await save(admin, plan(change));
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toBe(message);
  });

  it("refuses another enterprise's customer as unknown", async () => {
    const res = await save(admin, plan({ customerIds: [first, foreign] }));
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toBe('customerIds: 客户不存在');
  });

  it('refuses a writer who may not create orders of the type', async () => {
    const res = await save(sales, plan({ templateId: internalType }));
    expect(res.statusCode).toBe(403);
    expect(res.json.message).toContain('无权创建内部工单');
  });

  it('edits a plan: new customers and dates, the next occurrence computed again', async () => {
    const saved = await created();
    const res = await save(admin, plan({ id: saved.id, customerIds: [second], startDate: `${NEXT_YEAR}-03-01`, cycleUnit: 2, cycleEvery: 2 }));
    expect(res.json.data).toMatchObject({ customers: [{ id: second }], nextDueDate: `${NEXT_YEAR}-03-01`, cycleUnit: 2, cycleEvery: 2 });
  });
});

describe('roles and tenants', () => {
  it('keeps service staff out', async () => {
    expect((await engineer.get('/customer/cycleorder/list')).statusCode).toBe(403);
    expect((await save(engineer, plan())).statusCode).toBe(403);
  });

  it('shows a salesperson only the plans they wrote', async () => {
    const owned = await addCustomer(t.app, paid, { name: '销售的客户', phone: '075588880004' });
    await t.app.db.system.update(customers).set({ businessUserId: people['钱销售'] }).where(eq(customers.id, owned));
    expect((await save(sales, plan({ customerIds: [first] }))).json.message).toBe('customerIds: 客户不存在');
    const own = await created({ name: '销售的计划', customerIds: [owned] }, sales);
    const list = (await sales.get('/customer/cycleorder/list?pageSize=100')).json.data as CyclePlanRow[];
    expect(list.map((p) => p.name)).toEqual(['销售的计划']);
    expect(list[0].id).toBe(own.id);
    const others = (await admin.get('/customer/cycleorder/list?pageSize=100')).json.data as CyclePlanRow[];
    const adminsPlan = others.find((p) => p.createdBy?.id === people['王管理'])!;
    expect((await sales.get(`/customer/cycleorder/detail?id=${adminsPlan.id}`)).statusCode).toBe(404);
  });

  it("never shows, changes or deletes another enterprise's plan", async () => {
    const saved = await created({ name: '本企业计划' });
    expect((await trialAdmin.get(`/customer/cycleorder/detail?id=${saved.id}`)).statusCode).toBe(404);
    expect((await trialAdmin.get('/customer/cycleorder/count')).json.data).toBe(0);
    expect((await trialAdmin.post('/customer/cycleorder/state', { id: saved.id, state: 2 })).statusCode).toBe(404);
    expect((await trialAdmin.delete(`/customer/cycleorder/delete?ids=${saved.id}`)).statusCode).toBe(404);
    expect((await detail(saved.id)).name).toBe('本企业计划');
  });

  it('is locked on the free plan', async () => {
    const res = await freeAdmin.get('/customer/cycleorder/list');
    expect(res.statusCode).toBe(403);
    expect(res.json.message).toContain('免费版本不支持客户服务计划');
  });
});

describe('the job worker makes the orders on schedule', () => {
  it('makes one order per customer when the occurrence starts, once, then moves to the next day', async () => {
    const saved = await created({ name: '每日巡检', startDate: '2030-05-10' });
    // Other tests' plans fall due on this clock too: look at this plan only.
    await run('2030-05-09T15:59:59Z');
    expect((await detail(saved.id)).runs).toHaveLength(0);
    await run('2030-05-09T16:00:00Z');
    await run('2030-05-09T16:00:00Z');
    const d = await detail(saved.id);
    expect(d).toMatchObject({ nextDueDate: '2030-05-11', lastDueDate: '2030-05-10', generatedCount: 2, state: 1 });
    expect(d.upcoming.slice(0, 2)).toEqual(['2030-05-11', '2030-05-12']);
    expect(d.runs).toHaveLength(2);
    const order = (await admin.get(`/order/orderDetail?id=${d.runs[0].orderId}`)).json.data;
    expect(order).toMatchObject({ title: '定期保养', source: 8, orderNo: d.runs[0].orderNo });
    const [log] = await t.app.db.system.select().from(orderLogs).where(eq(orderLogs.orderId, d.runs[0].orderId));
    expect(log.op).toBe('periodicCreate');
  });

  it('keeps a month-end plan on month ends and finishes after its end date', async () => {
    const saved = await created({ name: '月末计划', cycleUnit: 3, startDate: '2031-01-31', endDate: '2031-03-15', customerIds: [first] });
    await run('2031-01-31T00:00:00Z');
    expect((await detail(saved.id)).nextDueDate).toBe('2031-02-28');
    await run('2031-02-28T00:00:00Z');
    expect(await detail(saved.id)).toMatchObject({ state: 3, nextDueDate: null, generatedCount: 2 });
    expect((await admin.post('/customer/cycleorder/state', { id: saved.id, state: 1 })).statusCode).toBe(409);
  });

  it('does not run a paused plan, and runs it again once resumed', async () => {
    const saved = await created({ name: '暂停计划', startDate: '2032-06-01', customerIds: [first] });
    expect((await admin.post('/customer/cycleorder/state', { id: saved.id, state: 2 })).json.data.state).toBe(2);
    await run('2032-06-01T00:00:00Z');
    expect((await detail(saved.id)).runs).toHaveLength(0);
    expect((await admin.post('/customer/cycleorder/state', { id: saved.id, state: 1 })).json.data).toMatchObject({ state: 1, nextDueDate: '2032-06-01' });
  });

  it('makes the orders it can when one customer is gone, and tells the writer about the other', async () => {
    const gone = await addCustomer(t.app, paid, { name: '将删除客户', phone: '075588880009' });
    const saved = await created({ name: '部分失败计划', startDate: '2033-03-03', customerIds: [first, gone] });
    await t.app.db.system.update(customers).set({ deletedAt: new Date() }).where(eq(customers.id, gone));
    await run('2033-03-03T00:00:00Z');
    const d = await detail(saved.id);
    expect(d.runs.map((r: { orderId: number | null; error: string | null }) => [Boolean(r.orderId), r.error])).toEqual(
      expect.arrayContaining([
        [true, null],
        [false, '客户不存在'],
      ]),
    );
    const told = await t.app.db.system.select().from(notices).where(and(eq(notices.userId, people['王管理']), eq(notices.title, '客户服务计划生成工单失败')));
    expect(told[0].content).toContain('部分失败计划（2033-03-03）：1 位客户未生成工单');
  });

  it('runs a plan saved with today as its occurrence at once, without waiting for the tick', async () => {
    const saved = await created({ name: '今日计划', startDate: today(), customerIds: [second] });
    let runs: unknown[] = [];
    for (let i = 0; i < 50 && runs.length === 0; i++) {
      await new Promise((r) => setTimeout(r, 100));
      runs = (await detail(saved.id)).runs;
    }
    expect(runs).toHaveLength(1);
    const [order] = await t.app.db.system.select().from(orders).where(eq(orders.id, (runs[0] as { orderId: number }).orderId));
    expect(order).toMatchObject({ customerId: second, source: 8, origin: { cyclePlanId: saved.id } });
  });
});

describe('follow-up reminders', () => {
  it('reminds the follow-up people once per occurrence, remindDays before it', async () => {
    const saved = await created({ name: '提醒计划', startDate: '2034-04-10', remindDays: 3, remindUserIds: [people['钱销售']] });
    const at = startOfBusinessDay('2034-04-07');
    const told = async () =>
      (await t.app.db.system.select().from(notices).where(and(eq(notices.userId, people['钱销售']), eq(notices.title, '客户服务计划跟进提醒'))))
        .map((n) => n.content)
        .filter((c) => c.startsWith('提醒计划 '));
    await sendDueFollowReminders(t.app.db, new Date(at.getTime() - 1000));
    expect(await told()).toEqual([]);
    await sendDueFollowReminders(t.app.db, at);
    await sendDueFollowReminders(t.app.db, at);
    expect(await told()).toEqual(['提醒计划 将于 2034-04-10 为 2 位客户生成工单，请及时跟进']);
    expect(saved.remindDays).toBe(3);
  });

  it('lists the customers to follow up and marks a follow-up for the coming occurrence', async () => {
    const saved = await created({ name: '跟进计划', startDate: addDays(today(), 2), remindDays: 5, customerIds: [first] });
    const waiting = (await admin.get('/customer/reminder/plan/customer/list?followed=0&keyword=跟进计划')).json.data as FollowRow[];
    expect(waiting).toEqual([expect.objectContaining({ planId: saved.id, customerId: first, customerName: '计划客户甲', contactPhone: '13900000101', daysLeft: 2, followed: false })]);
    const res = await admin.post('/customer/reminder/plan/edit', { planId: saved.id, customerId: first, note: '已电话确认上门时间' });
    expect(res.json.message).toBe('保存成功');
    expect((await admin.get('/customer/reminder/plan/customer/count?followed=0&keyword=跟进计划')).json.data).toBe(0);
    const done = (await admin.get('/customer/reminder/plan/customer/list?followed=1&keyword=跟进计划')).json.data as FollowRow[];
    expect(done[0]).toMatchObject({ followed: true, followNote: '已电话确认上门时间', followedBy: { name: '王管理' } });
  });

  it('refuses a follow-up for a customer outside the plan or without a note', async () => {
    const saved = await created({ name: '跟进计划二', startDate: addDays(today(), 2), remindDays: 5, customerIds: [first] });
    expect((await admin.post('/customer/reminder/plan/edit', { planId: saved.id, customerId: second, note: 'x' })).json.message).toBe('客户不在该计划中');
    const empty = await admin.post('/customer/reminder/plan/edit', { planId: saved.id, customerId: first, note: ' ' });
    expect([empty.statusCode, empty.json.message]).toEqual([400, 'note: 请输入跟进记录']);
  });
});

describe('POST /customer/cycleorder/sendSms', () => {
  it("texts each customer's default contact with the customer's variables filled in", async () => {
    const saved = await created({ name: '短信计划' });
    const before = t.sms.sent.length;
    const res = await admin.post('/customer/cycleorder/sendSms', { id: saved.id, content: '{{客户名称}}{{联系人}}您好，保养季优惠进行中，详询{{客服热线}}' });
    expect(res.json).toMatchObject({ success: true, data: { sent: 2, skipped: [] } });
    for (let i = 0; i < 50 && t.sms.sent.length < before + 2; i++) await new Promise((r) => setTimeout(r, 100));
    expect(t.sms.sent.slice(before)).toEqual(
      expect.arrayContaining([
        { phone: '13900000101', text: '计划客户甲甲先生您好，保养季优惠进行中，详询400-800-6688' },
        { phone: '13900000102', text: '计划客户乙乙女士您好，保养季优惠进行中，详询400-800-6688' },
      ]),
    );
  });

  it('refuses unknown variables and customers outside the plan', async () => {
    const saved = await created({ name: '短信计划二', customerIds: [first] });
    expect((await admin.post('/customer/cycleorder/sendSms', { id: saved.id, content: '{{订单编号}}' })).json.message).toBe('content: 未知变量：{{订单编号}}');
    expect((await admin.post('/customer/cycleorder/sendSms', { id: saved.id, customerIds: [second], content: '你好' })).json.message).toBe('customerIds: 客户不在该计划中');
  });
});

describe('DELETE /customer/cycleorder/delete', () => {
  it('deletes the plan and keeps the orders it made', async () => {
    const saved = await created({ name: '删除计划', startDate: '2035-01-01', customerIds: [first] });
    await run('2035-01-01T00:00:00Z');
    const orderId = (await detail(saved.id)).runs[0].orderId;
    expect((await admin.delete(`/customer/cycleorder/delete?ids=${saved.id}`)).json.message).toBe('删除成功');
    expect((await admin.get(`/customer/cycleorder/detail?id=${saved.id}`)).statusCode).toBe(404);
    expect((await admin.get(`/order/orderDetail?id=${orderId}`)).json.data.title).toBe('定期保养');
  });
});
