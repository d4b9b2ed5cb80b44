import { toFen, toYuan } from '@domain/finance/money';
import { MallErrors } from '@domain/mall/errors';
import { CUSTOMER } from '@domain/mall/mall.constants';
import { MallOrderState, mallOrderNo, type MallOrderStateValue } from '@domain/mall/mall-states';
import { MALL_ORDER_OP_NAMES, MallOrderOp, mallOrderMachine, stateAfterPayment, type MallActor, type MallOrderOpValue } from '@domain/mall/mall-order.machine';
import type { MallOrderDetail, MallOrderRow, PlaceOrderInput, StaffOperateInput } from '@domain/mall/mall.schemas';
import { LocationKind, MovementType } from '@domain/spare-parts/spare-parts.constants';
import { PaymentMode, type PaymentModeCode } from '@domain/orders/order.constants';
import { CollectionSource } from '@domain/finance/source-collections';
import type { Database, Executor, Tx } from '../../db/database';
import { badRequest, conflict, enforce, notFound } from '../../lib/app-error';
import { customerNamesWithDeleted } from '../customers/customers.public';
import { cancelSourceCollection, recordSourceCollection, refundSourceCollection, sourceCollectionState } from '../finance/finance.public';
import { userNames } from '../users/users.public';
import type { PortalCaller } from '../portal/portal.public';
import { postMovement } from '../spare-parts/spare-parts.public';
import { logMallChange, type MallStaff } from './mall-common';
import { notifyNewOrder, textShipped, type MallNotifyDeps } from './mall-notify';
import { needsOpenMall, payModeName, readMallSetting, shippingFen } from './mall-settings';
import * as q from './mall.queries';

type Page = { pageIndex: number; pageSize: number };
/** Who places an order: a portal account of one customer. */
export type Buyer = Pick<PortalCaller, 'enterpriseId' | 'accountId' | 'customerId' | 'name'>;
const staffActor = (s: MallStaff): MallActor => ({ role: s.role, customerId: null });
const customerActor = (c: Buyer): MallActor => ({ role: CUSTOMER, customerId: c.customerId });
const now = () => new Date().toISOString();
/** What of the payment is not given back yet, in fen. */
const leftFen = (r: q.OrderRecord) => toFen(r.amount) - toFen(r.refundAmount ?? '0');
const machineOrder = (r: q.OrderRecord) => ({ state: r.state as MallOrderStateValue, customerId: r.customerId, paid: r.paidAt !== null, refunded: r.paidAt !== null && leftFen(r) <= 0 });

/**
 * Mall orders: a portal customer places one (the goods' stock is taken at once, so the last item goes to
 * one buyer), staff record payment, approve and ship it (goods linked to a spare part leave its warehouse
 * as a 出库 movement of spare parts), the customer signs for it; a cancel gives the stock back.
 */
export class MallOrdersService {
  constructor(
    private readonly db: Database,
    /** Null for the demo seed, which runs without the app's notification engine and job queue. */
    private readonly notify: MallNotifyDeps | null,
  ) {}

  list(enterpriseId: number, filter: { state?: MallOrderStateValue; customerId?: number }, page: Page): Promise<{ list: MallOrderRow[]; total: number }> {
    return this.db.tenantRead(enterpriseId, async (tx) => {
      const { rows, total } = await q.listOrders(tx, enterpriseId, filter, page);
      const names = await customerNamesWithDeleted(tx, enterpriseId, [...new Set(rows.map((r) => r.customerId))]);
      return { list: rows.map((r) => rowOf(r, names.get(r.customerId)?.name ?? '')), total };
    });
  }

  /** The badge of 商城订单: the orders waiting for what the caller's role does (approve, ship). */
  waiting(staff: MallStaff): Promise<{ pendingApproval: number; pendingShipment: number }> {
    return this.db.tenantRead(staff.enterpriseId, async (tx) => {
      const actor = staffActor(staff);
      const mine = [MallOrderOp.approve, MallOrderOp.ship].filter((op) => !mallOrderMachine.refuseRole(op, actor));
      const states = mine.map((op) => (op === MallOrderOp.approve ? MallOrderState.pendingApproval : MallOrderState.pendingShipment));
      const counts = states.length ? await q.countByState(tx, staff.enterpriseId, states) : new Map<number, number>();
      return { pendingApproval: counts.get(MallOrderState.pendingApproval) ?? 0, pendingShipment: counts.get(MallOrderState.pendingShipment) ?? 0 };
    });
  }

  detail(enterpriseId: number, actor: MallActor, id: number): Promise<MallOrderDetail> {
    return this.db.tenantRead(enterpriseId, (tx) => detailOf(tx, enterpriseId, actor, id));
  }

  /** The customer's own orders, newest first, each with what they may do with it. */
  customerOrders(caller: Buyer): Promise<MallOrderDetail[]> {
    const { enterpriseId } = caller;
    return this.db.tenantRead(enterpriseId, async (tx) => {
      const { rows } = await q.listOrders(tx, enterpriseId, { customerId: caller.customerId }, { pageIndex: 0, pageSize: 50 });
      const name = (await customerNamesWithDeleted(tx, enterpriseId, [caller.customerId])).get(caller.customerId)?.name ?? '';
      const refunders = await refunderNames(tx, enterpriseId, rows);
      return rows.map((r) => detailFrom(r, name, customerActor(caller), refunders, null));
    });
  }

  place(caller: Buyer, input: PlaceOrderInput): Promise<MallOrderDetail> {
    const { enterpriseId } = caller;
    return this.db.tenant(enterpriseId, async (tx) => {
      const setting = await needsOpenMall(tx, enterpriseId);
      const payMode = input.payMode ?? setting.paymentModes[0];
      if (!setting.paymentModes.includes(payMode)) throw badRequest(MallErrors.payModeNotOffered);
      const goods = new Map((await q.goodsByIds(tx, enterpriseId, input.lines.map((l) => l.goodsId))).map((g) => [g.id, g]));
      let fen = 0;
      for (const [i, line] of input.lines.entries()) {
        const g = goods.get(line.goodsId);
        if (!g) throw notFound(`lines.${i}.goodsId: ${MallErrors.goodsNotFound}`);
        if (!g.onShelf) throw conflict(`${g.name}：${MallErrors.offShelf}`);
        refuseSpec(g, line.spec, i);
        // The conditional update decides between buyers at once; the row read above may be stale.
        if (!(await q.takeStock(tx, enterpriseId, g.id, line.qty))) throw conflict(`${g.name}：${MallErrors.outOfStock}`);
        fen += toFen(g.price) * line.qty;
      }
      const shipping = shippingFen(setting, fen);
      const id = await q.insertOrder(tx, {
        enterpriseId,
        customerId: caller.customerId,
        accountId: caller.accountId,
        buyerName: caller.name,
        lines: input.lines.map((l) => ({ goodsId: l.goodsId, name: goods.get(l.goodsId)!.name, price: goods.get(l.goodsId)!.price, qty: l.qty, ...(l.spec ? { spec: l.spec } : {}) })),
        amount: toYuan(fen + shipping),
        shippingFee: toYuan(shipping),
        payMode,
        contactName: input.contactName,
        phone: input.phone,
        address: input.address,
        remark: input.remark,
        log: [{ at: now(), text: '下单', by: caller.name }],
      });
      const placed = await detailOf(tx, enterpriseId, customerActor(caller), id);
      if (this.notify) await notifyNewOrder(this.notify, tx, enterpriseId, placed);
      return placed;
    });
  }

  operate(staff: MallStaff, input: StaffOperateInput): Promise<MallOrderDetail> {
    const actor = staffActor(staff);
    return this.move(staff.enterpriseId, actor, staff.name, input.id, input.op, async (tx, order) => {
      await logMallChange(tx, staff, `mall.${input.op}`, order.id, `商城订单${MALL_ORDER_OP_NAMES[input.op]}：${mallOrderNo(order.id)}`);
      if (input.op === MallOrderOp.ship) {
        await this.shipSpareParts(tx, staff, order);
        if (this.notify) await textShipped(this.notify, tx, staff.enterpriseId, { id: order.id, phone: order.phone, trackingNo: input.trackingNo });
        return { change: { trackingNo: input.trackingNo }, note: `物流单号 ${input.trackingNo}` };
      }
      if (input.op === MallOrderOp.pay) {
        // The payment as staff record it: how it came (the customer's choice unless said), when and by whom.
        const payMode = (input.payMode ?? order.payMode ?? undefined) as PaymentModeCode | undefined;
        const { approvalNeeded } = await readMallSetting(tx, staff.enterpriseId);
        const change = { state: stateAfterPayment(approvalNeeded), payMode: payMode ?? null, paidAt: new Date(), paidBy: staff.userId };
        // Finance reconciles the payment as a collection of its own, committed with it.
        const collection = { source: CollectionSource.mallOrder, sourceId: order.id, sourceNo: mallOrderNo(order.id), customerId: order.customerId };
        await recordSourceCollection(tx, { ...collection, enterpriseId: staff.enterpriseId, mode: change.payMode ?? PaymentMode.offline, amount: order.amount, userId: staff.userId });
        return { change, note: [payModeName(change.payMode), `¥${order.amount}`, input.remark].filter(Boolean).join('，') };
      }
      if (input.op === MallOrderOp.refund) {
        // One part given back of the payment (all that is left unless said), by whom and when; the order keeps each
        // part and the total, and finance's collection shows the total given back.
        const left = leftFen(order);
        const fen = input.refundAmount === undefined ? left : toFen(input.refundAmount);
        if (fen <= 0 || fen > toFen(order.amount)) throw badRequest(MallErrors.refundAmount);
        if (fen > left) throw badRequest(MallErrors.refundOverLeft(toYuan(left)));
        const total = toYuan(toFen(order.amount) - left + fen);
        const at = new Date();
        await refundSourceCollection(tx, staff.enterpriseId, CollectionSource.mallOrder, order.id, total);
        const part = { amount: toYuan(fen), at: at.toISOString(), by: staff.userId, remark: input.remark };
        return { change: { refundAmount: total, refundedAt: at, refundedBy: staff.userId, refunds: [...order.refunds, part] }, note: [`¥${part.amount}`, input.remark].filter(Boolean).join('，') };
      }
      return { note: input.remark };
    });
  }

  customerOperate(caller: Buyer, id: number, op: typeof MallOrderOp.sign | typeof MallOrderOp.customerCancel): Promise<MallOrderDetail> {
    return this.move(caller.enterpriseId, customerActor(caller), caller.name, id, op, async () => ({ note: '' }));
  }

  /** Locks the order, lets the machine decide, runs the move's own work, and gives stock back on a cancel. */
  private move(
    enterpriseId: number,
    actor: MallActor,
    by: string,
    id: number,
    op: MallOrderOpValue,
    work: (tx: Tx, order: q.OrderRecord) => Promise<{ change?: q.OrderChange; note: string }>,
  ): Promise<MallOrderDetail> {
    return this.db.tenant(enterpriseId, async (tx) => {
      const byRole = mallOrderMachine.refuseRole(op, actor);
      if (byRole) enforce(byRole);
      const order = await q.findOrder(tx, enterpriseId, id, true);
      // A customer never learns of another customer's order.
      if (!order || (actor.role === CUSTOMER && order.customerId !== actor.customerId)) throw notFound(MallErrors.orderNotFound);
      const verdict = mallOrderMachine.decide(machineOrder(order), actor, op);
      enforce(verdict);
      const { change, note } = await work(tx, order);
      const state = change?.state ?? verdict.to!;
      // Only the move into 已取消 gives stock back (a refund of a cancelled order stays there).
      if (state === MallOrderState.cancelled && order.state !== MallOrderState.cancelled) {
        for (const l of order.lines) await q.returnStock(tx, enterpriseId, l.goodsId, l.qty);
        if (order.paidAt) await cancelSourceCollection(tx, enterpriseId, CollectionSource.mallOrder, id);
      }
      const text = note ? `${MALL_ORDER_OP_NAMES[op]}（${note}）` : MALL_ORDER_OP_NAMES[op];
      await q.moveOrder(tx, enterpriseId, id, { ...change, state }, { at: now(), text, by });
      return detailOf(tx, enterpriseId, actor, id);
    });
  }

  /** Goods linked to a spare part leave its warehouse as one 出库 movement; short stock refuses the shipping. */
  private async shipSpareParts(tx: Tx, staff: MallStaff, order: q.OrderRecord) {
    const goods = new Map((await q.goodsByIds(tx, staff.enterpriseId, order.lines.map((l) => l.goodsId))).map((g) => [g.id, g]));
    const lines = order.lines.flatMap((l) => {
      const g = goods.get(l.goodsId);
      return g?.sparePartId && g.warehouseId ? [{ partId: g.sparePartId, qty: l.qty * 100, from: { kind: LocationKind.warehouse, id: g.warehouseId }, to: null }] : [];
    });
    if (lines.length === 0) return;
    await postMovement(tx, { enterpriseId: staff.enterpriseId, userId: staff.userId, type: MovementType.stockOut, lines, docNo: mallOrderNo(order.id), remark: '商城订单发货' });
  }
}

function rowOf(r: q.OrderRecord, customerName: string): MallOrderRow {
  return {
    id: r.id,
    orderNo: mallOrderNo(r.id),
    state: r.state as MallOrderStateValue,
    customerId: r.customerId,
    customerName,
    buyerName: r.buyerName,
    amount: r.amount,
    goodsSummary: r.lines.map((l) => `${l.name}${l.spec ? `（${l.spec}）` : ''}×${l.qty}`).join('，'),
    createdAt: r.createdAt.toISOString(),
  };
}

async function detailOf(tx: Executor, enterpriseId: number, actor: MallActor, id: number): Promise<MallOrderDetail> {
  const r = await q.findOrder(tx, enterpriseId, id);
  if (!r || (actor.role === CUSTOMER && r.customerId !== actor.customerId)) throw notFound(MallErrors.orderNotFound);
  const names = await customerNamesWithDeleted(tx, enterpriseId, [r.customerId]);
  // Finance's 对账 of the payment is staff's business, not the customer's.
  const collection = actor.role === CUSTOMER ? null : await sourceCollectionState(tx, enterpriseId, CollectionSource.mallOrder, id);
  return detailFrom(r, names.get(r.customerId)?.name ?? '', actor, await refunderNames(tx, enterpriseId, [r]), collection);
}

/** Who recorded the refunds (each part) of these orders, by user id. */
async function refunderNames(tx: Executor, enterpriseId: number, rows: q.OrderRecord[]): Promise<Map<number, string>> {
  const ids = [...new Set(rows.flatMap((r) => [...(r.refundedBy ? [r.refundedBy] : []), ...r.refunds.map((p) => p.by)]))];
  return new Map((await userNames(tx, enterpriseId, ids)).map((u) => [u.id, u.name]));
}

/** A good with spec options takes one of them; one without takes none (400 naming the line's spec). */
function refuseSpec(g: q.GoodsRecord, spec: string, i: number) {
  if (g.specOptions.length === 0 ? spec !== '' : !g.specOptions.includes(spec)) {
    throw badRequest(`lines.${i}.spec: ${spec === '' ? MallErrors.specNeeded : MallErrors.specUnknown}`);
  }
}

function detailFrom(r: q.OrderRecord, customerName: string, actor: MallActor, refunders: Map<number, string>, collection: MallOrderDetail['collection']): MallOrderDetail {
  return {
    ...rowOf(r, customerName),
    lines: r.lines,
    contactName: r.contactName,
    phone: r.phone,
    address: r.address,
    remark: r.remark,
    trackingNo: r.trackingNo,
    shippingFee: r.shippingFee,
    payMode: r.payMode as PaymentModeCode | null,
    payModeName: payModeName(r.payMode),
    paidAt: r.paidAt?.toISOString() ?? null,
    refund:
      r.refundedAt && r.refundAmount
        ? {
            amount: r.refundAmount,
            at: r.refundedAt.toISOString(),
            byName: refunders.get(r.refundedBy ?? 0) ?? '',
            left: toYuan(Math.max(0, leftFen(r))),
            parts: r.refunds.map((p) => ({ amount: p.amount, at: p.at, byName: refunders.get(p.by) ?? '', remark: p.remark })),
          }
        : null,
    collection,
    log: r.log,
    operations: mallOrderMachine.allowedOperations(machineOrder(r), actor),
  };
}
