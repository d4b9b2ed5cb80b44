import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AssignMapView } from '@domain/orders/assign-map';
import type { OrderDetail } from '@domain/orders/orders.types';
import { orders } from '@server/db/schema';
import { addCustomer, enterpriseId, orderTypeId, serviceItemId, userIds } from '@tests/support/order-fixtures';
import { Client, useSignedIn, useTestApp } from '@tests/support/test-app';

const t = useTestApp();
const [dispatcher, engineer, freeAdmin] = useSignedIn(t, '13800000002', '13800000003', '13800000011');
let u: Record<string, number>;
let placed: number;
let unplaced: number;
let served: number;

const SHENZHEN = { lng: 114.0579, lat: 22.5431 };
const GUANGZHOU = { lng: 113.2644, lat: 23.1291 };

beforeAll(async () => {
  const ep = await enterpriseId(t.app, '示例科技有限公司');
  u = await userIds(t.app, ep);
  const customerId = await addCustomer(t.app, ep, { name: '地图测试客户', phone: '13933330000' });
  const type = await orderTypeId(t.app, ep, '默认工单');
  const item = await serviceItemId(t.app, ep, '空调维修');
  const make = async (title: string) => {
    const res = await dispatcher.post('/v2/order/add', { templateId: type, customerId, title, serviceItemId: item, appointmentTime: '2030-06-01 14:00', description: '上门维修' });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json.data as OrderDetail).id;
  };
  const at = (id: number, p: { lng: number; lat: number } | null) => t.app.db.system.update(orders).set({ lng: p?.lng ?? null, lat: p?.lat ?? null }).where(eq(orders.id, id));
  placed = await make('地图工单-有位置');
  unplaced = await make('地图工单-无位置');
  served = await make('地图工单-张师傅服务过');
  await at(placed, SHENZHEN);
  await at(unplaced, null);
  // 张师傅 started serving an order in Guangzhou later than anything the demo data holds: his last known place.
  await at(served, GUANGZHOU);
  await t.app.db.system.update(orders).set({ state: 4, ownerId: u['张师傅'], serviceStartAt: new Date(Date.now() + 60_000) }).where(eq(orders.id, served));
});

const mapOf = async (client: Client) => {
  const res = await client.get('/order/assignMap');
  expect(res.statusCode, res.body).toBe(200);
  return res.json.data as AssignMapView;
};

describe('GET /order/assignMap', () => {
  it('lists the waiting orders with their positions (null without one) and the service staff with their last service site', async () => {
    const map = await mapOf(dispatcher);
    expect(map.orders.find((o) => o.id === placed)?.position).toEqual(SHENZHEN);
    expect(map.orders.find((o) => o.id === unplaced)?.position).toBeNull();
    expect(map.orders.some((o) => o.id === served)).toBe(false);
    expect(map.total).toBe(map.orders.length);
    const zhang = map.staff.find((s) => s.id === u['张师傅']);
    expect(zhang).toMatchObject({ position: GUANGZHOU, positionOrderNo: expect.any(String), openOrders: expect.any(Number) });
    expect(zhang!.openOrders).toBeGreaterThanOrEqual(1);
    // Only service staff are candidates (the assign dialog's list).
    expect(map.staff.some((s) => s.id === u['李派单'])).toBe(false);
  });

  it('is the desk’s: service staff are refused, another enterprise sees none of these orders', async () => {
    expect((await engineer.get('/order/assignMap')).statusCode).toBe(403);
    const other = await mapOf(freeAdmin);
    expect(other.orders.some((o) => [placed, unplaced].includes(o.id))).toBe(false);
    expect(other.staff.some((s) => s.id === u['张师傅'])).toBe(false);
  });

  it('an order assigned through the batch call leaves the map', async () => {
    const res = await dispatcher.post('/worker/batchDesignate', { ids: [placed], ownerId: u['张师傅'], collaboratorIds: [], remark: '' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await mapOf(dispatcher)).orders.some((o) => o.id === placed)).toBe(false);
  });

  it('places an engineer at their latest 签到 when it is later than their last service start (issue 32, item 18)', async () => {
    await t.app.db.system.update(orders).set({ serviceStartAt: new Date(Date.now() - 60_000) }).where(eq(orders.id, served));
    const HANGZHOU = { lng: 120.1551, lat: 30.2741 };
    const res = await engineer.post('/order/checkIn', { id: served, ...HANGZHOU, address: '杭州西湖区' });
    expect(res.statusCode, res.body).toBe(200);
    const zhang = (await mapOf(dispatcher)).staff.find((s) => s.id === u['张师傅']);
    expect(zhang).toMatchObject({ position: HANGZHOU, positionCheckedIn: true, positionOrderNo: (res.json.data as OrderDetail).orderNo });
  });
});
