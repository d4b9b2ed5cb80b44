import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { FinancePaths } from '@domain/finance/finance.paths';
import type { SourceCollectionPage } from '@domain/finance/source-collections';
import type { CustomerDetail } from '@domain/customers/customers.schemas';
import { findTrigger, RepairRecipient, Trigger } from '@domain/notifications/triggers';
import type { CustomerProductRow } from '@domain/products/products.schemas';
import type { RepairDetail, RepairView, ScanSignInResult } from '@domain/repair/repair.schemas';
import type { ReturnChangeView } from '@domain/repair/return-change.schemas';
import type { PersonalOldStockRow } from '@domain/spare-parts/personal-old-parts';
import type { StockRow } from '@domain/spare-parts/spare-parts.schemas';
import { jobs } from '@server/db/schema';
import type { DispatchPayload } from '@server/modules/notifications/notification-engine';
import { Client, useSignedIn, useTestApp } from '@tests/support/test-app';
import { waitUntil } from '@tests/support/wait-until';

/**
 * Repair's money and parts beyond the bench: the faulty part taken out goes to the engineer's old parts, the fee
 * received is a finance collection (维修单), a passed return's refund is one too (退货退款), and the moments go
 * through the notification engine.
 */
const t = useTestApp();
const [admin, desk, engineer, director, finance, trialAdmin] = useSignedIn(t, '13800000001', '13800000006', '13800000003', '13800000010', '13800000008', '13800000021');

const detail = async (id: number, c: Client = desk) => (await c.get(`/v2/repair/order/detail?id=${id}`)).json.data as RepairDetail;
const operate = (c: Client, id: number, op: string, reason = '') => c.post('/v2/repair/order/operate', { id, op, reason });
const myStock = async () => ((await engineer.get('/v2/spare/stock/mine?pageSize=100')).json.data.list as StockRow[]).filter((s) => Number(s.qty) >= 2);
const myOldParts = async () => (await engineer.get('/old/part/personal/stock/list?pageSize=100')).json.data.list as PersonalOldStockRow[];
const collections = async (source: number, sourceNo: string, c: Client = finance) => (await c.get(`${FinancePaths.sourceCollectionList}?source=${source}&sourceNo=${sourceNo}`)).json.data as SourceCollectionPage;
const dispatches = async (trigger: string, docNo: string) =>
  (await t.app.db.system.select().from(jobs).where(eq(jobs.kind, 'notify.dispatch')))
    .map((j) => j.payload as DispatchPayload)
    .filter((p) => p.trigger === trigger && JSON.stringify(p.messages).includes(docNo));

let products: CustomerProductRow[];
beforeAll(async () => {
  products = ((await desk.get('/v2/customer/production/list?pageIndex=0&pageSize=100')).json.data as CustomerProductRow[]).filter((p) => p.customerId !== null);
});

/** A new repair order on the engineer's bench (signed in at the desk, taken on), for a product of the warranty asked. */
async function onBench(inWarranty: boolean): Promise<RepairDetail> {
  for (const p of products.filter((c) => (c.warrantyStatus === 'active') === inWarranty)) {
    const res = await desk.post('/v2/repair/order/scanSignIn', { code: p.serialNumber, fault: '不开机' });
    if (res.statusCode !== 200 || !(res.json.data as ScanSignInResult).created) continue;
    const { order } = res.json.data as ScanSignInResult;
    expect((await operate(engineer, order.id, 'confirm')).statusCode).toBe(200);
    return detail(order.id);
  }
  throw new Error(`the demo needs a product ${inWarranty ? 'in' : 'out of'} warranty without an open repair order`);
}

/** Submitted and approved (the demo's settings ask for approval). */
async function completed(order: RepairDetail): Promise<RepairView> {
  expect((await operate(engineer, order.id, 'submit')).statusCode).toBe(200);
  const approved = await operate(director, order.id, 'approve');
  expect(approved.statusCode).toBe(200);
  return approved.json.data as RepairView;
}

describe('the faulty part taken out (拆下旧件)', () => {
  it('goes to the engineer’s old parts with the part use, numbered with the repair order, and stays there when the use is cancelled', async () => {
    const order = await onBench(false);
    const [part] = await myStock();
    const heldBefore = Number((await myOldParts()).find((r) => r.partId === part.partId)?.qty ?? 0);
    const used = await engineer.post('/v2/repair/order/parts/use', { id: order.id, lines: [{ partId: part.partId, qty: 1 }], oldLines: [{ partId: part.partId, qty: 1 }] });
    expect(used.statusCode, used.body).toBe(200);
    const use = (used.json.data as RepairDetail).partUses[0];
    expect(use).toMatchObject({ lines: [{ partId: part.partId, qty: '1' }], oldLines: [{ partId: part.partId, partName: part.partName, qty: '1' }] });
    expect(Number((await myOldParts()).find((r) => r.partId === part.partId)!.qty)).toBe(heldBefore + 1);
    const log = (await detail(order.id)).logs.find((l) => l.action === '登记用料')!;
    expect(log.content).toContain('拆下旧件 1 种（已入我的旧件）');
    // Its 回收 line in the person's old-part log names the repair order.
    const held = (await engineer.get(`/old/part/personal/stock/detail?partId=${part.partId}`)).json.data as { log: { typeName: string; fromName: string }[] };
    expect(held.log[0]).toMatchObject({ typeName: '回收', fromName: '客户设备' });

    expect((await engineer.post('/v2/repair/order/parts/cancel', { id: order.id, useId: use.id })).statusCode).toBe(200);
    expect(Number((await myOldParts()).find((r) => r.partId === part.partId)!.qty)).toBe(heldBefore + 1);
  });

  it('refuses bad old-part lines naming the field, another enterprise’s part, and then posts nothing at all', async () => {
    const order = await onBench(false);
    const [part] = await myStock();
    const oldBefore = await myOldParts();
    const cases: [unknown, number, string][] = [
      [[{ partId: -1, qty: 1 }], 400, 'oldLines.0.partId: oldLines.partId 须为正整数'],
      ['旧件', 400, 'oldLines: oldLines 须为旧件列表'],
      [Array.from({ length: 51 }, () => ({ partId: part.partId, qty: 1 })), 400, 'oldLines: 拆下旧件一次最多50行'],
    ];
    for (const [oldLines, status, message] of cases) {
      const res = await engineer.post('/v2/repair/order/parts/use', { id: order.id, lines: [{ partId: part.partId, qty: 1 }], oldLines });
      expect([res.statusCode, res.json.message]).toEqual([status, message]);
    }
    const foreign = await engineer.post('/v2/repair/order/parts/use', { id: order.id, lines: [{ partId: part.partId, qty: 1 }], oldLines: [{ partId: 999999999, qty: 1 }] });
    expect(foreign.statusCode).toBe(404);
    // All or nothing: the part used was not posted either.
    expect((await detail(order.id)).partUses).toEqual([]);
    expect(await myOldParts()).toEqual(oldBefore);
  });
});

describe('收款: the repair fee as a finance collection', () => {
  it('is received once by the desk after completion, and finance sees it under 维修单 with the customer, mode and amount', async () => {
    const order = await onBench(false);
    const [part] = await myStock();
    expect((await engineer.post('/v2/repair/order/parts/use', { id: order.id, lines: [{ partId: part.partId, qty: 1 }] })).statusCode).toBe(200);
    const early = await desk.post('/v2/repair/order/collect', { id: order.id, payMode: 3 });
    expect([early.statusCode, early.json.message]).toEqual([409, '维修单当前为处理中，不能收款']);
    const done = await completed(order);
    expect(done.charge).not.toBe('0.00');
    expect((await detail(done.id, desk)).operations).toContain('collect');
    expect((await engineer.post('/v2/repair/order/collect', { id: done.id, payMode: 3 })).statusCode).toBe(403);

    const bad: [unknown, string][] = [
      [9, 'payMode: payMode 只能是 1、2、3、4、5'],
      ['微信', 'payMode: payMode 只能是 1、2、3、4、5'],
      [undefined, 'payMode: payMode 只能是 1、2、3、4、5'],
    ];
    for (const [payMode, message] of bad) {
      const res = await desk.post('/v2/repair/order/collect', { id: done.id, payMode });
      expect([res.statusCode, res.json.message]).toEqual([400, message]);
    }
    expect((await collections(2, done.repairNo)).total).toBe(0);

    const paid = await desk.post('/v2/repair/order/collect', { id: done.id, payMode: 3 });
    expect([paid.statusCode, paid.json.message]).toEqual([200, '收款成功']);
    expect(paid.json.data).toMatchObject({ payMode: 3, paidBy: { name: '孙接待' } });
    expect((paid.json.data as RepairView).operations).not.toContain('collect');
    const page = await collections(2, done.repairNo);
    expect(page).toMatchObject({ total: 1, amount: done.charge });
    expect(page.rows[0]).toMatchObject({ sourceName: '维修单', sourceNo: done.repairNo, sourceId: done.id, customName: done.customerName, modeName: '微信', amount: done.charge, operations: ['reconcile'] });
    expect((await detail(done.id)).logs.at(-1)).toMatchObject({ action: '收款', content: `微信 ¥${done.charge}` });

    const twice = await desk.post('/v2/repair/order/collect', { id: done.id, payMode: 1 });
    expect([twice.statusCode, twice.json.message]).toEqual([409, '该维修单已收款']);
    expect((await collections(2, done.repairNo)).total).toBe(1);
    // Another enterprise neither collects it nor sees it.
    expect((await trialAdmin.post('/v2/repair/order/collect', { id: done.id, payMode: 1 })).statusCode).toBe(404);
    expect((await collections(2, done.repairNo, trialAdmin)).total).toBe(0);
    // Finance reconciles it as any other collection.
    expect((await finance.post(FinancePaths.sourceCollectionReconcile, { id: page.rows[0].id })).statusCode).toBe(200);
  });

  it('has nothing to collect in warranty', async () => {
    const done = await completed(await onBench(true));
    expect(done).toMatchObject({ inWarranty: true, charge: '0.00' });
    expect(done.operations).not.toContain('collect');
    const res = await desk.post('/v2/repair/order/collect', { id: done.id, payMode: 1 });
    expect([res.statusCode, res.json.message]).toEqual([409, '该维修单无需收费（保修内或费用为0）']);
    expect((await collections(2, done.repairNo)).total).toBe(0);
  });
});

describe('a passed return’s refund', () => {
  const create = (c: Client, p: CustomerProductRow, type: 1 | 2) => c.post('/v2/repair/returnChange/create', { type, customerId: p.customerId, customerProductId: p.id, reason: '客户要求' });
  const approve = (body: Record<string, unknown>) => admin.post('/v2/repair/returnChange/approve', { op: 'pass', reason: '', ...body });

  it('is finance’s 退货退款: the product’s price taken back, cancelled and refunded at once, out of the total', async () => {
    let made: ReturnChangeView | undefined;
    for (const p of products) {
      const res = await create(desk, p, 1);
      if (res.statusCode === 200) {
        made = res.json.data as ReturnChangeView;
        break;
      }
    }
    expect(made).toBeDefined();
    const order = made!;
    for (const [refundAmount, message] of [['-5', 'refundAmount: refundAmount 须为不小于0、最多两位小数的金额'], ['1.234', 'refundAmount: refundAmount 须为不小于0、最多两位小数的金额'], ['1e9', 'refundAmount: refundAmount 须为不小于0、最多两位小数的金额']]) {
      const res = await approve({ id: order.id, refundAmount });
      expect([res.statusCode, res.json.message]).toEqual([400, message]);
    }
    const badMode = await approve({ id: order.id, refundAmount: '10', refundMode: 8 });
    expect([badMode.statusCode, badMode.json.message]).toEqual([400, 'refundMode: refundMode 只能是 1、2、3、4、5']);
    expect((await collections(3, order.returnChangeNo)).total).toBe(0);

    const passed = await approve({ id: order.id, refundAmount: '199.5', refundMode: 2 });
    expect(passed.statusCode, passed.body).toBe(200);
    expect(passed.json.data).toMatchObject({ state: 2, refundAmount: '199.50' });
    const page = await collections(3, order.returnChangeNo);
    expect(page).toMatchObject({ total: 1, amount: '0' });
    expect(page.rows[0]).toMatchObject({ sourceName: '退货退款', sourceId: order.id, modeName: '支付宝', amount: '199.50', refundAmount: '199.50', operations: ['reconcile'] });
    expect(page.rows[0].cancelledAt).not.toBeNull();
    expect(page.rows[0].refundedAt).not.toBeNull();
  });

  it('is refused for an exchange, which then changes nothing', async () => {
    const [waiting] = (await admin.get('/v2/repair/returnChange/list?state=0&type=2')).json.data as ReturnChangeView[];
    const res = await approve({ id: waiting.id, refundAmount: '10', partId: 1, newSerialNumber: 'NEW-REFUND-1' });
    expect([res.statusCode, res.json.message]).toEqual([400, 'refundAmount: 换货不退款，退款只用于退货']);
    expect(((await admin.get(`/v2/repair/returnChange/detail?id=${waiting.id}`)).json.data as ReturnChangeView).state).toBe(0);
    expect((await collections(3, waiting.returnChangeNo)).total).toBe(0);
  });
});

describe('repair moments through the notification engine', () => {
  it('tells the approvers of a completion by default, and 消息设置 turning 维修完工审批申请 off tells no one', async () => {
    const first = await onBench(false);
    expect((await operate(engineer, first.id, 'submit')).statusCode).toBe(200);
    const [told] = await dispatches(Trigger.repairApprovalRequested, first.repairNo);
    expect(told).toMatchObject({ title: '维修单完工待审批', link: `/repairManagementDetail?orderId=${first.id}` });
    expect(told.messages).toEqual([expect.objectContaining({ channel: 'notice', content: first.repairNo })]);
    expect(told.messages[0].userIds).not.toContain((await detail(first.id)).repairer!.id);

    const rejected = await operate(director, first.id, 'reject', '外壳未装好');
    expect(rejected.statusCode).toBe(200);
    const [back] = await dispatches(Trigger.repairRejected, first.repairNo);
    expect(back.messages).toEqual([expect.objectContaining({ content: `${first.repairNo}：外壳未装好`, userIds: [(await detail(first.id)).repairer!.id] })]);

    const off = await admin.post('/notification/rule/save', { trigger: Trigger.repairApprovalRequested, recipients: [RepairRecipient.approver], channel: 'notice', template: '{{维修单据编号}}', enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    const second = await onBench(false);
    expect((await operate(engineer, second.id, 'submit')).statusCode).toBe(200);
    // Queued in the submitting transaction, so none now means none at all.
    expect(await dispatches(Trigger.repairApprovalRequested, second.repairNo)).toEqual([]);
  });

  it('tells the approvers of a new return and exchange order, and its writer of the decision', async () => {
    let made: ReturnChangeView | undefined;
    for (const p of products) {
      const res = await desk.post('/v2/repair/returnChange/create', { type: 1, customerId: p.customerId, customerProductId: p.id, reason: '七天无理由' });
      if (res.statusCode === 200) {
        made = res.json.data as ReturnChangeView;
        break;
      }
    }
    const order = made!;
    const [asked] = await dispatches(Trigger.returnChangeRequested, order.returnChangeNo);
    expect(asked).toMatchObject({ title: '退换货单待审批' });
    expect(asked.messages[0].content).toBe(`${order.returnChangeNo}（退货）`);
    expect((await director.post('/v2/repair/returnChange/approve', { id: order.id, op: 'reject', reason: '已超过七天' })).statusCode).toBe(200);
    const [decided] = await dispatches(Trigger.returnChangeRejected, order.returnChangeNo);
    expect(decided.messages).toEqual([expect.objectContaining({ content: `${order.returnChangeNo}（退货）：已超过七天`, userIds: [order.createdBy!.id] })]);
  });

  it('texts the customer the courier and tracking number when the product is shipped back, once 消息设置 turns the text on', async () => {
    const template = findTrigger(Trigger.repairShipped)!.defaultTemplate;
    const on = await admin.post('/notification/rule/save', { trigger: Trigger.repairShipped, channel: 'sms', recipients: [RepairRecipient.customer], template, enabled: true });
    expect(on.statusCode, on.body).toBe(200);
    const done = await completed(await onBench(true));
    const courierNo = `SF${done.id}0915`;
    const shipped = await desk.post('/v2/repair/order/ship', { id: done.id, courierCompany: '顺丰速运', courierNo });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const customer = (await admin.get(`/v2/customer/detail?id=${done.customerId}`)).json.data as CustomerDetail;
    // The text goes out through the SMS job: wait for it, not for a time.
    const sent = await waitUntil(
      () => t.sms.sent.filter((s) => s.text.includes(courierNo)),
      (list) => list.length > 0,
    );
    expect(sent).toEqual([
      { phone: customer.linkPersonPhone || customer.phone, text: expect.stringContaining(`您送修的${done.productName}已修好寄回，顺丰速运运单号${courierNo}（维修单${done.repairNo}）`) },
    ]);
  });
});
