import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { VisitPlanRow, VisitTaskDetail } from '@domain/return-visits/return-visits.schemas';
import { eventTemplates, events, orders, returnVisitTasks } from '@server/db/schema';
import { makePlanTasks } from '@server/modules/return-visits/visit-task.job';
import { addCustomer, enterpriseId, orderTypeId, serviceItemId, userIds } from '@tests/support/order-fixtures';
import { Client, useSignedIn, useTestApp } from '@tests/support/test-app';
import { waitUntil } from '@tests/support/wait-until';

const t = useTestApp();
const [admin, dispatcher, visitor, sales, trialAdmin] = useSignedIn(t, '13800000001', '13800000002', '13800000007', '13800000005', '13800000021');
let paid: number;
let people: Record<string, number>;
let defaultType: number;
let aircon: number;
let customer: number;
let plan: VisitPlanRow;
let orderId: number;
let doneAt: Date;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const planBody = (over: Record<string, unknown> = {}) => ({
  name: '完工次日回访',
  visitType: 1,
  templateIds: [defaultType],
  delayValue: 1,
  delayUnit: 3,
  assigneeIds: [people['周回访']],
  questions: [
    { title: '服务满意度', kind: 1 },
    { title: '建议', kind: 2 },
  ],
  smsTemplate: '{{客户名称}}您好，工单{{订单编号}}已完成，如有问题请致电{{客服热线}}',
  ...over,
});

/** An order of the default type, then marked completed at `at` (the order tests cover how it gets there). */
async function completedOrder(at: Date): Promise<number> {
  const res = await admin.post('/v2/order/add', { templateId: defaultType, customerId: customer, title: '回访测试工单', serviceItemId: aircon, appointmentTime: '2030-06-01 14:00', description: '客厅空调' });
  if (!res.json.data) throw new Error(res.body);
  const id = res.json.data.id as number;
  await t.app.db.system.update(orders).set({ state: 5, serviceDoneAt: at }).where(eq(orders.id, id));
  return id;
}

beforeAll(async () => {
  paid = await enterpriseId(t.app, '示例科技有限公司');
  people = await userIds(t.app, paid);
  defaultType = await orderTypeId(t.app, paid, '默认工单');
  aircon = await serviceItemId(t.app, paid, '空调维修');
  customer = await addCustomer(t.app, paid, { name: '回访客户', phone: '075566660001', contact: '回先生', contactPhone: '13900000201' });
  const res = await admin.post('/v2/returnvisitPlan/save', planBody());
  expect(res.json.message).toBe('保存成功');
  plan = res.json.data;
  // Finished half an hour ago: the plan's one-day delay has not passed yet.
  doneAt = new Date(Date.now() - HOUR / 2);
  orderId = await completedOrder(doneAt);
});

const tasksOf = async (c: Client, query = '') => (await c.get(`/v2/returnvisitTask/list?planId=${plan.id}${query}`)).json.data as VisitTaskDetail[];
const ourTask = async (c = visitor) => (await tasksOf(c)).find((x) => x.targetId === orderId)!;

describe('demo data', () => {
  it('starts the demo enterprise with an order and an event plan whose tasks are partly visited', async () => {
    const plans = (await admin.get('/v2/returnvisitPlan/list')).json.data as VisitPlanRow[];
    const orderPlan = plans.find((p) => p.name === '工单完工回访')!;
    expect(plans.find((p) => p.name === '事件处理回访')).toMatchObject({ visitType: 6 });
    const report = (await admin.get(`/v2/returnvisitTask/report?id=${orderPlan.id}&visitType=1`)).json.data;
    expect(report.byState[3]).toBe(1);
    expect(report.byState[2]).toBe(1);
    expect(report.byState[1]).toBeGreaterThan(0);
  });
});

describe('POST /v2/returnvisitPlan/save', () => {
  it('adds a plan with its order types, staff and questions', () => {
    expect(plan).toMatchObject({
      name: '完工次日回访',
      visitType: 1,
      templates: [{ id: defaultType, name: '默认工单' }],
      assignees: [{ id: people['周回访'], name: '周回访' }],
      questions: [{ title: '服务满意度', kind: 1 }, { title: '建议', kind: 2 }],
      enabled: true,
    });
  });

  it.each([
    [{ name: '' }, 'name: 请输入计划名称'],
    [{ visitType: 2 }, 'visitType: visitType 只能是 1 工单回访、6 事件回访、53 返修单回访'],
    [{ delayUnit: 9 }, 'delayUnit: delayUnit 只能是 1 分钟、2 小时、3 天、4 月'],
    [{ templateIds: [999999] }, 'templateIds: 工单类型不存在'],
    [{ smsTemplate: '{{备件名称}}' }, 'smsTemplate: 未知变量：{{备件名称}}'],
    [{ questions: [{ title: '', kind: 1 }] }, 'questions.0.title: 请输入问题'],
  ])('refuses %j with a 400 naming the field', async (change, message) => {
    const res = await admin.post('/v2/returnvisitPlan/save', planBody(change));
    expect([res.statusCode, res.json.message]).toEqual([400, message]);
  });

  it('takes only active return-visit staff as assignees', async () => {
    const res = await admin.post('/v2/returnvisitPlan/save', planBody({ assigneeIds: [people['钱销售']] }));
    expect([res.statusCode, res.json.message]).toEqual([400, 'assigneeIds: 回访人须为在职的回访客服']);
  });

  it('is written by administrators and dispatchers only', async () => {
    expect((await visitor.post('/v2/returnvisitPlan/save', planBody())).statusCode).toBe(403);
    expect((await sales.get('/v2/returnvisitPlan/list')).statusCode).toBe(403);
  });
});

describe('tasks made by the job worker', () => {
  it('makes a task once the delay after completion has passed, given to the plan staff, once', async () => {
    const now = Date.now();
    await makePlanTasks(t.app.db, paid, plan.id, new Date(now + DAY - 2 * HOUR));
    expect(await ourTask()).toBeUndefined();
    await makePlanTasks(t.app.db, paid, plan.id, new Date(now + DAY));
    await makePlanTasks(t.app.db, paid, plan.id, new Date(now + DAY));
    const mine = (await tasksOf(visitor)).filter((x) => x.targetId === orderId);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      state: 1,
      targetTitle: '回访测试工单',
      customerName: '回访客户',
      contactPhone: '13900000201',
      assignee: { id: people['周回访'], name: '周回访' },
      dueTime: new Date(doneAt.getTime() + DAY).toISOString(),
    });
  });

  it("keeps tasks within the enterprise and from roles that do not visit", async () => {
    const task = await ourTask();
    expect((await trialAdmin.get(`/v2/returnvisitTask/detail?id=${task.id}`)).statusCode).toBe(404);
    expect((await trialAdmin.get('/v2/returnvisitTask/count')).json.data).toBe(0);
    expect((await sales.get('/v2/returnvisitTask/list')).statusCode).toBe(403);
    expect((await sales.post('/v2/returnvisitTask/submit', { id: task.id, state: 3 })).statusCode).toBe(403);
  });

  it('shows the plan questions on the detail and finds the task from its order', async () => {
    const task = await ourTask();
    const detail = (await visitor.get(`/v2/returnvisitTask/detail?id=${task.id}`)).json.data as VisitTaskDetail;
    expect(detail.questions.map((q) => q.title)).toEqual(['服务满意度', '建议']);
    expect((await admin.get(`/v2/returnvisitTask/visitOrderDetail?id=${orderId}`)).json.data.id).toBe(task.id);
    expect((await tasksOf(admin, `&customerId=${customer}`)).map((x) => x.id)).toEqual([task.id]);
  });
});

describe('POST /v2/returnvisitTask/sendSms', () => {
  it("texts the order's contact with the plan's SMS template", async () => {
    const task = await ourTask();
    const before = t.sms.sent.length;
    const res = await visitor.post('/v2/returnvisitTask/sendSms', { id: task.id });
    expect(res.json.data.smsCount).toBe(1);
    for (let i = 0; i < 50 && t.sms.sent.length === before; i++) await new Promise((r) => setTimeout(r, 100));
    expect(t.sms.sent.slice(before)).toEqual([{ phone: '13900000201', text: `回访客户您好，工单${task.targetNo}已完成，如有问题请致电400-800-6688` }]);
  });
});

describe('POST /v2/returnvisitTask/submit', () => {
  it('refuses a pass with unanswered questions and a failure without its reason', async () => {
    const task = await ourTask();
    const unanswered = await visitor.post('/v2/returnvisitTask/submit', { id: task.id, state: 3, answers: [5] });
    expect([unanswered.statusCode, unanswered.json.message]).toEqual([400, 'answers.1: 请回答：建议']);
    const noReason = await visitor.post('/v2/returnvisitTask/submit', { id: task.id, state: 2 });
    expect([noReason.statusCode, noReason.json.message]).toEqual([400, 'remark: 请填写回访失败原因']);
    const badScore = await visitor.post('/v2/returnvisitTask/submit', { id: task.id, state: 3, answers: [9, 'x'] });
    expect(badScore.statusCode).toBe(400);
  });

  it('passes the visit with its answers, once', async () => {
    const task = await ourTask();
    const res = await visitor.post('/v2/returnvisitTask/submit', { id: task.id, state: 3, answers: [5, '师傅很专业'], remark: '客户满意' });
    expect(res.json).toMatchObject({ message: '提交成功', data: { state: 3, answers: [5, '师傅很专业'], submittedBy: { name: '周回访' } } });
    const again = await dispatcher.post('/v2/returnvisitTask/submit', { id: task.id, state: 2, remark: '重复' });
    expect([again.statusCode, again.json.message]).toEqual([409, '回访任务已处理，不能再次提交']);
  });

  it('records a failed visit by a dispatcher', async () => {
    const second = await completedOrder(new Date());
    await makePlanTasks(t.app.db, paid, plan.id, new Date(Date.now() + 2 * DAY));
    const task = (await tasksOf(dispatcher)).find((x) => x.targetId === second)!;
    const res = await dispatcher.post('/v2/returnvisitTask/submit', { id: task.id, state: 2, remark: '电话无人接听' });
    expect(res.json.data).toMatchObject({ state: 2, remark: '电话无人接听' });
  });
});

describe('GET /v2/returnvisitTask/report', () => {
  it('counts the tasks by state and assignee with the pass rate and average scores', async () => {
    const report = (await admin.get(`/v2/returnvisitTask/report?id=${plan.id}&visitType=1`)).json.data;
    expect(report.byState[3]).toBeGreaterThanOrEqual(1);
    expect(report.byState[2]).toBeGreaterThanOrEqual(1);
    expect(report.passRate).toBeCloseTo(report.byState[3] / (report.byState[2] + report.byState[3]));
    expect(report.scores).toEqual([{ title: '服务满意度', answered: report.byState[3], average: 5 }]);
    expect(report.byAssignee[0].assignee).toEqual({ id: people['周回访'], name: '周回访' });
    expect((await trialAdmin.get(`/v2/returnvisitTask/report?id=${plan.id}`)).statusCode).toBe(404);
  });
});

describe('event return visits (visit type 6)', () => {
  let eventPlan: VisitPlanRow;
  let eventTemplate: { id: number; name: string };

  /** An event of the customer, then marked completed at `at` (the event tests cover how it gets there). */
  async function completedEvent(at: Date, customerId: number | null = customer): Promise<number> {
    const res = await admin.post('/v2/event/add', { title: '回访测试事件', source: 6, customerId: customerId ?? undefined, custom_name: '散客', custom_linkperson: '事先生', custom_phone: '13900000301' });
    if (!res.json.data) throw new Error(res.body);
    const id = res.json.data.id as number;
    await t.app.db.system.update(events).set({ state: 6, completeTime: at, principalUserId: people['张师傅'] }).where(eq(events.id, id));
    return id;
  }
  const eventTasks = async (c: Client = admin) => (await c.get(`/v2/returnvisitTask/list?planId=${eventPlan.id}`)).json.data as VisitTaskDetail[];

  beforeAll(async () => {
    [eventTemplate] = await t.app.db.system
      .select({ id: eventTemplates.id, name: eventTemplates.name })
      .from(eventTemplates)
      .where(eq(eventTemplates.enterpriseId, paid))
      .limit(1);
    const res = await admin.post('/v2/returnvisitPlan/save', planBody({ name: '事件完成回访', visitType: 6, templateIds: [eventTemplate.id], smsTemplate: '{{客户名称}}您好，事件{{订单编号}}已处理完毕' }));
    expect(res.json.message, res.body).toBe('保存成功');
    eventPlan = res.json.data;
  });

  it('saves a plan of event templates and checks them against the event templates', async () => {
    expect(eventPlan).toMatchObject({ visitType: 6, templates: [eventTemplate] });
    const unknown = await admin.post('/v2/returnvisitPlan/save', planBody({ visitType: 6, templateIds: [999999] }));
    expect([unknown.statusCode, unknown.json.message]).toEqual([400, 'templateIds: 事件类型不存在']);
    const switched = await admin.post('/v2/returnvisitPlan/save', planBody({ id: plan.id, visitType: 6, templateIds: [] }));
    expect([switched.statusCode, switched.json.message]).toEqual([400, 'visitType: 回访类型保存后不能修改，请新建计划']);
  });

  it('makes a task for a completed event of a customer once the delay has passed, and none for orders or customerless events', async () => {
    const eventId = await completedEvent(new Date());
    const anonymous = await completedEvent(new Date(), null);
    const ours = async () => (await eventTasks(visitor)).filter((x) => x.targetId === eventId || x.targetId === anonymous);
    await makePlanTasks(t.app.db, paid, eventPlan.id, new Date(Date.now() + DAY / 2));
    expect(await ours()).toEqual([]);
    await makePlanTasks(t.app.db, paid, eventPlan.id, new Date(Date.now() + DAY + HOUR));
    const made = await ours();
    expect(made.map((x) => x.targetId)).toEqual([eventId]);
    expect(made[0]).toMatchObject({ visitType: 6, targetTitle: '回访测试事件', customerId: customer, contactPhone: '13900000301', ownerName: '张师傅', assignee: { name: '周回访' } });
    expect(made[0].targetNo).toMatch(/\S/);
    expect((await tasksOf(admin)).some((x) => x.visitType === 6)).toBe(false);
  });

  it('finds the task from its event, texts its contact and takes the visit', async () => {
    const task = (await eventTasks()).find((x) => x.targetTitle === '回访测试事件')!;
    expect((await admin.get(`/v2/returnvisitTask/visitOrderDetail?id=${task.targetId}&visitType=6`)).json.data.id).toBe(task.id);
    expect((await admin.get(`/v2/returnvisitTask/visitOrderDetail?id=${task.targetId}&visitType=2`)).statusCode).toBe(400);
    const before = t.sms.sent.length;
    await visitor.post('/v2/returnvisitTask/sendSms', { id: task.id });
    const texts = () => t.sms.sent.slice(before).filter((m) => m.phone === '13900000301');
    for (let i = 0; i < 50 && texts().length === 0; i++) await new Promise((r) => setTimeout(r, 100));
    expect(texts()).toEqual([{ phone: '13900000301', text: `回访客户您好，事件${task.targetNo}已处理完毕` }]);
    const res = await visitor.post('/v2/returnvisitTask/submit', { id: task.id, state: 3, answers: [4, '处理及时'] });
    expect(res.json.data).toMatchObject({ state: 3, answers: [4, '处理及时'] });
    const report = (await admin.get(`/v2/returnvisitTask/report?id=${eventPlan.id}&visitType=6`)).json.data;
    expect(report.byState[3]).toBe(1);
    expect(report).toMatchObject({ passRate: 1, scores: [{ title: '服务满意度', answered: 1, average: 4 }] });
  });
});

/** `n` copies of order `id`, finished a minute apart before it: a backlog without `n` API calls. */
async function copiesOf(id: number, n: number): Promise<number[]> {
  const { rows } = await t.app.db.system.execute<{ id: string }>(sql`
    insert into orders overriding system value
    select (jsonb_populate_record(o, jsonb_build_object('id', m.top + g, 'order_no', o.order_no || '-' || g,
      'service_done_at', o.service_done_at - g * interval '1 minute'))).*
    from orders o, (select max(id) as top from orders) m, generate_series(1, ${n}) g where o.id = ${id}
    returning id`);
  await t.app.db.system.execute(sql`select setval(pg_get_serial_sequence('orders', 'id'), (select max(id) from orders))`);
  return rows.map((r) => Number(r.id));
}

describe('a saved plan whose backlog is larger than one batch', () => {
  it('makes a task for every order of its backlog at once, each once', async () => {
    const first = await completedOrder(new Date(Date.now() - 2 * DAY));
    const backlog = [first, ...(await copiesOf(first, 249))];
    const saved = (await admin.post('/v2/returnvisitPlan/save', planBody({ name: '积压回访' }))).json.data as VisitPlanRow;
    const made = async () =>
      (await t.app.db.system.select({ n: count() }).from(returnVisitTasks).where(and(eq(returnVisitTasks.planId, saved.id), inArray(returnVisitTasks.targetId, backlog))))[0].n;
    // The plan's first look runs on save and drains the whole backlog (more than one batch of 200).
    await waitUntil(made, (n) => n === backlog.length, 60_000);
    await makePlanTasks(t.app.db, paid, saved.id, new Date());
    expect(await made()).toBe(backlog.length);
  });
});
