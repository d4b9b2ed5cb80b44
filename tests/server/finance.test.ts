import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { chinaDate } from '@domain/common/quick-ranges';
import type { OrderPaymentTemplates, PaymentTemplateRow, ReconcileRow } from '@domain/finance/finance.schemas';
import type { OrderDetail } from '@domain/orders/orders.types';
import { orders } from '@server/db/schema';
import { addCustomer, orderTypeId, sampleOrderSetting, setOrderTypeSettings } from '@tests/support/order-fixtures';
import { Client, useSignedIn, useTestApp } from '@tests/support/test-app';

const t = useTestApp();
const [admin, dispatcher, engineer, finance] = useSignedIn(t, '13800000001', '13800000002', '13800000003', '13800000008');
let ep: number;
let u: Record<string, number>;
let customerId: number;
let defaultType: number;
let aircon: number;
const IMG = { url: '/uploads/proof.png', name: 'proof.png', size: 10 };

beforeAll(async () => {
  ({ ep, users: u, customerId, defaultType, aircon } = await sampleOrderSetting(t.app, { name: '财务测试客户', phone: '13900000801' }));
});

const detail = async (c: Client, id: number) => (await c.get(`/order/orderDetail?id=${id}`)).json.data as OrderDetail;

/** An order walked to completed (state 5) with fees of 200.00, not yet collected. */
async function completedOrder(title = '财务对账工单', customer = customerId): Promise<OrderDetail> {
  const created = await dispatcher.post('/v2/order/add', { templateId: defaultType, customerId: customer, title, serviceItemId: aircon, appointmentTime: '2030-06-01 14:00', description: '财务测试' });
  expect(created.statusCode, created.body).toBe(200);
  const id = (created.json.data as OrderDetail).id;
  expect((await dispatcher.post('/worker/batchDesignate', { ids: [id], ownerId: u['张师傅'] })).json.data.done).toEqual([id]);
  expect((await engineer.post('/order/accept', { id })).statusCode).toBe(200);
  expect((await engineer.post('/order/startService', { id })).statusCode).toBe(200);
  const fees = await engineer.post('/order/fees', { id, serviceAmount: '150', spareAmount: '50', otherFee: '0', discountAmount: '0', items: [] });
  expect(fees.statusCode, fees.body).toBe(200);
  expect((await engineer.post('/order/serviceComplete', { id })).statusCode).toBe(200);
  const d = await detail(admin, id);
  expect(d.state).toBe(5);
  return d;
}

const addTemplate = (body: Record<string, unknown>, c: Client = finance) => c.post('/receive/add', body);
const twoItems = [
  { name: '定金', itemType: 3, amount: '100' },
  { name: '尾款', itemType: 2 },
];

describe('payment templates (/receive/...)', () => {
  it('adds a template that every user lists, and edits it with the version seen', async () => {
    const added = await addTemplate({ name: '测试分期', items: twoItems });
    expect(added.statusCode, added.body).toBe(200);
    const row = added.json.data as PaymentTemplateRow;
    expect(row).toMatchObject({
      name: '测试分期',
      fk_t_ep_receive_payment_id: row.id,
      version: 0,
      items: [
        { name: '定金', itemType: 3, amount: '100.00', moneyItemId: null },
        { name: '尾款', itemType: 2, amount: null, moneyItemId: null },
      ],
    });
    const listed = (await engineer.get('/receive/list')).json.data as PaymentTemplateRow[];
    expect(listed.map((r) => r.name)).toContain('测试分期');
    expect((await engineer.get('/receive/count?name=测试分')).json.data).toBe(1);

    const updated = await finance.put('/receive/update', { id: row.id, version: 0, name: '测试分期', items: [...twoItems, { name: '进度款', itemType: 5 }] });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json.data).toMatchObject({ version: 1, items: [{ name: '定金' }, { name: '尾款' }, { name: '进度款' }] });
    // A second editor who saw version 0 loses.
    const stale = await finance.put('/receive/update', { id: row.id, version: 0, name: '测试分期二', items: twoItems });
    expect(stale.statusCode).toBe(409);
    expect(stale.json.message).toBe('收款模板已被他人修改，请刷新后重试');
  });

  it('refuses bad input naming the field, duplicates, other roles and unknown ids, changing nothing', async () => {
    const before = (await finance.get('/receive/count')).json.data as number;
    for (const [body, field] of [
      [{ name: '', items: twoItems }, 'name'],
      [{ name: '坏模板', items: [] }, 'items'],
      [{ name: '坏模板', items: [{ name: '定金', itemType: 6 }] }, 'itemType'],
      [{ name: '坏模板', items: [{ name: '定金', itemType: 1, amount: '-5' }] }, 'amount'],
      [{ name: '坏模板', items: [{ name: '定金', itemType: 1, amount: '1.234' }] }, 'amount'],
      [{ name: '坏模板', items: [{ name: '定金', itemType: 1 }, { name: '定金', itemType: 2 }] }, 'items'],
    ] as const) {
      const res = await addTemplate(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json.message).toContain(field);
    }
    const twice = await addTemplate({ name: '测试分期', items: twoItems });
    expect(twice.statusCode).toBe(409);
    expect((await addTemplate({ name: '派单员模板', items: twoItems }, dispatcher)).statusCode).toBe(403);
    expect((await finance.put('/receive/update', { id: 99_999_999, version: 0, name: 'x', items: twoItems })).statusCode).toBe(404);
    expect((await finance.delete('/receive/del?ids=99999999')).statusCode).toBe(404);
    expect((await finance.delete('/receive/del?ids=')).statusCode).toBe(400);
    expect((await finance.get('/receive/count')).json.data).toBe(before);
  });

  it('is linked to an order type, which lists it through /receive/list/orderTmpl', async () => {
    const [tpl] = (await finance.get('/receive/list?name=测试分期')).json.data as PaymentTemplateRow[];
    await setOrderTypeSettings(t.app, defaultType, (s) => ({ ...s, receivePaymentTemplateIds: [tpl.id] }));
    const used = await engineer.get(`/receive/list/orderTmpl?orderTmplId=${defaultType}`);
    expect(used.statusCode).toBe(200);
    expect((used.json.data as PaymentTemplateRow[]).map((r) => [r.fk_t_ep_receive_payment_id, r.name])).toEqual([[tpl.id, '测试分期']]);
    expect((await engineer.get('/receive/list/orderTmpl?orderTmplId=abc')).statusCode).toBe(400);
    expect((await engineer.get('/receive/list/orderTmpl?orderTmplId=99999999')).statusCode).toBe(404);
  });

  it('deletes templates, which then leave the lists', async () => {
    const { id } = (await addTemplate({ name: '临时模板', items: twoItems })).json.data as PaymentTemplateRow;
    const res = await finance.delete(`/receive/del?ids=${id}`);
    expect(res.json).toMatchObject({ success: true, message: '删除成功' });
    expect(((await finance.get('/receive/list?name=临时')).json.data as PaymentTemplateRow[]).length).toBe(0);
  });

  it("does not show another enterprise's templates", async () => {
    const other = await Client.signIn(t.app, '13800000011');
    const rows = (await other.get('/receive/list')).json.data as PaymentTemplateRow[];
    expect(rows.map((r) => r.name)).not.toContain('测试分期');
  });
});

describe('item collections of an order', () => {
  it('records each template item collected with a mode and proof, and sums them per item', async () => {
    const order = await completedOrder('分项收款工单');
    const items = (await engineer.get(`/receive/collection/list?orderId=${order.id}`)).json.data as OrderPaymentTemplates;
    expect(items.templates).toHaveLength(1);
    const tpl = items.templates[0];
    expect(tpl.items.map((i) => [i.name, i.collected])).toEqual([
      ['定金', '0.00'],
      ['尾款', '0.00'],
      ['进度款', '0.00'],
    ]);
    const first = await finance.post('/receive/collection/save', { orderId: order.id, receivePaymentId: tpl.id, itemName: '定金', mode: 2, amount: '100', proof: [IMG] });
    expect(first.statusCode, first.body).toBe(200);
    await finance.post('/receive/collection/save', { orderId: order.id, receivePaymentId: tpl.id, itemName: '尾款', mode: 5, amount: '60.5' });
    await finance.post('/receive/collection/save', { orderId: order.id, receivePaymentId: tpl.id, itemName: '尾款', mode: 1, amount: '39.5' });
    const after = (await finance.get(`/receive/collection/list?orderId=${order.id}`)).json.data as OrderPaymentTemplates;
    expect(after.templates[0].items.map((i) => [i.name, i.collected])).toEqual([
      ['定金', '100.00'],
      ['尾款', '100.00'],
      ['进度款', '0.00'],
    ]);
    expect(after.templates[0].items[0].collections[0]).toMatchObject({ mode: 2, amount: '100.00', proof: [IMG], userId: u['吴财务'] });
  });

  it('refuses a wrong mode, template, item or amount, naming the field', async () => {
    const order = await completedOrder('分项收款错误');
    const [tpl] = ((await finance.get(`/receive/collection/list?orderId=${order.id}`)).json.data as OrderPaymentTemplates).templates;
    const base = { orderId: order.id, receivePaymentId: tpl.id, itemName: '定金', mode: 1, amount: '10' };
    for (const [change, field] of [
      [{ mode: 6 }, 'mode'],
      [{ amount: 'x' }, 'amount'],
      [{ amount: '0' }, 'amount'],
      [{ itemName: '不存在' }, 'itemName'],
      [{ receivePaymentId: 99_999_999 }, 'receivePaymentId'],
    ] as const) {
      const res = await finance.post('/receive/collection/save', { ...base, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json.message).toContain(field);
    }
    expect((await finance.post('/receive/collection/save', { ...base, orderId: 99_999_999 })).statusCode).toBe(404);
    expect((await engineer.post('/receive/collection/save', base)).statusCode).toBe(403);
    const untouched = (await finance.get(`/receive/collection/list?orderId=${order.id}`)).json.data as OrderPaymentTemplates;
    expect(untouched.templates[0].items.every((i) => i.collections.length === 0)).toBe(true);
  });
});

describe('engineers collecting on the phone (系统参数 允许服务人员收款)', () => {
  const allow = (value: 0 | 1) => admin.post('/systemsetting/batchsave', { items: [{ code: 'engineer_collect', value }] });

  it('lets the engineer serving the order collect with a proof photo once allowed; otherwise or elsewhere nothing is written', async () => {
    const order = await completedOrder('师傅收款');
    const [tpl] = ((await finance.get(`/receive/collection/list?orderId=${order.id}`)).json.data as OrderPaymentTemplates).templates;
    const base = { orderId: order.id, receivePaymentId: tpl.id, itemName: '尾款', mode: 1, amount: '80', proof: [IMG] };
    const refused = await engineer.post('/receive/collection/save', base);
    expect([refused.statusCode, refused.json.message]).toEqual([403, '本企业未允许服务人员收款，请联系财务']);
    expect((await allow(1)).statusCode).toBe(200);
    try {
      const noProof = await engineer.post('/receive/collection/save', { ...base, proof: [] });
      expect([noProof.statusCode, noProof.json.message]).toEqual([400, 'proof: 请上传收款凭证照片']);
      const unassigned = await dispatcher.post('/v2/order/add', { templateId: defaultType, customerId, title: '别人的单', serviceItemId: aircon, appointmentTime: '2030-06-01 14:00', description: '财务测试' });
      expect((await engineer.post('/receive/collection/save', { ...base, orderId: (unassigned.json.data as OrderDetail).id })).statusCode).toBe(404);
      expect((await dispatcher.post('/receive/collection/save', base)).statusCode).toBe(403);
      const untouched = (await finance.get(`/receive/collection/list?orderId=${order.id}`)).json.data as OrderPaymentTemplates;
      expect(untouched.templates[0].items.every((i) => i.collections.length === 0)).toBe(true);

      const ok = await engineer.post('/receive/collection/save', base);
      expect(ok.statusCode, ok.body).toBe(200);
      const after = (await finance.get(`/receive/collection/list?orderId=${order.id}`)).json.data as OrderPaymentTemplates;
      expect(after.templates[0].items.find((i) => i.name === '尾款')?.collections).toEqual([expect.objectContaining({ amount: '80.00', proof: [IMG], userId: u['张师傅'] })]);
    } finally {
      await allow(0);
    }
  });
});

describe('reconciliation (/v2/reconcile/...)', () => {
  it('lists completed orders with fees and collections, filtered by state, customer, staff and type', async () => {
    const customer = await addCustomer(t.app, ep, { name: '对账筛选客户', phone: '13900000802' });
    const order = await completedOrder('对账列表工单', customer);
    const res = await finance.get(`/v2/reconcile/list?customerId=${customer}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json.data as ReconcileRow[]).toEqual([
      expect.objectContaining({ orderId: order.id, feesTotal: '200.00', collected: '0.00', state: 0, operations: ['mark'], ownerId: u['张师傅'], orderTypeId: defaultType }),
    ]);
    expect((await finance.get(`/v2/reconcile/count?customerId=${customer}`)).json.data).toBe(1);
    expect((await finance.get(`/v2/reconcile/count?customerId=${customer}&state=1`)).json.data).toBe(0);
    expect((await finance.get(`/v2/reconcile/count?customerId=${customer}&userId=${u['李派单']}`)).json.data).toBe(0);
    expect((await finance.get(`/v2/reconcile/count?customerId=${customer}&userId=${u['张师傅']}`)).json.data).toBe(1);
    const install = await orderTypeId(t.app, ep, '安装工单');
    expect((await finance.get(`/v2/reconcile/count?customerId=${customer}&orderTypeId=${install}`)).json.data).toBe(0);
    const iso = chinaDate(new Date());
    expect((await finance.get(`/v2/reconcile/count?customerId=${customer}&finishStart=${iso}&finishEnd=${iso}`)).json.data).toBe(1);
    // A day filter is a China day whatever the server's zone: 00:30 on 1 December in China is 30 November in UTC.
    await t.app.db.system.update(orders).set({ completedAt: new Date('2026-11-30T16:30:00Z') }).where(eq(orders.id, order.id));
    expect((await finance.get(`/v2/reconcile/count?customerId=${customer}&finishStart=2026-12-01&finishEnd=2026-12-01`)).json.data).toBe(1);
    expect((await finance.get(`/v2/reconcile/count?customerId=${customer}&finishStart=2026-11-30&finishEnd=2026-11-30`)).json.data).toBe(0);
    expect((await finance.get(`/v2/reconcile/count?customerId=${customer}&finishEnd=2000-01-01`)).json.data).toBe(0);
    expect((await finance.get('/v2/reconcile/list?state=3')).statusCode).toBe(400);
    expect((await finance.get('/v2/reconcile/list?finishStart=2024/01/01')).json.message).toContain('finishStart');
    expect((await engineer.get('/v2/reconcile/list')).statusCode).toBe(403);
  });

  it('marks a batch reconciled with the difference noted, refusing orders not completed; fees are then frozen until reopened', async () => {
    const order = await completedOrder('冻结工单');
    const open = await dispatcher.post('/v2/order/add', { templateId: defaultType, customerId, title: '未完成工单', serviceItemId: aircon, description: '财务测试', appointmentTime: '2030-06-01 14:00' });
    expect(open.statusCode, open.body).toBe(200);
    const openId = (open.json.data as OrderDetail).id;

    const marked = await finance.post('/v2/reconcile/mark', { orderIds: [order.id, openId], differenceAmount: '-0.5', differenceNote: '客户少付5毛' });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json.data).toEqual({ done: [order.id], refused: [{ orderId: openId, message: '只有已完成的工单可以对账' }] });
    const [row] = ((await finance.get(`/v2/reconcile/list?state=1&customerId=${customerId}`)).json.data as ReconcileRow[]).filter((r) => r.orderId === order.id);
    expect(row).toMatchObject({ state: 1, operations: ['reopen'], differenceAmount: '-0.50', differenceNote: '客户少付5毛', reconciledBy: u['吴财务'] });

    // Frozen: fee edits and collections are refused with a clear message; nothing changes.
    const fees = await engineer.post('/order/fees', { id: order.id, serviceAmount: '999', spareAmount: '0', otherFee: '0', discountAmount: '0', items: [] });
    expect(fees.statusCode).toBe(409);
    expect(fees.json.message).toBe('工单已对账，费用已冻结；如需修改请联系财务重新打开对账');
    expect((await finance.post('/order/collect', { id: order.id, mode: 1, amount: '200' })).json.message).toBe('工单已对账，费用已冻结；如需修改请联系财务重新打开对账');
    const [tpl] = ((await finance.get(`/receive/collection/list?orderId=${order.id}`)).json.data as OrderPaymentTemplates).templates;
    const item = await finance.post('/receive/collection/save', { orderId: order.id, receivePaymentId: tpl.id, itemName: '定金', mode: 1, amount: '10' });
    expect(item.statusCode).toBe(409);
    expect(((await finance.get(`/receive/collection/list?orderId=${order.id}`)).json.data as OrderPaymentTemplates).frozen).toBe(true);
    expect((await detail(admin, order.id)).fees.total).toBe('200.00');

    // Twice: refused.
    const again = await finance.post('/v2/reconcile/mark', { orderIds: [order.id] });
    expect(again.statusCode).toBe(409);
    expect(again.json.message).toBe('工单已对账');

    // Reopened by finance (logged in the order's log), the fees can change again.
    expect((await finance.post('/v2/reconcile/reopen', { orderId: order.id })).json.message).toContain('reason');
    expect((await engineer.post('/v2/reconcile/reopen', { orderId: order.id, reason: '改价' })).statusCode).toBe(403);
    const reopened = await finance.post('/v2/reconcile/reopen', { orderId: order.id, reason: '客户补差价' });
    expect(reopened.statusCode, reopened.body).toBe(200);
    const timeline = (await detail(admin, order.id)).timeline;
    expect(timeline.map((e) => e.op)).toEqual(expect.arrayContaining(['reconcile', 'reopenReconcile']));
    expect(timeline.find((e) => e.op === 'reopenReconcile')).toMatchObject({ remark: '客户补差价' });
    expect((await engineer.post('/order/fees', { id: order.id, serviceAmount: '151', spareAmount: '50', otherFee: '0', discountAmount: '0', items: [] })).statusCode).toBe(200);
    expect((await finance.post('/v2/reconcile/reopen', { orderId: order.id, reason: '再开' })).statusCode).toBe(409);
  });

  it('meets pick-up limit 9 (对账前) when finance reconciles the order, not when it is collected', async () => {
    const dueOf = async (id: number) => (await t.app.db.system.select({ node: orders.dueNode, done: orders.dueDoneAt }).from(orders).where(eq(orders.id, id)))[0];
    await setOrderTypeSettings(t.app, defaultType, (s) => ({ ...s, pickUpLimit: { option: 9, minutes: 600 } }));
    try {
      const order = await completedOrder('对账前时限工单');
      expect(await dueOf(order.id)).toEqual({ node: 100, done: null });
      const collected = await finance.post('/order/collect', { id: order.id, mode: 1, amount: '200' });
      expect(collected.statusCode, collected.body).toBe(200);
      expect((await dueOf(order.id)).done).toBeNull();
      expect((await finance.post('/v2/reconcile/mark', { orderIds: [order.id] })).json.data).toEqual({ done: [order.id], refused: [] });
      const met = (await dueOf(order.id)).done;
      expect(met).toBeInstanceOf(Date);
      expect((await detail(admin, order.id)).overdue).toBe(false);
      // Reopening and reconciling again leaves the time it was met.
      expect((await finance.post('/v2/reconcile/reopen', { orderId: order.id, reason: '复核' })).statusCode).toBe(200);
      expect((await finance.post('/v2/reconcile/mark', { orderIds: [order.id] })).statusCode).toBe(200);
      expect((await dueOf(order.id)).done).toEqual(met);
    } finally {
      await setOrderTypeSettings(t.app, defaultType, (s) => ({ ...s, pickUpLimit: null }));
    }
  });

  it('lets only one of two finance users acting at once reconcile an order', async () => {
    const order = await completedOrder('并发对账');
    const second = await Client.signIn(t.app, '13800000008');
    const results = await Promise.all([finance.post('/v2/reconcile/mark', { orderIds: [order.id] }), second.post('/v2/reconcile/mark', { orderIds: [order.id] })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await detail(admin, order.id)).timeline.filter((e) => e.op === 'reconcile')).toHaveLength(1);
  });

  it("refuses bad input and another enterprise's orders, changing nothing", async () => {
    expect((await finance.post('/v2/reconcile/mark', { orderIds: [] })).statusCode).toBe(400);
    expect((await finance.post('/v2/reconcile/mark', { orderIds: ['x'] })).json.message).toContain('orderIds');
    expect((await finance.post('/v2/reconcile/mark', { orderIds: [1], differenceAmount: 'abc' })).json.message).toContain('differenceAmount');
    const order = await completedOrder('他企对账');
    // The free enterprise's administrator (allowed to reconcile there) cannot reach this enterprise's order.
    const stranger = await Client.signIn(t.app, '13800000011');
    const res = await stranger.post('/v2/reconcile/mark', { orderIds: [order.id] });
    expect(res.statusCode).toBe(404);
    expect((await stranger.get(`/receive/collection/list?orderId=${order.id}`)).statusCode).toBe(404);
    const row = ((await finance.get(`/v2/reconcile/list?customerId=${customerId}&pageSize=100`)).json.data as ReconcileRow[]).find((r) => r.orderId === order.id);
    expect(row?.state).toBe(0);
  });
});
