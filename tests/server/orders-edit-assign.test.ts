import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '@domain/orders/orders.types';
import { orders } from '@server/db/schema';
import { sampleOrderSetting } from '@tests/support/order-fixtures';
import { Client, useSignedIn, useTestApp } from '@tests/support/test-app';

const t = useTestApp();
const [dispatcher, engineer, sales, foreign] = useSignedIn(t, '13800000002', '13800000003', '13800000005', '13800000011');
let u: Record<string, number>;
let customerId: number;
let defaultType: number;
let aircon: number;

beforeAll(async () => {
  ({ users: u, customerId, defaultType, aircon } = await sampleOrderSetting(t.app, { name: '编辑派单测试客户', phone: '13900001001' }));
});

async function create(c: Client, title = '空调不制冷') {
  const res = await c.post('/v2/order/add', { templateId: defaultType, customerId, title, serviceItemId: aircon, appointmentTime: '2030-06-01 14:00', description: '客厅空调' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json.data as OrderDetail;
}
const editBody = (order: OrderDetail, change: Record<string, unknown> = {}) => ({
  id: order.id,
  version: order.version,
  title: order.title,
  priority: order.priority,
  serviceItemId: order.serviceItemId,
  tagIds: order.tagIds,
  copyUserIds: [],
  fields: {},
  ...change,
});
const stored = async (id: number) => (await t.app.db.system.select({ title: orders.title, version: orders.version }).from(orders).where(eq(orders.id, id)))[0];

describe('POST /v2/order/edit', () => {
  it('saves the changed content and writes an edit entry on the timeline', async () => {
    const order = await create(dispatcher);
    const res = await dispatcher.post('/v2/order/edit', editBody(order, { title: '空调漏水', priority: 3, contactName: '周女士', description: '卧室空调' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json.data).toMatchObject({ title: '空调漏水', priority: 3, contactName: '周女士', description: '卧室空调', version: order.version + 1 });
    expect(res.json.data.timeline.at(-1)).toMatchObject({ op: 'edit', operator: { name: '李派单' } });
  });

  it('keeps the controls the body leaves out (service item, description, appointment)', async () => {
    const order = await create(dispatcher);
    const res = await dispatcher.post('/v2/order/edit', { ...editBody(order, { title: '只改标题' }), serviceItemId: undefined });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json.data).toMatchObject({ title: '只改标题', serviceItemName: '空调维修', description: '客厅空调', appointmentTime: order.appointmentTime });
  });

  it('names the field of bad input and changes nothing', async () => {
    const order = await create(dispatcher);
    const blank = await dispatcher.post('/v2/order/edit', editBody(order, { title: '  ' }));
    expect(blank.statusCode).toBe(400);
    expect(blank.json.message).toContain('请输入工单标题');
    const badPriority = await dispatcher.post('/v2/order/edit', editBody(order, { priority: 9 }));
    expect(badPriority.statusCode).toBe(400);
    expect(badPriority.json.message).toContain('priority');
    const noVersion = await dispatcher.post('/v2/order/edit', { ...editBody(order), version: undefined });
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json.message).toContain('version');
    expect(await stored(order.id)).toEqual({ title: order.title, version: order.version });
  });

  it('refuses a stale version with 409 and keeps the first save', async () => {
    const order = await create(dispatcher);
    const [a, b] = await Promise.all([
      dispatcher.post('/v2/order/edit', editBody(order, { title: '甲改的' })),
      dispatcher.post('/v2/order/edit', editBody(order, { title: '乙改的' })),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json.message).toBe('工单已被他人修改，请刷新后重试');
    expect((await stored(order.id)).title).toBe(a.statusCode === 200 ? '甲改的' : '乙改的');
  });

  it('refuses a cancelled order (409) and a creator once someone holds the order (403)', async () => {
    const cancelled = await create(dispatcher);
    await dispatcher.post('/order/cancel', { id: cancelled.id, reason: '客户不需要了' });
    const afterCancel = await dispatcher.post('/v2/order/edit', editBody({ ...cancelled, version: (await stored(cancelled.id)).version }, { title: '改不了' }));
    expect(afterCancel.statusCode).toBe(409);
    expect(afterCancel.json.message).toContain('已取消');

    const mine = await create(sales, '销售建的单');
    const early = await sales.post('/v2/order/edit', editBody(mine, { title: '销售改了标题' }));
    expect(early.statusCode, early.body).toBe(200);
    await dispatcher.post('/worker/batchDesignate', { ids: [mine.id], ownerId: u['张师傅'] });
    const late = await sales.post('/v2/order/edit', editBody({ ...mine, version: (await stored(mine.id)).version }, { title: '再改' }));
    expect(late.statusCode).toBe(403);
    expect((await stored(mine.id)).title).toBe('销售改了标题');
  });

  it('refuses service staff who neither created nor serve the order (404: not theirs to see)', async () => {
    const order = await create(dispatcher);
    const res = await engineer.post('/v2/order/edit', editBody(order, { title: '师傅改的' }));
    expect(res.statusCode).toBe(404);
    expect((await stored(order.id)).title).toBe(order.title);
  });

  it('answers 404 for another enterprise’s order and changes nothing', async () => {
    const order = await create(dispatcher);
    const res = await foreign.post('/v2/order/edit', editBody(order, { title: '越权' }));
    expect(res.statusCode).toBe(404);
    expect((await stored(order.id)).title).toBe(order.title);
  });
});

describe('POST /worker/batchDesignate with several orders', () => {
  it('assigns the orders that may be assigned and reports each refusal with its order number and reason', async () => {
    const a = await create(dispatcher, '批量一');
    const b = await create(dispatcher, '批量二');
    const cancelled = await create(dispatcher, '已取消的');
    await dispatcher.post('/order/cancel', { id: cancelled.id, reason: '重复' });
    const res = await dispatcher.post('/worker/batchDesignate', { ids: [a.id, cancelled.id, b.id], ownerId: u['张师傅'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json.data.done).toEqual([a.id, b.id]);
    expect(res.json.data.refused).toEqual([{ id: cancelled.id, orderNo: cancelled.orderNo, message: '工单当前状态为“已取消”，不能指派' }]);
    for (const id of [a.id, b.id]) expect((await dispatcher.get(`/order/orderDetail?id=${id}`)).json.data).toMatchObject({ state: 2, owner: { id: u['张师傅'] } });
  });

  it('answers the refusal when every order is refused, and 403 to a role that may not assign', async () => {
    const cancelled = await create(dispatcher, '全被拒');
    await dispatcher.post('/order/cancel', { id: cancelled.id, reason: '重复' });
    const all = await dispatcher.post('/worker/batchDesignate', { ids: [cancelled.id], ownerId: u['张师傅'] });
    expect(all.statusCode).toBe(409);
    const open = await create(dispatcher, '师傅不能派');
    const staff = await engineer.post('/worker/batchDesignate', { ids: [open.id], ownerId: u['张师傅'] });
    expect(staff.statusCode).toBe(404); // the order is not theirs to see
    expect((await stored(open.id)).version).toBe(open.version);
  });

  it('names the field of bad input', async () => {
    const empty = await dispatcher.post('/worker/batchDesignate', { ids: [], ownerId: u['张师傅'] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json.message).toContain('请选择工单');
    const noOwner = await dispatcher.post('/worker/batchDesignate', { ids: [1] });
    expect(noOwner.statusCode).toBe(400);
    expect(noOwner.json.message).toContain('ownerId');
  });

  it('never assigns another enterprise’s order among the chosen ones', async () => {
    const own = await create(dispatcher, '本企业的');
    const theirs = await create(dispatcher, '别人的');
    const res = await foreign.post('/worker/batchDesignate', { ids: [theirs.id], ownerId: u['张师傅'] });
    expect([400, 403, 404]).toContain(res.statusCode);
    const mixed = await dispatcher.post('/worker/batchDesignate', { ids: [own.id, 99_999_999], ownerId: u['张师傅'] });
    expect(mixed.json.data).toEqual({ done: [own.id], refused: [{ id: 99_999_999, orderNo: null, message: '工单不存在' }] });
    expect((await stored(theirs.id)).version).toBe(theirs.version);
  });
});
