import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CycleOrderTemplate } from '@domain/cycle-plans/cycle-plans.schemas';
import type { OrderMapView, OrderProgressView, OrderScreenSettings, ProgressDefaultUser } from '@domain/orders/order-extras';
import type { OrderDetail } from '@domain/orders/orders.types';
import type { GrabVisitsResult } from '@domain/return-visits/return-visits.schemas';
import type { DetailFormView } from '@domain/templates/detail-forms.schemas';
import { orderLogs, orders, returnVisitTasks } from '@server/db/schema';
import { orderTypeId, sampleOrderSetting, setOrderTypeSettings } from '@tests/support/order-fixtures';
import { Client, useSignedIn, useTestApp } from '@tests/support/test-app';

const t = useTestApp();
const [admin, dispatcher, engineer, employee, visitor, freeAdmin] = useSignedIn(t, '13800000001', '13800000002', '13800000003', '13800000004', '13800000007', '13800000011');
let ep: number;
let u: Record<string, number>;
let customerId: number;
let defaultType: number;
let internalType: number;
let aircon: number;

beforeAll(async () => {
  ({ ep, users: u, customerId, defaultType, aircon } = await sampleOrderSetting(t.app, { name: '东湖酒店', phone: '13900000601', contact: '钟经理', contactPhone: '13900000602' }));
  internalType = await orderTypeId(t.app, ep, '内部工单');
});

const base = { title: '空调不制冷', appointmentTime: '2030-06-01 14:00', description: '大堂空调' };
async function create(c: Client, templateId: number, body: Record<string, unknown> = {}): Promise<OrderDetail> {
  const res = await c.post('/v2/order/add', { templateId, ...base, customerId, serviceItemId: aircon, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json.data as OrderDetail;
}
const storedOrder = async (id: number) => (await t.app.db.system.select().from(orders).where(eq(orders.id, id)))[0]!;

/** An order the engineer holds, waiting for service, with the date the customer asked for (set beside the API, version unchanged). */
async function pendingService(): Promise<OrderDetail> {
  const order = await create(dispatcher, defaultType);
  expect((await dispatcher.post('/worker/batchDesignate', { ids: [order.id], ownerId: u['张师傅'] })).statusCode).toBe(200);
  expect((await engineer.post('/order/accept', { id: order.id })).statusCode).toBe(200);
  await t.app.db.system.update(orders).set({ appointmentTime: new Date('2030-06-01T06:00:00Z') }).where(eq(orders.id, order.id));
  return (await engineer.get(`/order/orderDetail?id=${order.id}`)).json.data as OrderDetail;
}

describe('POST /order/keepDate', () => {
  it('keeps the appointment the order came with: time node 5 set, time unchanged, a timeline entry', async () => {
    const order = await pendingService();
    expect(order.operations).toContain('keepDate');
    const res = await engineer.post('/order/keepDate', { id: order.id, version: order.version });
    expect(res.statusCode, res.body).toBe(200);
    const row = await storedOrder(order.id);
    expect(row.appointmentTime?.toISOString()).toBe('2030-06-01T06:00:00.000Z');
    expect(row.appointedAt).toBeTruthy();
    expect((res.json.data as OrderDetail).timeline.at(-1)?.op).toBe('keepDate');
  });

  it('changes the date when keep is false (the change is logged as 修改预约)', async () => {
    const order = await pendingService();
    const res = await engineer.post('/order/keepDate', { id: order.id, keep: false, appointmentTime: '2030-07-02 09:30' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await storedOrder(order.id)).appointmentTime?.toISOString()).toBe('2030-07-02T01:30:00.000Z');
    expect((res.json.data as OrderDetail).timeline.at(-1)?.op).toBe('changeAppointment');
  });

  it('refuses keep=false without a date (400 naming the field), a stale version (409), and another person (403), changing nothing', async () => {
    const order = await pendingService();
    const before = await storedOrder(order.id);
    const noDate = await engineer.post('/order/keepDate', { id: order.id, keep: false });
    expect(noDate.statusCode).toBe(400);
    expect(noDate.json.message).toContain('appointmentTime');
    expect((await engineer.post('/order/keepDate', { id: order.id, version: order.version - 1 })).statusCode).toBe(409);
    expect((await employee.post('/order/keepDate', { id: order.id })).statusCode).toBe(404); // not an order the employee may see
    expect((await engineer.post('/order/keepDate', { id: order.id, keep: 'yes' })).statusCode).toBe(400);
    expect((await storedOrder(order.id)).version).toBe(before.version);
  });

  it('refuses an order not yet waiting for service (409) and an order of another enterprise (404)', async () => {
    const waiting = await create(dispatcher, defaultType);
    expect((await dispatcher.post('/order/keepDate', { id: waiting.id })).statusCode).toBe(409);
    expect((await freeAdmin.post('/order/keepDate', { id: waiting.id })).statusCode).toBe(404);
  });
});

describe('ordinary employee: POST /v2/order/employee/edit and /order/employee/cancel', () => {
  const editBody = (o: OrderDetail, title: string) => ({ id: o.id, version: o.version, title, serviceItemId: aircon, appointmentTime: '2030-06-01 14:00', description: '打印机卡纸' });

  it('edits and cancels an internal order the employee created while nobody holds it', async () => {
    const order = await create(employee, internalType, { title: '打印机坏了' });
    const edited = await employee.post('/v2/order/employee/edit', editBody(order, '打印机卡纸'));
    expect(edited.statusCode, edited.body).toBe(200);
    expect((edited.json.data as OrderDetail).title).toBe('打印机卡纸');
    const cancelled = await employee.post('/order/employee/cancel', { id: order.id, reason: '已自行解决' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((cancelled.json.data as OrderDetail).state).toBe(6);
  });

  it('refuses another person\'s order, an external order and other roles (403), and a held order (403, the creator\'s rights end)', async () => {
    const others = await create(dispatcher, internalType, { title: '投影仪故障' });
    expect((await employee.post('/v2/order/employee/edit', editBody(others, '改'))).statusCode).toBe(403);
    expect((await employee.post('/order/employee/cancel', { id: others.id, reason: '不需要' })).statusCode).toBe(403);
    expect((await dispatcher.post('/order/employee/cancel', { id: others.id, reason: '不需要' })).statusCode).toBe(403);

    const mine = await create(employee, internalType, { title: '网络断了' });
    await dispatcher.post('/worker/batchDesignate', { ids: [mine.id], ownerId: u['张师傅'] });
    const held = await employee.post('/order/employee/cancel', { id: mine.id, reason: '不需要' });
    expect(held.statusCode).toBe(403);
    expect((await storedOrder(mine.id)).state).toBe(2);
  });

  it('refuses a missing reason (400 naming the field) and an unknown order (404)', async () => {
    const order = await create(employee, internalType, { title: '门禁卡失效' });
    const res = await employee.post('/order/employee/cancel', { id: order.id });
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toContain('reason');
    expect((await employee.post('/order/employee/cancel', { id: 99999999, reason: 'x' })).statusCode).toBe(404);
  });
});

describe('GET /v2/detailcontroltmpl/list', () => {
  it('offers the order and customer detail controls, and the product ones when the type asks for a product', async () => {
    const res = await engineer.get(`/v2/detailcontroltmpl/list?orderTypeId=${defaultType}`);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json.data as DetailFormView[]).map((v) => v.type)).toEqual([1, 2, 5, 3]);
  });

  it('refuses a bad id (400) and another enterprise\'s type (404)', async () => {
    expect((await engineer.get('/v2/detailcontroltmpl/list?orderTypeId=abc')).statusCode).toBe(400);
    expect((await freeAdmin.get(`/v2/detailcontroltmpl/list?orderTypeId=${defaultType}`)).statusCode).toBe(404);
  });
});

describe('GET /v2/enterprise/set', () => {
  it('gives paying tenants the large pages and the sort choice, free tenants neither', async () => {
    const paid = (await engineer.get('/v2/enterprise/set')).json.data as OrderScreenSettings;
    expect(paid).toEqual({ pageSizes: [10, 20, 50, 100, 500, 1000], defaultPageSize: 10, defaultSort: '1', sortChangeable: true, orderSearchInHome: true });
    const free = (await freeAdmin.get('/v2/enterprise/set')).json.data as OrderScreenSettings;
    expect(free).toMatchObject({ pageSizes: [10, 20, 50, 100], sortChangeable: false, defaultSort: '1' });
  });

  it('reads the saved system parameters', async () => {
    expect((await admin.post('/systemsetting/batchsave', { items: [{ code: 'default_page_size', value: 50 }] })).statusCode).toBe(200);
    expect(((await dispatcher.get('/v2/enterprise/set')).json.data as OrderScreenSettings).defaultPageSize).toBe(50);
  });
});

describe('POST /v2/order/visitUserGrab', () => {
  async function poolTask(no: string, assigneeId: number | null = null): Promise<number> {
    const [row] = await t.app.db.system
      .insert(returnVisitTasks)
      .values({ enterpriseId: ep, planId: 1, visitType: 1, targetId: Number(no.slice(-4)), targetNo: no, targetTitle: '回访', finishedAt: new Date(), customerId, customerName: '东湖酒店', contactName: '钟经理', contactPhone: '13900000602', assigneeId, dueAt: new Date() })
      .returning();
    return row!.id;
  }

  it('gives return-visit support the tasks of nobody, tells which were already taken', async () => {
    const free = await poolTask('GD-0001');
    const taken = await poolTask('GD-0002', u['王管理']!);
    const res = await visitor.post('/v2/order/visitUserGrab', { ids: [free, taken] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json.data as GrabVisitsResult).toEqual({ done: [free], refused: [{ id: taken, message: '该回访任务已被领取' }] });
    const [row] = await t.app.db.system.select().from(returnVisitTasks).where(and(eq(returnVisitTasks.enterpriseId, ep), eq(returnVisitTasks.id, free)));
    expect(row!.assigneeId).toBe(u['周回访']);
  });

  it('refuses other roles (403), an empty choice (400), and answers 409 when every task is taken', async () => {
    const task = await poolTask('GD-0003', u['王管理']!);
    expect((await engineer.post('/v2/order/visitUserGrab', { ids: [task] })).statusCode).toBe(403);
    const empty = await visitor.post('/v2/order/visitUserGrab', { ids: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json.message).toContain('ids');
    expect((await visitor.post('/v2/order/visitUserGrab', { ids: [task] })).statusCode).toBe(409);
    expect((await visitor.post('/v2/order/visitUserGrab', { ids: [99999999] })).statusCode).toBe(404);
  });
});

describe('GET /customer/cycleordertmpl/detail', () => {
  it('shows the order type as a plan takes it: every field optional, and whether the caller may write plans of it', async () => {
    const res = await dispatcher.get(`/customer/cycleordertmpl/detail?id=${defaultType}`);
    expect(res.statusCode, res.body).toBe(200);
    const tmpl = res.json.data as CycleOrderTemplate;
    expect(tmpl).toMatchObject({ id: defaultType, name: '默认工单', creatable: true, refusal: null });
    expect(tmpl.fields.length).toBeGreaterThan(0);
    expect(tmpl.fields.every((f) => f.required === false)).toBe(true);
    const sales = await Client.signIn(t.app, '13800000005');
    const internal = (await sales.get(`/customer/cycleordertmpl/detail?id=${internalType}`)).json.data as CycleOrderTemplate;
    expect(internal).toMatchObject({ creatable: false, refusal: expect.stringContaining('无权创建内部工单') });
  });

  it('refuses a bad id (400), another enterprise\'s type (404 or the free plan\'s lock) and roles that do not read plans (403)', async () => {
    expect((await dispatcher.get('/customer/cycleordertmpl/detail?id=x')).statusCode).toBe(400);
    expect((await dispatcher.get('/customer/cycleordertmpl/detail?id=99999999')).statusCode).toBe(404);
    expect((await engineer.get(`/customer/cycleordertmpl/detail?id=${defaultType}`)).statusCode).toBe(403);
    expect((await freeAdmin.get(`/customer/cycleordertmpl/detail?id=${defaultType}`)).statusCode).toBe(403);
  });
});

it('every new call checks the session', async () => {
  const anonymous = new Client(t.app);
  for (const [method, path] of [
    ['POST', '/order/keepDate'],
    ['POST', '/v2/order/employee/edit'],
    ['POST', '/order/employee/cancel'],
    ['GET', '/v2/detailcontroltmpl/list?orderTypeId=1'],
    ['GET', '/v2/enterprise/set'],
    ['POST', '/v2/order/visitUserGrab'],
    ['GET', '/customer/cycleordertmpl/detail?id=1'],
  ] as const) {
    const res = method === 'GET' ? await anonymous.get(path) : await anonymous.post(path, {});
    expect(res.statusCode, path).toBe(401);
  }
});

describe('GET /order/mapView', () => {
  it('places the orders the list shows for the same filters, each with its service address position', async () => {
    const placed = await create(dispatcher, defaultType, { title: '地图冷柜报修' });
    await t.app.db.system.update(orders).set({ lng: 120.15, lat: 30.28 }).where(eq(orders.id, placed.id));
    const res = await dispatcher.get('/order/mapView?title=地图冷柜');
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json.data as OrderMapView;
    expect(view.total).toBe(1);
    expect(view.orders).toEqual([expect.objectContaining({ id: placed.id, title: '地图冷柜报修', position: { lng: 120.15, lat: 30.28 } })]);
    // The list's role scope: service staff see only their own orders.
    expect(((await engineer.get('/order/mapView?title=地图冷柜')).json.data as OrderMapView).total).toBe(0);
  });

  it('refuses a bad filter value, naming the field', async () => {
    const res = await dispatcher.get('/order/mapView?priority=9');
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toContain('priority');
  });
});

describe('order progress: /order/progress/checkFinish, /defaultUser, /assign, /save', () => {
  beforeAll(async () => {
    await setOrderTypeSettings(t.app, defaultType, (s) => ({ ...s, process: [{ name: '勘察', userIds: [u['张师傅']] }, { name: '验收', userIds: [] }] }));
  });
  afterAll(() => setOrderTypeSettings(t.app, defaultType, (s) => ({ ...s, process: [] })));
  const check = async (id: number) => (await engineer.get(`/order/progress/checkFinish?id=${id}`)).json.data as OrderProgressView;

  it('walks the steps: default person, assign, record (add then edit), and finishes when every step is done; each writes the timeline', async () => {
    const order = await pendingService();
    expect(await check(order.id)).toMatchObject({ finished: false, pending: ['勘察', '验收'] });
    await engineer.post('/order/startService', { id: order.id });

    const survey = (await engineer.get(`/order/progress/defaultUser?id=${order.id}&step=${encodeURIComponent('勘察')}`)).json.data as ProgressDefaultUser;
    expect(survey).toEqual({ step: '勘察', defaultUser: { id: u['张师傅'], name: '张师傅' }, users: [{ id: u['张师傅'], name: '张师傅' }] });
    // A step naming nobody defaults to the order's owner.
    const accept = (await engineer.get(`/order/progress/defaultUser?id=${order.id}&step=${encodeURIComponent('验收')}`)).json.data as ProgressDefaultUser;
    expect(accept.defaultUser).toEqual({ id: u['张师傅'], name: '张师傅' });

    const started = (await engineer.get(`/order/orderDetail?id=${order.id}`)).json.data as OrderDetail;
    const assigned = await dispatcher.post('/order/progress/assign', { id: order.id, version: started.version, step: '验收', userId: u['李派单'] });
    expect(assigned.statusCode, assigned.body).toBe(200);
    let version = (assigned.json.data as OrderDetail).version;
    expect(((await engineer.get(`/order/progress/defaultUser?id=${order.id}&step=${encodeURIComponent('验收')}`)).json.data as ProgressDefaultUser).defaultUser?.name).toBe('李派单');

    for (const [step, done] of [['勘察', false], ['勘察', true], ['验收', true]] as const) {
      const res = await engineer.post('/order/progress/save', { id: order.id, version, step, done, remark: '现场确认' });
      expect(res.statusCode, res.body).toBe(200);
      version = (res.json.data as OrderDetail).version;
    }
    expect(await check(order.id)).toMatchObject({ finished: true, pending: [], steps: [{ name: '勘察', done: true, remark: '现场确认' }, { name: '验收', done: true, user: { name: '李派单' } }] });
    const timeline = ((await engineer.get(`/order/orderDetail?id=${order.id}`)).json.data as OrderDetail).timeline;
    expect(timeline.map((e) => e.op).slice(-4)).toEqual(['progressAssign', 'progressAdd', 'progressEdit', 'progressAdd']);

  });

  it('completion waits for the steps: 409 naming the open step, the detail leaves the button out and says why; once done it completes', async () => {
    const order = await pendingService();
    expect((await engineer.post('/order/startService', { id: order.id })).statusCode).toBe(200);
    const serving = (await engineer.get(`/order/orderDetail?id=${order.id}`)).json.data as OrderDetail;
    expect(serving.operations).not.toContain('complete');
    expect(serving.progress).toMatchObject({ finished: false, pending: ['勘察', '验收'] });

    await engineer.post('/order/progress/save', { id: order.id, step: '勘察', done: true });
    const refused = await engineer.post('/order/serviceComplete', { id: order.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json.message).toBe('流程步骤“验收”未完成，不能完成工单');
    expect((await storedOrder(order.id)).state).toBe(serving.state);
    // A manager is refused alike: the rule is the order's, not the person's.
    expect((await dispatcher.post('/order/serviceComplete', { id: order.id })).json.message).toContain('“验收”');

    const recorded = await engineer.post('/order/progress/save', { id: order.id, step: '验收', done: true });
    expect((recorded.json.data as OrderDetail).operations).toContain('complete');
    expect((recorded.json.data as OrderDetail).progress?.finished).toBe(true);
    const done = await engineer.post('/order/serviceComplete', { id: order.id, version: (recorded.json.data as OrderDetail).version });
    expect(done.statusCode, done.body).toBe(200);
  });

  it('a step recorded as not done again blocks completion again', async () => {
    const order = await pendingService();
    await engineer.post('/order/startService', { id: order.id });
    for (const step of ['勘察', '验收']) await engineer.post('/order/progress/save', { id: order.id, step, done: true });
    await engineer.post('/order/progress/save', { id: order.id, step: '勘察', done: false, remark: '需复查' });
    const refused = await engineer.post('/order/serviceComplete', { id: order.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json.message).toBe('流程步骤“勘察”未完成，不能完成工单');
  });

  it('refuses an unknown step (400 naming it), a stale version (409), someone not on the order (403), an order not being served (409)', async () => {
    const order = await pendingService();
    const unknown = await engineer.post('/order/progress/save', { id: order.id, step: '不存在' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json.message).toContain('step');
    expect((await engineer.get(`/order/progress/defaultUser?id=${order.id}&step=x`)).statusCode).toBe(400);
    expect((await engineer.post('/order/progress/save', { id: order.id, version: order.version + 5, step: '勘察' })).statusCode).toBe(409);
    expect((await employee.post('/order/progress/save', { id: order.id, step: '勘察' })).statusCode).toBe(404); // not an order the employee may see
    expect((await dispatcher.post('/order/progress/assign', { id: order.id, step: '勘察', userId: 99999999 })).statusCode).toBe(400);
    const waiting = await create(dispatcher, defaultType);
    expect((await dispatcher.post('/order/progress/save', { id: waiting.id, step: '勘察' })).statusCode).toBe(409);
    expect((await freeAdmin.get(`/order/progress/checkFinish?id=${order.id}`)).statusCode).toBe(404);
    expect(await check(order.id)).toMatchObject({ finished: false });
  });
});

describe('order log kinds', () => {
  const timelineOf = async (id: number) => ((await dispatcher.get(`/order/orderDetail?id=${id}`)).json.data as OrderDetail).timeline;

  it('deleting an order still waiting for acceptance is 受理删除', async () => {
    const order = await create(dispatcher, defaultType, { title: '待受理删除' });
    // Waiting for acceptance (the order type asks for it) — set beside the API to keep the test on the log.
    await t.app.db.system.update(orders).set({ state: 0 }).where(eq(orders.id, order.id));
    const res = await dispatcher.delete(`/order/delAllOrder?ids=${order.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const ops = (await t.app.db.system.select({ op: orderLogs.op }).from(orderLogs).where(eq(orderLogs.orderId, order.id)).orderBy(orderLogs.id)).map((r) => r.op);
    expect(ops.at(-1)).toBe('acceptanceDelete');
  });

  it('an order completed without evaluation says whose evaluation it waits for (external: the customer, internal: the creator)', async () => {
    for (const [templateId, creator, expected] of [
      [defaultType, dispatcher, 'awaitEvaluationExternal'],
      [internalType, employee, 'awaitEvaluationInternal'],
    ] as const) {
      const order = await create(creator, templateId);
      await dispatcher.post('/worker/batchDesignate', { ids: [order.id], ownerId: u['张师傅'] });
      await engineer.post('/order/accept', { id: order.id });
      await engineer.post('/order/startService', { id: order.id });
      const done = await engineer.post('/order/serviceComplete', { id: order.id });
      expect(done.statusCode, done.body).toBe(200);
      const last = (await timelineOf(order.id)).at(-1)!;
      expect(last).toMatchObject({ op: expected });
    }
  });
});
