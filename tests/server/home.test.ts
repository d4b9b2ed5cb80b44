import { beforeAll, describe, expect, it } from 'vitest';
import type { StatusStatistics, TodoCounts, TodoItem } from '@domain/home/home.types';
import type { OrderDetail } from '@domain/orders/orders.types';
import { sampleOrderSetting } from '@tests/support/order-fixtures';
import { Client, useSignedIn, useTestApp } from '@tests/support/test-app';

const t = useTestApp();
const [admin, dispatcher, engineer, warehouse, outsider] = useSignedIn(t, '13800000001', '13800000002', '13800000003', '13800000009', '13800000011');
let u: Record<string, number>;
let customerId: number;
let orderType: number;
let serviceItem: number;

beforeAll(async () => {
  ({ users: u, customerId, defaultType: orderType, aircon: serviceItem } = await sampleOrderSetting(t.app, { name: '首页测试客户', phone: '13900000301' }));
});

const todos = async (c: Client) => (await c.get('/v2/menu/mobile/waitToDoList')).json.data as TodoItem[];
const counts = async (c: Client) => (await c.get('/v2/menu/mobile/getCount')).json.data as TodoCounts;
const statistics = async (c: Client) => (await c.get('/v2/report/statusStatistics')).json.data as StatusStatistics;
const line = (items: TodoItem[], key: string) => items.find((i) => i.key === key);
const badge = async (c: Client, url: string) => (await c.get(url)).json.data;

async function newOrder(): Promise<OrderDetail> {
  const res = await dispatcher.post('/v2/order/add', { templateId: orderType, customerId, title: '首页待办', serviceItemId: serviceItem, appointmentTime: '2030-06-01 14:00', description: '首页' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json.data;
}

describe('GET /v2/menu/mobile/waitToDoList and getCount', () => {
  it("lists the dispatcher's waiting work by menu entry, each count equal to the badge of the list it opens", async () => {
    const items = await todos(dispatcher);
    expect(items.map((i) => i.key)).toEqual(expect.arrayContaining(['order_acceptance', 'order_assign', 'order_due', 'event_undelivered', 'event_mine']));
    expect(line(items, 'order_assign')).toMatchObject({ name: '待派单工单', route: '/assignOrder' });
    expect(line(items, 'order_assign')!.count).toBe((await badge(dispatcher, '/order/unDeliverOrderListCount')).count);
    expect(line(items, 'event_undelivered')!.count).toBe(await badge(dispatcher, '/v2/event/getUnDeliverEventListCount'));
  });

  it('follows the orders: a new order waits for dispatch, then for the engineer once assigned', async () => {
    const before = { dispatcher: await counts(dispatcher), engineer: line(await todos(engineer), 'order_mine')!.count };
    const order = await newOrder();
    const after = await counts(dispatcher);
    expect(after.counts.order_assign).toBe(before.dispatcher.counts.order_assign + 1);
    expect(after.total).toBe(before.dispatcher.total + 1);

    await dispatcher.post('/worker/batchDesignate', { ids: [order.id], ownerId: u['张师傅'] });
    expect((await counts(dispatcher)).counts.order_assign).toBe(before.dispatcher.counts.order_assign);
    expect(line(await todos(engineer), 'order_mine')!.count).toBe(before.engineer + 1);
  });

  it('follows the events: an event waits for dispatch until it has an owner, then is the owner\'s to do', async () => {
    const before = { undelivered: (await counts(dispatcher)).counts.event_undelivered, mine: (await counts(engineer)).counts.event_mine };
    const created = await dispatcher.post('/v2/event/add', { title: '首页事件', source: 1, custom_name: '首页测试客户', custom_phone: '13900000301' });
    expect(created.statusCode, created.body).toBe(200);
    expect((await counts(dispatcher)).counts.event_undelivered).toBe(before.undelivered + 1);
    await dispatcher.post('/v2/event/dispatch', { id: created.json.data.id, ownerId: u['张师傅'] });
    expect((await counts(dispatcher)).counts.event_undelivered).toBe(before.undelivered);
    expect((await counts(engineer)).counts.event_mine).toBe(before.mine + 1);
  });

  it("shows only the lines of the user's menu: the engineer has no dispatch line, the warehouse keeper no order line", async () => {
    const keys = (await todos(engineer)).map((i) => i.key);
    expect(keys).toContain('order_mine');
    expect(keys).not.toContain('order_assign');
    expect((await todos(warehouse)).filter((i) => i.key.startsWith('order_'))).toEqual([]);
  });

  it('drops a line on the next request when the administrator takes the menu entry away from the role', async () => {
    const keys = ((await admin.get('/role/menu/list?role=2&pageSize=100')).json.data as { key: string }[]).map((i) => i.key);
    expect(keys).toContain('order_mine');
    await admin.post('/role/menu/save', { role: 2, keys: keys.filter((k) => k !== 'order_mine') });
    expect(line(await todos(engineer), 'order_mine')).toBeUndefined();
    await admin.post('/role/menu/save', { role: 2, keys });
    expect(line(await todos(engineer), 'order_mine')).toBeDefined();
  });
});

describe('GET /v2/report/statusStatistics', () => {
  it('counts orders and events per state as the user sees them, agreeing with the state tabs', async () => {
    await newOrder();
    const stats = await statistics(dispatcher);
    const tabs = (await dispatcher.get('/order/getOrderTab')).json.data as Record<string, number>;
    expect(stats.orders!.map((s) => s.name)).toContain('待指派');
    for (const s of stats.orders!) expect(s.count, s.name).toBe(tabs[String(s.state)]);
    expect(stats.events!.reduce((n, s) => n + s.count, 0)).toBe(await badge(dispatcher, '/v2/event/getAllEventListCount'));
  });

  it("gives the engineer only their own orders' states", async () => {
    const mine = (await statistics(engineer)).orders!.reduce((n, s) => n + s.count, 0);
    expect(mine).toBe((await badge(engineer, '/v2/order/getOrderListCount')).count);
    expect(mine).toBeLessThan((await statistics(dispatcher)).orders!.reduce((n, s) => n + s.count, 0));
  });

  it('needs a session and keeps enterprises apart', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/report/statusStatistics' })).statusCode).toBe(401);
    const other = await statistics(outsider);
    const total = (list: StatusStatistics['orders']) => (list ?? []).reduce((n, s) => n + s.count, 0);
    expect(total(other.orders)).toBe((await badge(outsider, '/v2/order/getOrderListCount')).count);
    expect(total(other.orders)).toBeLessThan(total((await statistics(admin)).orders));
  });
});
