import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '@domain/orders/orders.types';
import { sampleOrderSetting } from '@tests/support/order-fixtures';
import { Client, useSignedIn, useTestApp } from '@tests/support/test-app';

/** 签到 (POST /order/checkIn, ours): the person serving records where they reached the site; the order's log keeps it with its time. */
const t = useTestApp();
const [dispatcher, engineer] = useSignedIn(t, '13800000002', '13800000003');
let u: Record<string, number>;
let customerId: number;
let defaultType: number;
let aircon: number;

beforeAll(async () => {
  ({ users: u, customerId, defaultType, aircon } = await sampleOrderSetting(t.app, { name: '签到测试客户', phone: '13900000041' }));
});

const detail = async (id: number) => (await dispatcher.get(`/order/orderDetail?id=${id}`)).json.data as OrderDetail;

async function assignedOrder() {
  const created = await dispatcher.post('/v2/order/add', { templateId: defaultType, customerId, title: '上门签到', serviceItemId: aircon, appointmentTime: '2030-06-01 14:00', description: '签到' });
  expect(created.statusCode, created.body).toBe(200);
  const { id } = created.json.data as OrderDetail;
  await dispatcher.post('/worker/batchDesignate', { ids: [id], ownerId: u['张师傅'] });
  return id;
}

const AT_SITE = { lng: 121.473701, lat: 31.230416, address: '上海市黄浦区人民大道200号' };

describe('POST /order/checkIn', () => {
  it('records the place and time in the order’s log, offered only while the order is being served', async () => {
    const id = await assignedOrder();
    // Not received yet: no 签到 offered, and refused.
    expect((await engineer.get(`/order/orderDetail?id=${id}`)).json.data.operations).not.toContain('checkIn');
    expect((await engineer.post('/order/checkIn', { id, ...AT_SITE })).statusCode).toBe(409);
    await engineer.post('/order/accept', { id });
    const before = (await engineer.get(`/order/orderDetail?id=${id}`)).json.data as OrderDetail;
    expect(before.operations).toContain('checkIn');

    const res = await engineer.post('/order/checkIn', { id, version: before.version, ...AT_SITE });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json.message).toBe('签到成功');
    const entry = (await detail(id)).timeline.at(-1)!;
    expect(entry).toMatchObject({ op: 'checkIn', operator: { name: '张师傅' }, remark: '签到位置：上海市黄浦区人民大道200号 (121.473701, 31.230416)' });
    expect(Date.now() - new Date(entry.time).getTime()).toBeLessThan(3_600_000);
    // The state is unchanged; a stale version is refused.
    expect((await detail(id)).state).toBe(before.state);
    expect((await engineer.post('/order/checkIn', { id, version: before.version, ...AT_SITE })).statusCode).toBe(409);
  });

  it('refuses a place that is not one, naming the field, and another person', async () => {
    const id = await assignedOrder();
    await engineer.post('/order/accept', { id });
    const count = (await detail(id)).timeline.length;
    for (const [body, message] of [
      [{ lng: 121.47, lat: 91 }, 'lat: 纬度须在-90到90之间'],
      [{ lng: '121.47', lat: 31.23 }, 'lng: 经度须为数字'],
      [{ lat: 31.23 }, 'lng: 经度须为数字'],
      [{ lng: 121.47, lat: 31.23, address: 'x'.repeat(201) }, 'address: 地址最多200个字'],
    ] as const) {
      const res = await engineer.post('/order/checkIn', { id, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json.message).toBe(message);
    }
    // 林师傅 does not serve this order: to him it does not exist.
    const other = await Client.signIn(t.app, '13800000012');
    expect((await other.post('/order/checkIn', { id, ...AT_SITE })).statusCode).toBe(404);
    expect((await detail(id)).timeline).toHaveLength(count);
  });
});
