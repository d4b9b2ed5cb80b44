import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '@domain/orders/orders.types';
import { orderLogs, orders } from '@server/db/schema';
import { orderTypeId, sampleOrderSetting, setOrderTypeSettings } from '@tests/support/order-fixtures';
import { Client, useSignedIn, useTestApp } from '@tests/support/test-app';

const t = useTestApp();
const [admin, dispatcher, engineer, employee, visitor, finance] = useSignedIn(t, '13800000001', '13800000002', '13800000003', '13800000004', '13800000007', '13800000008');
let ep: number;
let u: Record<string, number>;
let customerId: number;
let defaultType: number;
let internalType: number;
let installType: number;
let aircon: number;
const IMG = { url: '/uploads/a.png', name: 'a.png', size: 10 };

beforeAll(async () => {
  ({ ep, users: u, customerId, defaultType, aircon } = await sampleOrderSetting(t.app, { name: '华东商贸有限公司', phone: '13900000001', contact: '陈先生', contactPhone: '13900000002' }));
  internalType = await orderTypeId(t.app, ep, '内部工单');
  installType = await orderTypeId(t.app, ep, '安装工单');
});

/** 13800000099 is in two enterprises: sign in and choose the paid one. */
async function signInPaid(phone: string) {
  const c = await Client.signIn(t.app, phone);
  await c.post('/stand/login/epList', { enterpriseId: ep });
  return c;
}

const detail = async (c: Client, id: number) => (await c.get(`/order/orderDetail?id=${id}`)).json.data as OrderDetail;
const base = () => ({ customerId, title: '空调不制冷', serviceItemId: aircon, appointmentTime: '2030-06-01 14:00', description: '客厅空调' });

async function create(c: Client, body: Record<string, unknown> = {}) {
  const res = await c.post('/v2/order/add', { templateId: defaultType, ...base(), ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json.data as OrderDetail;
}

describe('POST /v2/order/add', () => {
  it('creates an order with the customer copied in, a number, time node 0 and a create entry', async () => {
    const order = await create(dispatcher);
    expect(order).toMatchObject({
      state: 1,
      orderNo: expect.stringMatching(/^GD\d{8}\d{6}$/),
      customerName: '华东商贸有限公司',
      contactName: '陈先生',
      contactPhone: '13900000002',
      address: expect.stringContaining('科技园1号'),
      creator: { id: u['李派单'], name: '李派单' },
      serviceItemName: '空调维修',
      templateName: '默认工单',
    });
    expect(order.nodes[0]).toBeTruthy();
    expect(order.timeline.map((e) => e.op)).toEqual(['create']);
    expect(order.operations).toEqual(expect.arrayContaining(['assign', 'putPool', 'cancel', 'edit']));
  });

  it('refuses a missing title, naming the field, and stores nothing', async () => {
    const before = await t.app.db.system.$count(orders);
    const res = await dispatcher.post('/v2/order/add', { templateId: defaultType, ...base(), title: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toBe('title: 请输入工单标题');
    expect(await t.app.db.system.$count(orders)).toBe(before);
  });

  it('refuses an order without the controls its type requires', async () => {
    const res = await dispatcher.post('/v2/order/add', { templateId: defaultType, ...base(), appointmentTime: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toBe('appointmentTime: 请填写预约时间');
  });

  it('checks the custom fields of the type and computes its formulas', async () => {
    const missing = await dispatcher.post('/v2/order/add', { templateId: installType, customerId, title: '安装' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json.message).toMatch(/^fields\.model: /);
    const ok = await create(dispatcher, { templateId: installType, fields: { model: 'KFR-35', pipe_meters: 2 } });
    expect(ok.fields).toMatchObject({ model: 'KFR-35', pipe_meters: 2, pipe_fee: 120 });
  });

  it('lets an employee create internal orders but not external ones', async () => {
    const refused = await employee.post('/v2/order/add', { templateId: defaultType, ...base() });
    expect(refused.statusCode).toBe(403);
    expect(refused.json.message).toBe('当前角色（普通员工）无权创建外部工单');
    const internal = await employee.post('/v2/order/add', { templateId: internalType, ...base(), title: '打印机坏了' });
    expect(internal.statusCode, internal.body).toBe(200);
  });

  it('keeps where the order came from (/createOrder parameters)', async () => {
    // An order from an event also links the event: tests/server/events.test.ts covers that path.
    const order = await create(dispatcher, { source: 4, origin: { belongCallRecordId: 12, productId: 7 } });
    expect(order.source).toBe(4);
    expect(order.origin).toMatchObject({ belongCallRecordId: 12, productId: 7 });
    expect(order.productId).toBe(7);
  });
});

describe('the main path: assign, receive, appoint, serve, complete with approval, receipt, fees, collect, evaluate', () => {
  it('walks an order from creation to evaluation with every time node and a full timeline', async () => {
    const order = await create(dispatcher);
    const assigned = await dispatcher.post('/worker/batchDesignate', { ids: [order.id], ownerId: u['张师傅'], collaboratorIds: [u['多企业用户']] });
    expect(assigned.json.data).toEqual({ done: [order.id], refused: [] });

    let d = await detail(engineer, order.id);
    expect(d).toMatchObject({ state: 2, owner: { id: u['张师傅'] }, collaborators: [{ id: u['多企业用户'], name: '多企业用户' }] });
    expect(d.operations).toEqual(expect.arrayContaining(['receive', 'refuse', 'transfer', 'applyAbnormal']));

    expect((await engineer.post('/order/accept', { id: order.id, version: d.version })).statusCode).toBe(200);
    // The appointment made at creation survives the assignment, so the engineer changes it.
    expect(d.appointmentTime).toBe(order.appointmentTime);
    expect((await engineer.post('/order/workerBespokeDate', { id: order.id, appointmentTime: '2030-06-02 10:00' })).statusCode).toBe(200);
    d = await detail(engineer, order.id);
    expect(d.timeline.at(-1)!.op).toBe('changeAppointment');
    expect((await engineer.post('/order/startService', { id: order.id })).statusCode).toBe(200);
    const fees = await engineer.post('/order/fees', {
      id: order.id,
      serviceAmount: '150',
      spareAmount: '80.5',
      otherFee: '0',
      discountAmount: '10',
      items: [{ name: '加氟', itemType: 1, quantity: 2, price: '25' }],
    });
    expect(fees.statusCode, fees.body).toBe(200);
    expect(fees.json.data.fees).toMatchObject({ total: '270.50', items: [{ name: '加氟', amount: '50.00' }] });
    const receipt = await engineer.post('/order/receipt', { id: order.id, serviceMinutes: 90, finishImages: [IMG], signature: IMG });
    expect(receipt.statusCode, receipt.body).toBe(200);
    expect((await engineer.post('/order/serviceComplete', { id: order.id })).statusCode).toBe(200);
    const wrong = await finance.post('/order/collect', { id: order.id, mode: 3, amount: '100' });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json.message).toBe('收款金额须等于应收金额（应收 270.50 元）');
    expect((await finance.post('/order/collect', { id: order.id, mode: 3, amount: '270.5' })).statusCode).toBe(200);
    const evaluated = await visitor.post('/order/evaluate', { id: order.id, solved: true, quality: 5, attitude: 5, speed: 4, solveRate: 5, suggestion: '很好' });
    expect(evaluated.statusCode, evaluated.body).toBe(200);

    d = await detail(admin, order.id);
    expect(d).toMatchObject({ state: 5, receiptDone: true, paymentDone: true, evaluated: true });
    expect(d.receipt).toMatchObject({ serviceMinutes: 90, finishImages: [IMG], signature: IMG, operator: { name: '张师傅' } });
    expect(d.fees.collected).toMatchObject({ mode: 3, amount: '270.50', operator: { name: '吴财务' } });
    expect(d.evaluation).toMatchObject({ solved: true, quality: 5, speed: 4, suggestion: '很好', operator: { name: '周回访' } });
    expect(d.timeline.map((e) => e.op)).toEqual([
      'create',
      'assign',
      'receive',
      'changeAppointment',
      'startService',
      'editFees',
      'receipt',
      'complete',
      'awaitEvaluationExternal',
      'collect',
      'evaluate',
    ]);
    expect(Object.keys(d.nodes).map(Number).sort((a, b) => a - b)).toEqual([0, 2, 4, 5, 6, 7, 8, 9, 12, 13]);
    const assign = d.timeline[1];
    expect(assign).toMatchObject({ operator: { name: '李派单' }, node: 2, before: { state: 1, ownerId: null }, after: { state: 2, ownerId: u['张师傅'] } });
  });

  it('sends completion to approval when the type asks for it, and the desk decides', async () => {
    await setOrderTypeSettings(t.app, defaultType, (s) => ({ ...s, approvals: { ...s.approvals, complete: true } }));
    const order = await create(dispatcher);
    await setOrderTypeSettings(t.app, defaultType, (s) => ({ ...s, approvals: { ...s.approvals, complete: false } }));
    await dispatcher.post('/worker/batchDesignate', { ids: [order.id], ownerId: u['张师傅'] });
    await engineer.post('/order/accept', { id: order.id });
    await engineer.post('/order/startService', { id: order.id });
    const direct = await engineer.post('/order/serviceComplete', { id: order.id });
    expect(direct.statusCode).toBe(409);
    expect(direct.json.message).toBe('该工单类型需要完成审批，请申请完成');
    expect((await engineer.post('/order/applyEndService', { id: order.id })).json.data).toMatchObject({ state: 7, examineType: 2 });
    const byStaff = await engineer.post('/order/examine/save', { id: order.id, type: 2, pass: true });
    expect(byStaff.statusCode).toBe(403);
    const rejected = await dispatcher.post('/order/examine/save', { id: order.id, type: 2, pass: false, remark: '照片不清楚' });
    expect(rejected.json.data).toMatchObject({ state: 4, examineType: null, examineResult: 2 });
    await engineer.post('/order/applyEndService', { id: order.id });
    const passed = await dispatcher.post('/order/examine/save', { id: order.id, type: 2, pass: true });
    expect(passed.json.data).toMatchObject({ state: 5, examineResult: 1, finishTime: expect.any(String) });
  });
});

describe('creation approval and acceptance', () => {
  it('holds a new order for creation approval, then acceptance, then routes it to the default person', async () => {
    await setOrderTypeSettings(t.app, installType, (s) => ({ ...s, approvals: { ...s.approvals, create: true } }));
    const order = await create(dispatcher, { templateId: installType, fields: { model: 'KFR-26' } });
    await setOrderTypeSettings(t.app, installType, (s) => ({ ...s, approvals: { ...s.approvals, create: false } }));
    expect(order).toMatchObject({ state: 7, examineType: 1 });
    const approved = await admin.post('/order/examine/save', { id: order.id, type: 1, pass: true });
    expect(approved.json.data).toMatchObject({ state: 0, examineType: null, examineResult: 1 });
    const rejected = await dispatcher.post('/order/acceptance', { id: order.id, result: 'reject', remark: '重复报单' });
    expect(rejected.json.data).toMatchObject({ state: 0, invalid: true });
    expect((await dispatcher.post('/order/acceptance', { id: order.id, result: 'pass' })).statusCode).toBe(409);
    await dispatcher.post('/order/acceptance', { id: order.id, result: 'reaccept' });
    const passed = (await dispatcher.post('/order/acceptance', { id: order.id, result: 'pass' })).json.data as OrderDetail;
    // 安装工单 dispatches to 张师傅 by default.
    expect(passed).toMatchObject({ state: 2, owner: { id: u['张师傅'] } });
    expect(passed.timeline.map((e) => e.op)).toEqual(['create', 'approveCreate', 'acceptReject', 'reaccept', 'acceptPass', 'autoAssign']);
    expect(passed.timeline.at(-1)!.operator).toBeNull();
  });

  it('cancels an order whose creation is rejected', async () => {
    await setOrderTypeSettings(t.app, defaultType, (s) => ({ ...s, approvals: { ...s.approvals, create: true } }));
    const order = await create(dispatcher);
    await setOrderTypeSettings(t.app, defaultType, (s) => ({ ...s, approvals: { ...s.approvals, create: false } }));
    const rejected = await admin.post('/order/examine/save', { id: order.id, type: 1, pass: false, remark: '信息不全' });
    expect(rejected.json.data).toMatchObject({ state: 6, cancelReason: '信息不全', examineResult: 2 });
  });
});

describe('public pool', () => {
  it('puts orders into the pool, lets service staff grab one, and retrieves the rest', async () => {
    const a = await create(dispatcher);
    const b = await create(dispatcher);
    const put = await dispatcher.post('/v2/order/putGrab', { ids: [a.id, b.id] });
    expect(put.json.data).toEqual({ done: [a.id, b.id], refused: [] });
    const pool = await engineer.get('/v2/order/getOrderListCount?is_grab=1');
    expect(pool.json.data.count).toBeGreaterThanOrEqual(2);
    const grabbed = await engineer.post('/v2/order/grab', { id: a.id });
    expect(grabbed.json.data).toMatchObject({ state: 3, inPool: false, owner: { id: u['张师傅'] } });
    const again = await engineer.post('/v2/order/grab', { id: a.id });
    expect(again.statusCode).toBe(409);
    const revoked = await dispatcher.post('/v2/order/revokeGrab', { ids: [b.id] });
    expect(revoked.json.data.done).toEqual([b.id]);
    expect((await detail(dispatcher, b.id)).inPool).toBe(false);
  });

  it('limits grabbing to the pool group when one is set', async () => {
    const order = await create(dispatcher);
    const groups = (await admin.get('/servicegroup/list?type=-1&searchText=&pageIndex=0&pageSize=1000')).json.data as { id: number; name: string }[];
    const install = groups.find((g) => g.name === '安装组')!;
    await dispatcher.post('/v2/order/putGrab', { ids: [order.id], serviceGroupId: install.id });
    const outsider = await signInPaid('13800000099');
    const refused = await outsider.post('/v2/order/grab', { id: order.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json.message).toBe('只有公海所属服务组成员可以抢单');
    const grabbed = await engineer.post('/v2/order/grab', { id: order.id });
    expect(grabbed.statusCode, grabbed.body).toBe(200);
  });
});

describe('cancel, abnormal requests, archive and the recycle bin', () => {
  it('cancels with a reason, archives, and refuses to delete an archived order until unarchived', async () => {
    const order = await create(dispatcher);
    const noReason = await dispatcher.post('/order/cancel', { id: order.id, reason: '' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json.message).toBe('reason: 请输入取消原因');
    expect((await dispatcher.post('/order/cancel', { id: order.id, reason: '客户取消' })).json.data).toMatchObject({ state: 6, cancelReason: '客户取消' });
    expect((await dispatcher.post('/v2/order/archive', { ids: [order.id], archived: true })).json.data.done).toEqual([order.id]);
    const del = await dispatcher.delete(`/order/delAllOrder?ids=${order.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json.message).toBe('工单已归档，请先取消归档');
    await dispatcher.post('/v2/order/archive', { ids: [order.id], archived: false });
    expect((await dispatcher.delete(`/order/delAllOrder?ids=${order.id}`)).json.data.done).toEqual([order.id]);
    const bin = (await dispatcher.get('/v2/order/getAllOrderList?view=recycle&pageSize=100')).json.data;
    expect(bin.list.map((o: { id: number }) => o.id)).toContain(order.id);
    const all = (await dispatcher.get('/v2/order/getAllOrderList?pageSize=100')).json.data;
    expect(all.list.map((o: { id: number }) => o.id)).not.toContain(order.id);
    expect((await engineer.get('/v2/order/getAllOrderList?view=recycle')).statusCode).toBe(403);
    expect((await dispatcher.put('/order/rubbish/restore', { ids: [order.id] })).json.data.done).toEqual([order.id]);
    expect((await detail(dispatcher, order.id)).deleted).toBe(false);
  });

  it('freezes the owner while an abnormal request waits, and the desk decides it', async () => {
    const order = await create(dispatcher);
    await dispatcher.post('/worker/batchDesignate', { ids: [order.id], ownerId: u['张师傅'] });
    await engineer.post('/order/accept', { id: order.id });
    const applied = await engineer.post('/order/applyAbnormalOrder', { id: order.id, kind: 2, reason: '不在服务区域' });
    expect(applied.json.data).toMatchObject({ abnormalKind: 2, abnormalReason: '不在服务区域' });
    const start = await engineer.post('/order/startService', { id: order.id });
    expect(start.statusCode).toBe(409);
    expect(start.json.message).toBe('工单异常申请审批中，请等待审批结果');
    expect((await dispatcher.get('/v2/order/getAbnormalOrderCount?type=0')).json.data.count).toBeGreaterThanOrEqual(1);
    const decided = await dispatcher.post('/order/abnormal/examine', { id: order.id, pass: true });
    expect(decided.json.data).toMatchObject({ state: 1, owner: null, abnormalKind: null });
    expect(decided.json.data.timeline.at(-1).op).toBe('abnormalReassignApproved');
  });
});

describe('transfer, refuse, copy and edit', () => {
  it('lets the owner transfer or refuse, and anyone allowed copy', async () => {
    const order = await create(dispatcher);
    await dispatcher.post('/worker/batchDesignate', { ids: [order.id], ownerId: u['张师傅'] });
    const moved = await engineer.post('/order/transfer', { id: order.id, toUserId: u['多企业用户'], reason: '休假' });
    expect(moved.json.data).toMatchObject({ state: 2, owner: { id: u['多企业用户'] } });
    // Transferred away, the order is no longer theirs to see.
    const notOwner = await engineer.post('/order/refuseOrder', { id: order.id, reason: '忙' });
    expect([notOwner.statusCode, notOwner.json.message]).toEqual([404, '工单不存在']);
    const copy = await dispatcher.post('/order/copy', { id: order.id });
    expect(copy.json.data).toMatchObject({ state: 1, title: order.title, source: 7, origin: { copiedFromId: order.id } });
    expect(copy.json.data.timeline.map((e: { op: string }) => e.op)).toEqual(['copy']);
  });

  it('edits while nobody holds the order, and refuses a stale version', async () => {
    const order = await create(dispatcher);
    const body = { id: order.id, version: order.version, title: '空调漏水', priority: 2, images: [], tagIds: [], copyUserIds: [], fields: {} };
    const edited = await dispatcher.post('/v2/order/edit', body);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json.data).toMatchObject({ title: '空调漏水', priority: 2 });
    const stale = await dispatcher.post('/v2/order/edit', { ...body, title: '又改了' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json.message).toBe('工单已被他人修改，请刷新后重试');
    expect((await detail(dispatcher, order.id)).title).toBe('空调漏水');
  });
});

describe('concurrency', () => {
  it('lets only one of two simultaneous grabs win', async () => {
    const order = await create(dispatcher);
    await dispatcher.post('/v2/order/putGrab', { ids: [order.id] });
    const other = await signInPaid('13800000099');
    const results = await Promise.all([engineer.post('/v2/order/grab', { id: order.id }), other.post('/v2/order/grab', { id: order.id })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const logs = await t.app.db.system.select().from(orderLogs).where(and(eq(orderLogs.orderId, order.id), eq(orderLogs.op, 'grab')));
    expect(logs).toHaveLength(1);
  });

  it('lets only one of two assignments with the same version win', async () => {
    const order = await create(dispatcher);
    const [a, b] = await Promise.all([
      dispatcher.post('/order/cancel', { id: order.id, version: order.version, reason: '重复' }),
      admin.post('/order/cancel', { id: order.id, version: order.version, reason: '重复' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
  });
});

describe('handover (PUT /user/handover)', () => {
  it('moves the leaving user’s open orders to the new owner, with a timeline entry', async () => {
    const order = await create(dispatcher);
    await dispatcher.post('/worker/batchDesignate', { ids: [order.id], ownerId: u['张师傅'] });
    const res = await admin.put('/user/handover', { fromUserId: u['张师傅'], toUserId: u['多企业用户'] });
    expect(res.statusCode, res.body).toBe(200);
    const d = await detail(admin, order.id);
    expect(d.owner).toEqual({ id: u['多企业用户'], name: '多企业用户' });
    expect(d.timeline.at(-1)).toMatchObject({ op: 'handover', operator: null, remark: '张师傅的工作交接给多企业用户' });
  });
});
