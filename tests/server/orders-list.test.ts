import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail, OrderList } from '@domain/orders/orders.types';
import { orderCollections, orders } from '@server/db/schema';
import { foldStateCounters } from '@server/modules/orders/orders.queries';
import { addCustomer, enterpriseId, orderTypeId, serviceItemId, userIds } from '@tests/support/order-fixtures';
import { Client, useSignedIn, useTestApp } from '@tests/support/test-app';

const t = useTestApp();
const [admin, dispatcher, engineer, sales, freeAdmin] = useSignedIn(t, '13800000001', '13800000002', '13800000003', '13800000005', '13800000011');
let ep: number;
let u: Record<string, number>;
let customerId: number;
let otherCustomer: number;
/** Three orders of one customer: [a, b, c]; each filter case marks `a` (or names its own expectation). */
let a: number, b: number, c: number;

beforeAll(async () => {
  ep = await enterpriseId(t.app, '示例科技有限公司');
  u = await userIds(t.app, ep);
  customerId = await addCustomer(t.app, ep, { name: '鹭岛物业管理处', phone: '13911110000', contact: '吴经理', contactPhone: '13911110001', detail: '滨江大道88号' });
  otherCustomer = await addCustomer(t.app, ep, { name: '江北电器行', phone: '13922220000' });
  const type = await orderTypeId(t.app, ep, '默认工单');
  const item = await serviceItemId(t.app, ep, '空调维修');
  const make = async (c: Client, title: string, cust = customerId) => {
    const res = await c.post('/v2/order/add', { templateId: type, customerId: cust, title, serviceItemId: item, appointmentTime: '2030-06-01 14:00', description: '描述' });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json.data as OrderDetail).id;
  };
  a = await make(dispatcher, '冷库温度异常');
  b = await make(dispatcher, '电梯异响');
  c = await make(sales, '门禁失灵');
  await make(dispatcher, '水管漏水', otherCustomer);
});

const ids = async (query: string, client: Client = dispatcher) => {
  const res = await client.get(`/v2/order/getAllOrderList?pageSize=100&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json.data as OrderList).list.map((o) => o.id).sort((x, y) => x - y);
};
const mine = (query: string) => ids(`customerId=${customerId}&${query}`);
const set = (values: Partial<typeof orders.$inferInsert>, id = a) => t.app.db.system.update(orders).set(values).where(eq(orders.id, id));

describe('GET /v2/order/getAllOrderList filter fields', () => {
  const day = (d: string) => new Date(`${d}T10:00:00+08:00`);
  const cases: [string, string, () => Promise<unknown>][] = [
    ['title', 'title=冷库', async () => {}],
    ['keyword (title)', 'keyword=冷库温度', async () => {}],
    ['orderNo', 'orderNo=__A__', async () => {}],
    ['states', 'states=3,4', () => set({ state: 3 })],
    ['isCreateReceipt', 'isCreateReceipt=1', () => set({ receiptDone: true })],
    ['isServiceSettlement', 'isServiceSettlement=1', () => set({ paymentDone: true })],
    ['evaluateState', 'evaluateState=1', () => set({ evaluated: true })],
    ['orderExceed', 'orderExceed=1', () => set({ dueAt: new Date(Date.now() - 60_000) })],
    ['order_label', 'order_label=7,8', () => set({ tagIds: [8] })],
    ['customName', 'customName=鹭岛物业', async () => {}],
    ['customLinkPerson', 'customLinkPerson=王经理', () => set({ customLinkPerson: '王经理' })],
    ['customPhone', 'customPhone=1390000', () => set({ customPhone: '13900001234' })],
    ['gpsAddr', 'gpsAddr=西湖路', () => set({ customAddress: '杭州市西湖路1号' })],
    ['orderType', 'orderType=__TYPE__', () => set({ templateId: 999_001 })],
    ['priority', 'priority=3', () => set({ priority: 3 })],
    ['takeV (created)', 'takeVStart=2021-03-01 00:00&takeVEnd=2021-03-02 00:00', () => set({ createdAt: day('2021-03-02') })],
    ['visitV (appointment)', 'visitVStart=2021-03-01&visitVEnd=2021-03-01', () => set({ appointmentTime: day('2021-03-01') })],
    ['finishV', 'finishVStart=2021-03-01&finishVEnd=2021-03-03', () => set({ serviceDoneAt: day('2021-03-02') })],
    ['dispatchTimeV', 'dispatchTimeVStart=2021-03-01&dispatchTimeVEnd=2021-03-03', () => set({ assignedAt: day('2021-03-02') })],
    ['createExamineV', 'createExamineVStart=2021-03-01&createExamineVEnd=2021-03-03', () => set({ createExamineAt: day('2021-03-02') })],
    ['completeExamineV', 'completeExamineVStart=2021-03-01&completeExamineVEnd=2021-03-03', () => set({ completeExamineAt: day('2021-03-02') })],
    ['receiptExamineV', 'receiptExamineVStart=2021-03-01&receiptExamineVEnd=2021-03-03', () => set({ receiptExamineAt: day('2021-03-02') })],
    ['collectionExamineV', 'collectionExamineVStart=2021-03-01&collectionExamineVEnd=2021-03-03', () => set({ collectionExamineAt: day('2021-03-02') })],
    ['servicePersonalIds', 'servicePersonalIds=__ZHANG__', () => set({ ownerId: u['张师傅'], state: 2 })],
    ['coordinationUserIds', 'coordinationUserIds=__MULTI__', () => set({ collaboratorIds: [u['多企业用户']] })],
    ['create_examine_operator_ids', 'create_examine_operator_ids=__WANG__', () => set({ createExamineUserId: u['王管理'] })],
    ['complete_examine_operator_ids', 'complete_examine_operator_ids=__WANG__', () => set({ completeExamineUserId: u['王管理'] })],
    ['dispatchUserIds', 'dispatchUserIds=__WANG__', () => set({ dispatchUserId: u['王管理'] })],
    ['take_order_user_ids', 'take_order_user_ids=__ZHANG__', () => set({ takeOrderUserId: u['张师傅'] })],
    ['take_user_ids (creator)', 'take_user_ids=__QIAN__', async () => {}],
    ['service_id', 'service_id=999002', () => set({ serviceItemId: 999_002 })],
    ['service_category', 'service_category=999003', () => set({ serviceCategoryId: 999_003 })],
    ['placeState', 'placeState=1', () => set({ archived: true })],
    ['examineType', 'examineType=3', () => set({ examineType: 3 })],
    ['examineResult', 'examineResult=2', () => set({ examineResult: 2 })],
    ['serviceGroupId', 'serviceGroupId=999004', () => set({ serviceGroupId: 999_004 })],
    ['fk_t_production_ids', 'fk_t_production_ids=999005', () => set({ productId: 999_005 })],
    ['fk_t_production_category_ids', 'fk_t_production_category_ids=999006', () => set({ productCategoryId: 999_006 })],
    ['duplicateUserIds', 'duplicateUserIds=__FENG__', () => set({ copyUserIds: [u['冯总监']] })],
    ['is_grab', 'is_grab=1', () => set({ inPool: true })],
    [
      'receive_payment_ids',
      'receive_payment_ids=999007',
      () => t.app.db.system.insert(orderCollections).values({ enterpriseId: ep, orderId: a, mode: 1, amount: '0', receivePaymentId: 999_007 }),
    ],
  ];

  it.each(cases)('%s narrows the list to the matching order', async (_name, query, mark) => {
    const [snapshot] = await t.app.db.system.select().from(orders).where(eq(orders.id, a));
    try {
      await mark();
      const [order] = await t.app.db.system.select({ orderNo: orders.orderNo }).from(orders).where(eq(orders.id, a));
      const q = query
        .replace('__A__', order.orderNo)
        .replace('__TYPE__', '999001')
        .replace('__ZHANG__', String(u['张师傅']))
        .replace('__MULTI__', String(u['多企业用户']))
        .replace('__WANG__', String(u['王管理']))
        .replace('__QIAN__', String(u['钱销售']))
        .replace('__FENG__', String(u['冯总监']));
      const expected = _name.startsWith('take_user_ids') ? [c] : _name === 'customName' ? [a, b, c] : [a];
      expect(await mine(q)).toEqual(expected);
      const count = await dispatcher.get(`/v2/order/getOrderListCount?customerId=${customerId}&${q}`);
      expect(count.json.data.count).toBe(expected.length);
    } finally {
      const { id: _id, ...restore } = snapshot;
      await t.app.db.system.update(orders).set(restore).where(eq(orders.id, a));
      await t.app.db.system.delete(orderCollections).where(eq(orderCollections.orderId, a));
    }
  });

  it('searches the customer name by keyword, case-insensitively and with LIKE characters taken literally', async () => {
    expect(await ids('customName=鹭岛')).toEqual([a, b, c]);
    expect(await ids('keyword=江北电器')).toHaveLength(1);
    expect(await ids('customName=%')).toEqual([]);
  });

  it('sorts newest or oldest first and pages', async () => {
    const newest = (await dispatcher.get(`/v2/order/getAllOrderList?customerId=${customerId}&pageSize=10`)).json.data as OrderList;
    expect(newest.list.map((o) => o.id)).toEqual([c, b, a]);
    expect(newest.total).toBe(3);
    const oldest = (await dispatcher.get(`/v2/order/getAllOrderList?customerId=${customerId}&sort=2&pageSize=10&pageIndex=0`)).json.data as OrderList;
    expect(oldest.list.map((o) => o.id)).toEqual([a, b, c]);
    const page2 = (await dispatcher.get(`/v2/order/getAllOrderList?customerId=${customerId}&pageSize=10&pageIndex=1`)).json.data as OrderList;
    expect(page2).toEqual({ list: [], total: 3 });
  });

  it("carries each order's custom field values, which the lists offer as columns", async () => {
    const install = await orderTypeId(t.app, ep, '安装工单');
    const added = await dispatcher.post('/v2/order/add', { templateId: install, customerId: otherCustomer, title: '列值工单', fields: { model: 'KFR-72', floor: 12 } });
    expect(added.statusCode, added.body).toBe(200);
    const { list } = (await dispatcher.get(`/v2/order/getAllOrderList?customerId=${otherCustomer}&pageSize=10`)).json.data as OrderList;
    expect(list.find((o) => o.title === '列值工单')?.fields).toMatchObject({ model: 'KFR-72', floor: 12 });
    expect(list.find((o) => o.title === '水管漏水')?.fields).toEqual({});
  });

  it('refuses bad filter values with 400 naming the field', async () => {
    const bad = await dispatcher.get('/v2/order/getAllOrderList?states=9');
    expect(bad.statusCode).toBe(400);
    expect(bad.json.message).toBe('states.0: states 取值只能是 0, 1, 2, 3, 4, 5, 6, 7');
    expect((await dispatcher.get('/v2/order/getAllOrderList?takeVStart=notadate')).json.message).toBe('takeVStart: 时间格式不正确');
    expect((await dispatcher.get('/v2/order/getAllOrderList?pageSize=7')).json.message).toMatch(/^pageSize: /);
  });

  it('keeps the free plan on the default sort and small pages', async () => {
    const sorted = await freeAdmin.get('/v2/order/getAllOrderList?sort=2');
    expect(sorted.statusCode).toBe(403);
    expect(sorted.json.message).toBe('免费版不支持更改排序方式');
    expect((await freeAdmin.get('/v2/order/getAllOrderList?pageSize=500')).statusCode).toBe(400);
    expect((await dispatcher.get('/v2/order/getAllOrderList?pageSize=500')).statusCode).toBe(200);
  });
});

describe('state tabs, views and badges', () => {
  it('counts each state tab under the filters, ignoring the state filter', async () => {
    await set({ state: 3 }, b);
    try {
      const tabs = (await dispatcher.get(`/order/getOrderTab?customerId=${customerId}&states=3`)).json.data;
      expect(tabs).toEqual({ all: 3, 0: 0, 1: 2, 2: 0, 3: 1, 4: 0, 5: 0, 6: 0, 7: 0 });
    } finally {
      await set({ state: 1 }, b);
    }
  });

  it('keeps the unfiltered tabs (trigger-kept counters) equal to counting the orders, through writes, deletion and folding', async () => {
    const counted = async () => {
      const rows = await t.app.db.system.execute<{ state: number; n: string }>(
        sql`select state, count(*) as n from orders where enterprise_id = ${ep} and deleted_at is null group by state`,
      );
      const expected: Record<string, number> = { all: 0, 0: 0, 1: 0, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0, 7: 0 };
      for (const r of rows.rows) {
        expected[r.state] = Number(r.n);
        expected.all += Number(r.n);
      }
      return expected;
    };
    const tabs = async () => (await admin.get('/order/getOrderTab')).json.data;
    expect(await tabs()).toEqual(await counted());
    await set({ state: 4 }, b);
    await set({ deletedAt: new Date() }, c);
    try {
      const moved = await counted();
      expect(moved[4]).toBeGreaterThan(0);
      expect(await tabs()).toEqual(moved);
      await foldStateCounters(t.app.db.system);
      expect(await tabs()).toEqual(moved);
      // A narrowed view (service staff see their own orders) still counts the rows themselves.
      expect((await engineer.get('/order/getOrderTab')).json.data.all).toBeLessThan(moved.all);
    } finally {
      await set({ state: 1 }, b);
      await set({ deletedAt: null }, c);
    }
    expect(await tabs()).toEqual(await counted());
  });

  it('shows service staff only their own orders and creators theirs', async () => {
    await set({ ownerId: u['张师傅'], state: 2 }, b);
    try {
      expect(await ids(`customerId=${customerId}`, engineer)).toEqual([b]);
      expect(await ids(`customerId=${customerId}`, sales)).toEqual([c]);
      expect(await ids(`customerId=${customerId}&view=mine`, engineer)).toEqual([b]);
    } finally {
      await set({ ownerId: null, state: 1 }, b);
    }
  });

  it('answers the badge counts of the order menu', async () => {
    const count = async (path: string) => (await admin.get(path)).json.data.count as number;
    const badges = {
      acceptance: '/v2/order/getAllAcceptanceCount?dataType=1',
      examine: '/v2/order/examineOrderCount?type=-1',
      assign: '/order/unDeliverOrderListCount',
      abnormal: '/v2/order/getAbnormalOrderCount?type=0',
      visit: '/v2/order/getAllVisitCount?dataType=0',
      due: '/v2/order/getOrderListCount?orderDue=0',
      pool: '/v2/order/getOrderListCount?is_grab=1',
    };
    const read = async () => Object.fromEntries(await Promise.all(Object.entries(badges).map(async ([k, p]) => [k, await count(p)])));
    const before = await read();
    await set({ state: 0 });
    await set({ examineType: 2, state: 7 }, b);
    await set({ abnormalKind: 1, state: 3, ownerId: u['张师傅'], dueAt: new Date(Date.now() - 1000) }, c);
    try {
      const after = await read();
      // a, b and c were waiting for assignment; now a waits for acceptance, b for approval, c is abnormal and overdue.
      expect(after).toEqual({
        ...before,
        acceptance: before.acceptance + 1,
        examine: before.examine + 1,
        assign: before.assign - 3,
        abnormal: before.abnormal + 1,
        due: before.due + 1,
      });
    } finally {
      await set({ state: 1 });
      await set({ examineType: null, state: 1 }, b);
      await set({ abnormalKind: null, state: 1, ownerId: null, dueAt: null }, c);
    }
  });
});

describe('tenant isolation', () => {
  it('never shows or changes another enterprise’s order', async () => {
    const foreign = await Client.signIn(t.app, '13800000011');
    expect((await foreign.get(`/order/orderDetail?id=${a}`)).statusCode).toBe(404);
    expect((await foreign.get(`/v2/order/getAllOrderList?customerId=${customerId}`)).json.data).toEqual({ list: [], total: 0 });
    const cancel = await foreign.post('/order/cancel', { id: a, reason: '越权' });
    expect(cancel.statusCode).toBe(404);
    expect(cancel.json.message).toBe('工单不存在');
    const del = await foreign.delete(`/order/delAllOrder?ids=${a}`);
    expect(del.statusCode).toBe(404);
    const [row] = await t.app.db.system.select({ state: orders.state, deletedAt: orders.deletedAt }).from(orders).where(eq(orders.id, a));
    expect(row).toEqual({ state: 1, deletedAt: null });
    const foreignCustomer = await foreign.post('/v2/order/add', { templateId: 1, customerId, title: 'x' });
    expect(foreignCustomer.statusCode).toBe(404);
  });
});

describe('POST /order/export', () => {
  it('exports what the filters match to the download centre, and refuses an empty export', async () => {
    const empty = await dispatcher.post('/order/export', { customName: '没有这个客户' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json.message).toBe('导出数据不能为空');
    const started = await dispatcher.post('/order/export', { customerId, ids: [a, b] });
    expect(started.statusCode, started.body).toBe(200);
    const id = started.json.data.id as number;
    let item: { id: number; process_state: number } | undefined;
    for (let i = 0; i < 100 && item?.process_state !== 2; i++) {
      await new Promise((r) => setTimeout(r, 100));
      item = ((await dispatcher.get('/fileDownloadCenter/list')).json.data as { id: number; process_state: number }[]).find((x) => x.id === id);
    }
    expect(item?.process_state).toBe(2);
  });
});
