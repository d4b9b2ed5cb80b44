import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DeleteEventsResult, EventDetail, EventMessage, EventRow } from '@domain/events/events.schemas';
import { eventTemplates, events, jobs, serviceItems } from '@server/db/schema';
import { eventOverdueHandler } from '@server/modules/events/event-overdue.job';
import { Client, enterpriseIdOf, userIdsByName, useSignedIn, useTestApp } from '@tests/support/test-app';

const t = useTestApp();
const [admin, dispatcher, engineer, employee, reception, director, outsider] = useSignedIn(t, '13800000001', '13800000002', '13800000003', '13800000004', '13800000006', '13800000010', '13800000011');
let users: Record<string, number>;
let enterpriseId: number;

beforeAll(async () => {
  users = await userIdsByName(admin);
  enterpriseId = await enterpriseIdOf(admin);
});

const counter = (extra: Record<string, unknown> = {}) => ({
  title: '打印机卡纸',
  source: 6,
  custom_name: '华东商贸',
  custom_linkperson: '陈先生',
  custom_phone: '13900000001',
  map_name: '上海市浦东新区',
  ...extra,
});
async function create(by: Client, extra: Record<string, unknown> = {}): Promise<EventRow> {
  const res = await by.post('/v2/event/add', counter(extra));
  expect(res.json.message, res.body).toBe('保存成功');
  return res.json.data;
}
const detail = async (id: number, by: Client = admin) => (await by.get(`/v2/event/detailed?id=${id}`)).json.data as EventDetail;
const history = async (id: number, by: Client = admin) => (await by.get(`/v2/event/process/messageList?id=${id}`)).json.data as EventMessage[];
const list = async (query: string, by: Client = admin) => (await by.get(`/v2/event/getAllEventList?pageSize=100&${query}`)).json.data as EventRow[];
const count = async (query: string, by: Client = admin) => (await by.get(`/v2/event/getAllEventListCount?${query}`)).json.data as number;
/** Notification jobs queued for the event's trigger, with the user ids reached. */
async function notified(trigger: string, eventId?: number): Promise<number[][]> {
  const rows = await t.app.db.system
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, 'notify.dispatch'),
        sql`${jobs.payload}->>'trigger' = ${trigger}`,
        eventId ? sql`${jobs.payload}->>'link' = ${`/Myevent/eventDetail/${eventId}`}` : undefined,
      ),
    )
    .orderBy(jobs.id);
  return rows.map((r) => (r.payload as { messages: { userIds: number[] }[] }).messages.flatMap((m) => m.userIds));
}

describe('POST /v2/event/add', () => {
  it('creates an event at the service counter, waiting for dispatch, numbered and logged, and tells the dispatchers', async () => {
    const event = await create(reception);
    expect(event).toMatchObject({ state: 1, stateName: '待分配', dispatch_state: 0, process_state: 0, source: 6, custom_name: '华东商贸', creator: { name: '孙接待' } });
    expect(event.code).toMatch(/^SJ\d{8}\d{5}$/);
    expect((await history(event.id)).map((m) => m.content)).toEqual(['孙接待创建了事件']);
    expect((await notified('event.created')).at(-1)).toEqual(expect.arrayContaining([users['李派单'], users['王管理']]));
  });

  it('refuses a missing title, a bad phone and an unknown template with 400/404 naming the problem, and stores nothing', async () => {
    const before = await count('');
    expect((await reception.post('/v2/event/add', counter({ title: '' }))).json.message).toBe('title: 请输入事件标题');
    expect((await reception.post('/v2/event/add', counter({ custom_phone: 'abc' }))).json.message).toBe('custom_phone: 联系电话格式不正确');
    expect((await reception.post('/v2/event/add', counter({ priority: 9 }))).statusCode).toBe(400);
    const res = await reception.post('/v2/event/add', counter({ templateId: 999999 }));
    expect([res.statusCode, res.json.message]).toEqual([404, '事件模板不存在或已停用']);
    expect(await count('')).toBe(before);
  });

  it('creates an event from a customer product of the enterprise, naming it and its product; refuses an unknown one', async () => {
    const [owned] = (await admin.get('/v2/customer/production/list?pageIndex=0&pageSize=10')).json.data as { id: number; productId: number; name: string; productName: string }[];
    const event = await create(dispatcher, { source: 3, customerProductId: owned.id });
    expect(event).toMatchObject({ source: 3, customerProductId: owned.id, customerProductName: owned.name || owned.productName });
    expect((await detail(event.id)).productId).toBe(owned.productId);
    for (const [field, id] of [['customerProductId', 999999], ['productId', 999999]] as const) {
      const res = await dispatcher.post('/v2/event/add', counter({ source: 3, [field]: id }));
      expect([res.statusCode, res.json.message]).toEqual([400, `${field}: ${field === 'productId' ? '产品不存在' : '客户产品不存在'}`]);
    }
  });

  it('lets a dispatcher dispatch at creation but not reception', async () => {
    const event = await create(dispatcher, { ownerId: users['张师傅'] });
    expect(event).toMatchObject({ state: 2, principal: { name: '张师傅' }, dispatchUser: { name: '李派单' } });
    const res = await reception.post('/v2/event/add', counter({ ownerId: users['张师傅'] }));
    expect([res.statusCode, res.json.message]).toEqual([403, '只有派单员或管理员可以指派']);
  });
});

describe('the lifecycle through the API', () => {
  it('goes counter → dispatch → start → escalate → complete, with every step in the history and notified', async () => {
    const { id } = await create(reception);
    const refused = await engineer.post('/v2/event/dispatch', { id, ownerId: users['张师傅'] });
    expect(refused.statusCode).toBe(403);
    let res = await dispatcher.post('/v2/event/dispatch', { id, ownerId: users['张师傅'], collaboratorIds: [users['王管理']] });
    expect(res.json.data).toMatchObject({ state: 2, principal: { name: '张师傅' }, collaborators: [{ name: '王管理' }] });
    expect((await notified('event.dispatched')).at(-1)).toEqual(expect.arrayContaining([users['张师傅'], users['王管理']]));

    res = await engineer.post('/v2/event/complete', { id });
    expect([res.statusCode, res.json.message]).toEqual([409, '事件待处理，不能完成']);
    res = await engineer.post('/v2/event/start', { id });
    expect(res.json.data).toMatchObject({ state: 3, process_state: 1 });
    res = await engineer.post('/v2/event/escalate', { id, userId: users['张师傅'] });
    expect([res.statusCode, res.json.message]).toEqual([400, '不能升级给自己']);
    res = await engineer.post('/v2/event/escalate', { id, userId: users['冯总监'], remark: '需要专家' });
    expect(res.json.data).toMatchObject({ state: 4, upgrade_state: 1, toUpgradeUser: { name: '冯总监' }, upgradeUser: { name: '张师傅' } });
    expect((await notified('event.escalated')).at(-1)).toEqual([users['冯总监']]);
    res = await engineer.post('/v2/event/complete', { id });
    expect([res.statusCode, res.json.message]).toEqual([403, '只有升级处理人可以完成']);
    res = await director.post('/v2/event/complete', { id });
    expect(res.json.data).toMatchObject({ state: 6, process_state: 2 });
    // The director may not create orders, so 转工单 is not offered to them.
    expect((await detail(id, director)).operations).toEqual(['copy']);

    expect((await history(id)).map((m) => [m.opName, m.content])).toEqual([
      ['创建事件', '孙接待创建了事件'],
      ['指派', '李派单指派给张师傅，协同人：王管理'],
      ['开始处理', '张师傅开始处理'],
      ['升级', '张师傅升级给冯总监（备注：需要专家）'],
      ['完成', '冯总监完成了事件'],
    ]);
  });

  it('claims from the shelter, pauses, resumes, returns an escalation, re-dispatches and closes', async () => {
    const { id } = await create(reception);
    expect((await list('scope=shelter', engineer)).map((e) => e.id)).toContain(id);
    let res = await reception.post('/v2/event/claim', { id });
    expect(res.statusCode).toBe(403);
    res = await engineer.post('/v2/event/claim', { id });
    expect(res.json.data).toMatchObject({ state: 2, principal: { name: '张师傅' } });
    expect((await list('scope=shelter', engineer)).map((e) => e.id)).not.toContain(id);
    await engineer.post('/v2/event/start', { id });
    expect((await engineer.post('/v2/event/pause', { id })).json.data).toMatchObject({ state: 5, pause_state: 1 });
    expect((await engineer.post('/v2/event/resume', { id })).json.data).toMatchObject({ state: 3 });
    await engineer.post('/v2/event/escalate', { id, userId: users['王管理'] });
    expect((await admin.post('/v2/event/returnEscalation', { id })).json.data).toMatchObject({ state: 3 });
    res = await dispatcher.post('/v2/event/dispatch', { id, ownerId: users['王管理'] });
    expect(res.json.data).toMatchObject({ state: 2, principal: { name: '王管理' } });
    expect((await history(id)).at(-1)!.content).toBe('李派单重新指派给王管理');
    res = await director.post('/v2/event/close', { id });
    expect([res.statusCode, res.json.message]).toEqual([403, '只有派单员或管理员或创建人可以关闭']);
    res = await reception.post('/v2/event/close', { id });
    expect(res.json.data).toMatchObject({ state: 7, close_state: 1, closedTime: expect.any(String) });
    res = await reception.post('/v2/event/close', { id });
    expect([res.statusCode, res.json.message]).toEqual([409, '事件已关闭，不能关闭']);
    // Pause, resume, the returned escalation and the close each told the creator and the owner of the time.
    const changes = await notified('event.changed', id);
    expect(changes.map((ids) => [...ids].sort())).toEqual([
      [users['孙接待'], users['张师傅']].sort(),
      [users['孙接待'], users['张师傅']].sort(),
      [users['孙接待'], users['张师傅']].sort(),
      [users['孙接待'], users['王管理']].sort(),
    ]);
  });

  it('refuses an owner who is not a handler and an unknown person', async () => {
    const { id } = await create(reception);
    expect((await dispatcher.post('/v2/event/dispatch', { id, ownerId: users['孙接待'] })).json.message).toBe('负责人须为服务人员或派单员');
    expect((await dispatcher.post('/v2/event/dispatch', { id, ownerId: 999999 })).json.message).toBe('所选人员不存在或已停用');
    expect((await dispatcher.post('/v2/event/dispatch', { id: 'x', ownerId: 1 })).json.message).toBe('id: id 须为正整数');
    expect((await detail(id)).state).toBe(1);
  });

  it('copies an event into a new one waiting for dispatch; both histories say so', async () => {
    const source = await create(reception, { title: '复印机异响' });
    const copy = await create(reception, { title: '复印机异响', copiedFromId: source.id });
    expect(copy).toMatchObject({ state: 1, title: '复印机异响' });
    expect((await history(copy.id)).map((m) => m.content)).toEqual([`孙接待复制事件${source.code}，创建了事件`]);
    expect((await history(source.id)).at(-1)!.content).toBe(`孙接待复制为新事件${copy.code}`);
  });
});

describe('an order made from an event', () => {
  const orderFrom = async (by: Client, eventId: number, customerId: number) => {
    // The default order type and a service item of the caller's enterprise.
    const [type] = (await by.get('/orderTypeTemplate/list?pageIndex=0&pageSize=10')).json.data as { id: number }[];
    const [item] = (await by.get('/v2/serverItem/getItemList?typeId=-1&name=&pageIndex=0&pageSize=10')).json.data as { id: number }[];
    return by.post('/v2/order/add', {
      templateId: type.id,
      customerId,
      title: '由事件转入的工单',
      description: '由事件转入',
      serviceItemId: item.id,
      appointmentTime: new Date(Date.now() + 86_400_000).toISOString(),
      estimatedCompletion: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      source: 3,
      origin: { eventId },
    });
  };
  const ordersOf = async (customerId: number) => (await admin.get(`/v2/order/getOrderListCount?customerId=${customerId}`)).json.data.count as number;

  it('links the order to the event, logs 转工单 in its history, tells its people and shows the order with its progress', async () => {
    const [customer] = (await admin.get('/v2/customer/list?pageIndex=0&pageSize=10')).json.data as { id: number; name: string }[];
    const event = await create(reception, { customerId: customer.id, custom_name: undefined, custom_phone: undefined, source: 2 });
    expect(event).toMatchObject({ customerId: customer.id, custom_name: customer.name, source: 2 });
    await dispatcher.post('/v2/event/dispatch', { id: event.id, ownerId: users['张师傅'] });
    await engineer.post('/v2/event/start', { id: event.id });
    // The owner is service staff, who may not create orders: the dispatcher turns it into one.
    expect((await detail(event.id, engineer)).operations).not.toContain('create_order');
    expect((await detail(event.id, dispatcher)).operations).toContain('create_order');

    const order = await orderFrom(dispatcher, event.id, customer.id);
    expect(order.statusCode, order.body).toBe(200);
    const { id, orderNo } = order.json.data as { id: number; orderNo: string };
    const seen = await detail(event.id, engineer);
    expect(seen).toMatchObject({ orderId: id, state: 3, order: { id, code: orderNo, stateName: expect.any(String) } });
    expect(seen.operations).not.toContain('create_order');
    expect((await history(event.id, engineer)).at(-1)).toMatchObject({ opName: '转工单', content: `李派单将事件转为工单${orderNo}`, user: { name: '李派单' } });
    expect((await notified('event.order_created', event.id)).at(-1)?.sort()).toEqual([users['孙接待'], users['张师傅']].sort());

    const again = await orderFrom(dispatcher, event.id, customer.id);
    expect([again.statusCode, again.json.message]).toEqual([409, '该事件已转工单']);
  });

  it('makes no order when the event may not be turned into one (wrong state, wrong person, unknown event)', async () => {
    const [customer] = (await admin.get('/v2/customer/list?pageIndex=0&pageSize=10')).json.data as { id: number }[];
    const before = await ordersOf(customer.id);
    const waiting = await create(reception, { customerId: customer.id, custom_name: undefined, custom_phone: undefined, source: 2 });
    let res = await orderFrom(dispatcher, waiting.id, customer.id);
    expect([res.statusCode, res.json.message]).toEqual([409, '事件待分配，不能转工单']);
    await dispatcher.post('/v2/event/dispatch', { id: waiting.id, ownerId: users['王管理'], collaboratorIds: [users['张师傅']] });
    res = await orderFrom(reception, waiting.id, customer.id);
    expect([res.statusCode, res.json.message]).toEqual([403, '只有负责人或升级处理人或派单员或管理员可以转工单']);
    res = await orderFrom(dispatcher, 999999, customer.id);
    expect([res.statusCode, res.json.message]).toEqual([404, '事件不存在']);
    expect(await ordersOf(customer.id)).toBe(before);
    expect((await detail(waiting.id)).orderId).toBeNull();
  });

  it('never links an order of another enterprise to the event', async () => {
    const { id } = await create(dispatcher, { ownerId: users['张师傅'] });
    // The other enterprise gets what its own order form needs: a customer and a service item.
    const theirs = await outsider.post('/v2/customer/add', { name: '另一企业的客户', phone: '13700009999', contacts: [{ name: '王先生', phone: '13911110000' }] });
    expect(theirs.statusCode, theirs.body).toBe(200);
    const { enterpriseId: theirEnterprise } = (await outsider.get('/v2/sessionUser/info')).json.data as { enterpriseId: number };
    await t.app.db.system.insert(serviceItems).values({ enterpriseId: theirEnterprise, name: '上门检查' });
    const res = await orderFrom(outsider, id, theirs.json.data.id);
    expect([res.statusCode, res.json.message]).toEqual([404, '事件不存在']);
    expect((await detail(id)).orderId).toBeNull();
    expect((await history(id)).map((m) => m.op)).not.toContain('create_order');
  });
});

describe('DELETE /v2/event/del', () => {
  it('deletes what may go and reports the refused ids with the reason', async () => {
    const waiting = await create(reception);
    const busy = await create(dispatcher, { ownerId: users['张师傅'] });
    await engineer.post('/v2/event/start', { id: busy.id });
    const res = await dispatcher.delete(`/v2/event/del?ids=${waiting.id},${busy.id},999999`);
    const result = res.json.data as DeleteEventsResult;
    expect(res.json.message).toBe('1个已删除，2个不能删除');
    expect(result.deleted).toEqual([waiting.id]);
    expect(result.refused).toEqual([
      { id: busy.id, reason: `${busy.code}：事件处理中，不能删除` },
      { id: 999999, reason: '事件不存在' },
    ]);
    expect((await dispatcher.get(`/v2/event/detailed?id=${waiting.id}`)).statusCode).toBe(404);
    expect(await notified('event.changed', waiting.id)).toEqual([[users['孙接待']]]);
    expect(await notified('event.changed', busy.id)).toEqual([]);
    expect((await detail(busy.id)).state).toBe(3);
    expect((await dispatcher.delete('/v2/event/del?ids=')).json.message).toBe('请选择需要删除的行');
  });
});

describe('lists, filters and badges', () => {
  it('starts the demo enterprise with events in every state', async () => {
    for (const state of [1, 2, 3, 4, 5, 6, 7]) expect(await count(`event_states=${state}`), `state ${state}`).toBeGreaterThan(0);
  });

  it('filters by state, customer, people, priority, labels and time ranges', async () => {
    const a = await create(reception, { title: '门禁故障', custom_name: '滤镜测试甲', priority: 3 });
    const b = await create(dispatcher, { title: '门禁报警', custom_name: '滤镜测试乙', ownerId: users['张师傅'] });
    const ids = async (q: string) => (await list(`custom_name=滤镜测试&${q}`)).map((e) => e.id).sort();
    expect(await ids('')).toEqual([a.id, b.id].sort());
    expect(await ids('event_states=2')).toEqual([b.id]);
    expect(await ids('priority=3')).toEqual([a.id]);
    expect(await ids(`fk_t_principal_user_id=${users['张师傅']}`)).toEqual([b.id]);
    expect(await ids(`fk_t_create_user_id=${users['孙接待']}`)).toEqual([a.id]);
    expect(await ids(`fk_t_dispatch_user_id=${users['李派单']}`)).toEqual([b.id]);
    expect(await ids('keyword=门禁报警')).toEqual([b.id]);
    expect(await ids('dispatch_state=0')).toEqual([a.id]);
    expect(await ids(`createTimeStart=${encodeURIComponent(new Date(Date.now() + 3600_000).toISOString())}`)).toEqual([]);
    expect(await ids(`dispatchTimeStart=${encodeURIComponent(new Date(Date.now() - 3600_000).toISOString())}`)).toEqual([b.id]);
    expect(await ids('eventDue=1')).toEqual([]);
    expect(await count('custom_name=滤镜测试&event_states=1,2')).toBe(2);
    expect((await admin.get('/v2/event/getAllEventList?event_states=9')).json.message).toBe('event_states.0: 事件状态取值无效');
    expect((await admin.get('/v2/event/getAllEventList?createTimeStart=nope')).statusCode).toBe(400);
    const oldest = await list('custom_name=滤镜测试&sortType=2');
    expect(oldest.map((e) => e.id)).toEqual([a.id, b.id]);
  });

  it('shows a service staff member only their events and the shelter; the director sees all', async () => {
    const other = await create(dispatcher, { ownerId: users['王管理'], custom_name: '可见性测试' });
    expect((await list('custom_name=可见性测试', engineer)).map((e) => e.id)).not.toContain(other.id);
    expect((await engineer.get(`/v2/event/detailed?id=${other.id}`)).statusCode).toBe(404);
    expect((await list('custom_name=可见性测试', director)).map((e) => e.id)).toContain(other.id);
    expect((await employee.post('/v2/event/start', { id: other.id })).statusCode).toBe(404);
  });

  it('counts events waiting for dispatch and the caller’s to-do for the menu badges', async () => {
    const undelivered = async () => (await dispatcher.get('/v2/event/getUnDeliverEventListCount?sortType=1')).json.data as number;
    const principal = async () =>
      (await engineer.get('/v2/event/getPrincipalEventListCount?sortType=1&processStates=0,1&close_state=0')).json.data as number;
    const [u0, p0] = [await undelivered(), await principal()];
    const { id } = await create(reception);
    expect(await undelivered()).toBe(u0 + 1);
    await dispatcher.post('/v2/event/dispatch', { id, ownerId: users['张师傅'] });
    expect([await undelivered(), await principal()]).toEqual([u0, p0 + 1]);
    await engineer.post('/v2/event/start', { id });
    await engineer.post('/v2/event/complete', { id });
    expect(await principal()).toBe(p0);
  });
});

describe('tenant isolation', () => {
  it('never shows or changes another enterprise’s event', async () => {
    const { id } = await create(reception);
    expect((await outsider.get(`/v2/event/detailed?id=${id}`)).statusCode).toBe(404);
    expect((await outsider.get(`/v2/event/process/messageList?id=${id}`)).statusCode).toBe(404);
    expect((await outsider.post('/v2/event/close', { id })).statusCode).toBe(404);
    expect((await outsider.delete(`/v2/event/del?ids=${id}`)).json.data.refused).toEqual([{ id, reason: '事件不存在' }]);
    expect((await list('', outsider)).map((e) => e.id)).not.toContain(id);
    expect((await detail(id)).state).toBe(1);
  });

  it('refuses every call without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/event/getAllEventList' });
    expect(res.statusCode).toBe(401);
  });
});

describe('event overdue', () => {
  it('marks an event that overran its stage timeout, once, and alerts the people the rule names', async () => {
    const [template] = await t.app.db.system.select().from(eventTemplates).where(eq(eventTemplates.enterpriseId, enterpriseId)).limit(1);
    const settings = template.settings as { timeouts: unknown[] };
    await t.app.db.system
      .update(eventTemplates)
      .set({ settings: { ...settings, timeouts: [{ stage: 2, timeout: 30, unit: 1, notify: [603] }] } })
      .where(eq(eventTemplates.id, template.id));
    try {
      const event = await create(dispatcher, { ownerId: users['张师傅'], custom_name: '超时测试' });
      const [stored] = await t.app.db.system.select().from(events).where(eq(events.id, event.id));
      const at = (minutes: number) => new Date(stored.stateEnteredAt.getTime() + minutes * 60_000);
      
      // The job worker's handler on a clock the test moves: not yet at 29 minutes, overdue at 31.
      let now = at(29);
      const tick = eventOverdueHandler(t.app.db, t.app.jobs, t.app.notifications, () => now);
      const context = { log: t.app.log, signal: new AbortController().signal };
      await tick.run({} as Parameters<typeof tick.run>[0], context);
      expect((await detail(event.id)).overdue).toBe(false);
      now = at(31);
      await tick.run({} as Parameters<typeof tick.run>[0], context);
      expect((await detail(event.id)).overdue).toBe(true);
      expect((await list('custom_name=超时测试&eventDue=1')).map((e) => e.id)).toEqual([event.id]);
      expect((await history(event.id)).at(-1)).toMatchObject({ opName: '超时', content: '事件在“待处理”阶段超时', user: null });
      expect(await notified('event.sla_alert', event.id)).toEqual([[users['张师傅']]]);

      now = at(90);
      await tick.run({} as Parameters<typeof tick.run>[0], context);
      expect((await notified('event.sla_alert', event.id)).length).toBe(1);
    } finally {
      await t.app.db.system.update(eventTemplates).set({ settings }).where(eq(eventTemplates.id, template.id));
    }
  });
});

describe('export', () => {
  it('queues an export of the filtered list; an empty one is refused', async () => {
    expect((await admin.post('/v2/event/export', { custom_name: '没有这个客户' })).json.message).toBe('导出数据不能为空');
    const res = await admin.post('/v2/event/export', { custom_name: '华东商贸' });
    expect(res.json.data.id).toEqual(expect.any(Number));
  });
});

// Last: it moves all of 张师傅's open events.
describe('handover', () => {
  it('hands the open events of a user over to another', async () => {
    const event = await create(dispatcher, { ownerId: users['张师傅'], custom_name: '交接测试' });
    const res = await admin.put('/user/handover', { fromUserId: users['张师傅'], toUserId: users['多企业用户'] });
    expect(res.statusCode, res.body).toBe(200);
    expect((await detail(event.id)).principal).toEqual({ id: users['多企业用户'], name: '多企业用户' });
    expect((await history(event.id)).at(-1)!.content).toBe('张师傅的工作交接给多企业用户');
  });
});
