import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '@domain/orders/orders.types';
import { sampleOrderSetting } from '@tests/support/order-fixtures';
import { useSignedIn, useTestApp } from '@tests/support/test-app';

const STALE = '工单已被他人修改，请刷新后重试';

const t = useTestApp();
const [dispatcher, admin] = useSignedIn(t, '13800000002', '13800000001');
let u: Record<string, number>;
let customerId: number;
let defaultType: number;
let aircon: number;

beforeAll(async () => {
  ({ users: u, customerId, defaultType, aircon } = await sampleOrderSetting(t.app, { name: '批量版本测试客户', phone: '13900001501' }));
});

async function create(title: string) {
  const res = await dispatcher.post('/v2/order/add', { templateId: defaultType, customerId, title, serviceItemId: aircon, appointmentTime: '2030-06-01 14:00', description: '客厅空调' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json.data as OrderDetail;
}
const detail = async (id: number) => (await dispatcher.get(`/order/orderDetail?id=${id}`)).json.data as OrderDetail;

describe('POST /worker/batchDesignate with the versions the dispatcher saw', () => {
  it('lets only the first of two dispatchers assigning the same order at once win; the other gets 409', async () => {
    const order = await create('两人同时派单');
    const [first, second] = await Promise.all([
      dispatcher.post('/worker/batchDesignate', { ids: [order.id], versions: [order.version], ownerId: u['张师傅'] }),
      admin.post('/worker/batchDesignate', { ids: [order.id], versions: [order.version], ownerId: u['王管理'] }),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = first.statusCode === 409 ? first : second;
    expect(loser.json.message).toBe(STALE);
    const winner = first.statusCode === 200 ? u['张师傅'] : u['王管理'];
    expect((await detail(order.id)).owner?.id).toBe(winner);
  });

  it('refuses each changed order by number and assigns the unchanged ones', async () => {
    const a = await create('没变的');
    const b = await create('别人先动了');
    await admin.post('/worker/batchDesignate', { ids: [b.id], versions: [b.version], ownerId: u['王管理'] });
    const res = await dispatcher.post('/worker/batchDesignate', { ids: [a.id, b.id], versions: [a.version, b.version], ownerId: u['张师傅'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json.data).toEqual({ done: [a.id], refused: [{ id: b.id, orderNo: b.orderNo, message: STALE }] });
    expect((await detail(b.id)).owner?.id).toBe(u['王管理']);
  });

  it('names versions when they do not pair with the ids', async () => {
    const a = await create('版本数不对');
    const res = await dispatcher.post('/worker/batchDesignate', { ids: [a.id], versions: [a.version, 1], ownerId: u['张师傅'] });
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toContain('versions');
    expect((await detail(a.id)).version).toBe(a.version);
  });
});

describe('the other batch operations on orders', () => {
  it('refuse a changed order with 409: pool, delete and restore', async () => {
    const order = await create('批量操作');
    const stale = order.version;
    await dispatcher.post('/v2/order/putGrab', { ids: [order.id], versions: [stale] });
    const retrieve = await dispatcher.post('/v2/order/revokeGrab', { ids: [order.id], versions: [stale] });
    expect([retrieve.statusCode, retrieve.json.message]).toEqual([409, STALE]);

    const now = (await detail(order.id)).version;
    const removed = await dispatcher.delete(`/order/delAllOrder?ids=${order.id}&versions=${stale}`);
    expect([removed.statusCode, removed.json.message]).toEqual([409, STALE]);
    expect((await dispatcher.delete(`/order/delAllOrder?ids=${order.id}&versions=${now}`)).statusCode).toBe(200);
    const restore = await dispatcher.put('/order/rubbish/restore', { ids: [order.id], versions: [now] });
    expect([restore.statusCode, restore.json.message]).toEqual([409, STALE]);
  });
});
