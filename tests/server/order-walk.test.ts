import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OrderDetail } from '@domain/orders/orders.types';
import { orders } from '@server/db/schema';
import { orderTypeId, sampleOrderSetting } from '@tests/support/order-fixtures';
import { Client, useSignedIn, useTestApp } from '@tests/support/test-app';

// Issue 15: what a new user met on the main order path (server side).
const t = useTestApp();
const [dispatcher, engineer] = useSignedIn(t, '13800000002', '13800000003');
let u: Record<string, number>;
let customerId: number;
let defaultType: number;
let installType: number;
let aircon: number;

beforeAll(async () => {
  let ep: number;
  ({ ep, users: u, customerId, defaultType, aircon } = await sampleOrderSetting(t.app, { name: '走查商贸有限公司', phone: '13900000011', contact: '林先生', contactPhone: '13900000012' }));
  installType = await orderTypeId(t.app, ep, '安装工单');
});
afterEach(() => void vi.useRealTimers());

const APPOINTED = '2030-06-01 14:00';
const detail = async (id: number) => (await dispatcher.get(`/order/orderDetail?id=${id}`)).json.data as OrderDetail;

async function create(body: Record<string, unknown> = {}) {
  const res = await dispatcher.post('/v2/order/add', { templateId: defaultType, customerId, title: '空调不制冷', serviceItemId: aircon, appointmentTime: APPOINTED, description: '客厅空调', ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json.data as OrderDetail;
}

describe('item 1: an operation changes only what it is about', () => {
  it('keeps the appointment made at creation through assign, transfer, refuse and the pool', async () => {
    const order = await create();
    const appointed = order.appointmentTime;
    expect(appointed).toBeTruthy();
    await dispatcher.post('/worker/batchDesignate', { ids: [order.id], ownerId: u['张师傅'] });
    expect((await detail(order.id)).appointmentTime).toBe(appointed);
    const moved = await engineer.post('/order/transfer', { id: order.id, toUserId: u['李派单'], reason: '休假' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await detail(order.id)).appointmentTime).toBe(appointed);
    const refused = await dispatcher.post('/order/refuseOrder', { id: order.id, reason: '忙' });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json.data).toMatchObject({ state: 1, appointmentTime: appointed });
    await dispatcher.post('/v2/order/putGrab', { ids: [order.id] });
    const grabbed = await engineer.post('/v2/order/grab', { id: order.id });
    expect(grabbed.json.data).toMatchObject({ state: 3, appointmentTime: appointed });
    const d = await detail(order.id);
    // No history entry says the appointment went away.
    expect(d.timeline.filter((e) => 'appointmentTime' in (e.after ?? {}))).toEqual([]);
  });
});

describe('item 2: the timeline says what a user reads', () => {
  it('words every change with labels, state names, people and China time, never a raw key or id', async () => {
    const order = await create({ appointmentTime: '2030-06-01T01:30:00Z' });
    await dispatcher.post('/worker/batchDesignate', { ids: [order.id], ownerId: u['张师傅'], collaboratorIds: [u['多企业用户']] });
    await engineer.post('/order/accept', { id: order.id });
    await engineer.post('/order/workerBespokeDate', { id: order.id, appointmentTime: '2030-06-02T02:00:00Z' });
    await engineer.post('/order/startService', { id: order.id });
    await engineer.post('/order/fees', { id: order.id, serviceAmount: '150', spareAmount: '0', otherFee: '0', discountAmount: '0', items: [] });
    const d = await detail(order.id);
    const lines = d.timeline.map((e) => e.changes);
    expect(lines[1]).toEqual(
      expect.arrayContaining([
        { label: '状态', before: '待指派', after: '待接单' },
        { label: '负责人', before: '无', after: '张师傅' },
        { label: '协作人', before: '无', after: '多企业用户' },
      ]),
    );
    expect(lines[3]).toEqual([{ label: '预约时间', before: '2030-06-01 09:30', after: '2030-06-02 10:00' }]);
    expect(lines[5]).toEqual([{ label: '服务费用', before: '¥0.00', after: '¥150.00' }]);
    const shown = JSON.stringify(lines);
    // No column name, no ISO time, no bare id: only labels and words.
    expect(shown).not.toMatch(/[a-z][A-Za-z]*(Id|Ids|At|Amount|Time)\b|T\d\d:\d\d|Z"/);
    for (const id of [u['张师傅'], u['多企业用户'], u['李派单']]) expect(lines.flat().flatMap((l) => [l.before, l.after])).not.toContain(String(id));
  });
});

describe('item 3: 开始服务 needs an appointment, and the button agrees with the server', () => {
  it('hides and refuses 开始服务 until the order has an appointment', async () => {
    const order = await create({ templateId: installType, appointmentTime: undefined, fields: { model: 'KFR-35' } });
    expect(order.appointmentTime).toBeNull();
    // 安装工单 asks for acceptance, then goes to 张师傅 by default.
    expect((await dispatcher.post('/order/acceptance', { id: order.id, result: 'pass' })).json.data).toMatchObject({ state: 2, owner: { id: u['张师傅'] } });
    const accepted = await engineer.post('/order/accept', { id: order.id });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const held = (await engineer.get(`/order/orderDetail?id=${order.id}`)).json.data as OrderDetail;
    expect(held.operations).toContain('appoint');
    expect(held.operations).not.toContain('startService');
    const refused = await engineer.post('/order/startService', { id: order.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json.message).toBe('工单还没有预约');
    expect((await detail(order.id)).state).toBe(3);

    await engineer.post('/order/workerBespokeDate', { id: order.id, appointmentTime: '2030-06-02 10:00' });
    const appointed = (await engineer.get(`/order/orderDetail?id=${order.id}`)).json.data as OrderDetail;
    expect(appointed.operations).toContain('startService');
    expect((await engineer.post('/order/startService', { id: order.id })).json.data).toMatchObject({ state: 4 });
  });
});

describe('item 13: batch 受理 on 受理工单', () => {
  it('passes the chosen orders at once, refuses each it cannot by its number, and checks the input and the role', async () => {
    const a = await create({ templateId: installType, fields: { model: 'A' } });
    const b = await create({ templateId: installType, fields: { model: 'B' } });
    const done = await create({ templateId: installType, fields: { model: 'C' } });
    await dispatcher.post('/order/acceptance', { id: done.id, result: 'pass' });
    const res = await dispatcher.post('/order/batchAcceptance', { ids: [a.id, b.id, done.id], result: 'pass' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json.data.done).toEqual([a.id, b.id]);
    expect(res.json.data.refused).toEqual([expect.objectContaining({ id: done.id, orderNo: done.orderNo, message: expect.stringContaining('不能受理通过') })]);
    // Passed like one by one: on to 张师傅, the type's default person.
    expect(await detail(a.id)).toMatchObject({ state: 2, owner: { id: u['张师傅'] } });

    const c = await create({ templateId: installType, fields: { model: 'D' } });
    const rejected = await dispatcher.post('/order/batchAcceptance', { ids: [c.id], result: 'reject', remark: '重复报单' });
    expect(rejected.json.data.done).toEqual([c.id]);
    expect(await detail(c.id)).toMatchObject({ state: 0, invalid: true });

    const empty = await dispatcher.post('/order/batchAcceptance', { ids: [], result: 'pass' });
    expect([empty.statusCode, empty.json.message]).toEqual([400, 'ids: 请选择工单']);
    const bad = await dispatcher.post('/order/batchAcceptance', { ids: [c.id], result: 'maybe' });
    expect([bad.statusCode, bad.json.message]).toEqual([400, 'result: result 只能是 pass, reject']);
    const byStaff = await engineer.post('/order/batchAcceptance', { ids: [c.id], result: 'pass' });
    // Service staff see only their own orders and the pool: an order waiting for acceptance is not there (one visibility rule).
    expect([byStaff.statusCode, byStaff.json.message]).toEqual([404, '工单不存在']);
    expect((await detail(c.id)).state).toBe(0);
  });
});

describe('item 5: the server refuses business operations while the paid headcount is exceeded', () => {
  it('refuses orders and events of the trial enterprise (5 users on a 3-user purchase), changing nothing, and lets reads through', async () => {
    const trial = await Client.signIn(t.app, '13800000021');
    const before = await t.app.db.system.$count(orders);
    const add = await trial.post('/v2/order/add', { templateId: defaultType, customerId, title: '超员工单' });
    expect([add.statusCode, add.json.message]).toEqual([403, '付费人数超出限制']);
    const event = await trial.post('/v2/event/add', { title: '超员事件', source: 6, custom_name: '客户', custom_linkperson: '林', custom_phone: '13900000013' });
    expect([event.statusCode, event.json.message]).toEqual([403, '付费人数超出限制']);
    expect(await t.app.db.system.$count(orders)).toBe(before);
    expect((await trial.get('/v2/order/getAllOrderList?pageSize=10')).statusCode).toBe(200);
    // The enterprise within its purchase works as before.
    expect((await dispatcher.post('/v2/order/add', { templateId: defaultType, customerId, title: '正常工单', serviceItemId: aircon, appointmentTime: APPOINTED, description: '客厅' })).statusCode).toBe(200);
  });
});

describe('item 4: business dates are China days', () => {
  it('numbers an order made at 01:00 China time with that China day, not the UTC day before', async () => {
    // 2026-03-11 01:00 in China is 2026-03-10 17:00 UTC.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-10T17:00:00Z') });
    const order = await create();
    expect(order.orderNo).toMatch(/^GD20260311\d{6}$/);
  });
});
