import { defineMachine, type Transition } from '../common/machine';
import { CUSTOMER, MALL_APPROVERS, MALL_MANAGERS, MALL_PAYERS, MALL_SHIPPERS, type MallRole } from './mall.constants';
import { MALL_ORDER_STATE_NAMES, MallOrderState as S, type MallOrderStateValue } from './mall-states';

/**
 * A mall order's lifecycle (spec part 2 section 4): a portal customer places it (1 pending payment);
 * staff record the payment (no payment provider: paid offline or on account) → 2 pending approval, or
 * straight to 3 pending shipment when /mall/setting needs no approval; approval → 3 pending shipment; shipping with a tracking number → 4 in transit; the customer signs
 * for it → 5 signed. Cancelling (→ 6, stock returned) is open to staff until shipped and to the
 * customer until approved. A cancelled order that was paid waits for its refund, which staff record
 * (`refund`, in one part or several until the whole payment is given back; it stays cancelled). The server decides with this machine and sends `operations`
 * with every order; the screens show exactly those buttons.
 */

/** What the machine needs to know about a mall order. */
export interface MachineMallOrder {
  state: MallOrderStateValue;
  customerId: number;
  /** Staff recorded its payment. */
  paid: boolean;
  /** Its refunds give back the whole payment (nothing is left to refund). */
  refunded: boolean;
}

/** Staff (customerId null) or the portal customer (their customer). */
export interface MallActor {
  role: MallRole;
  customerId: number | null;
}

export const MallOrderOp = { pay: 'pay', approve: 'approve', ship: 'ship', sign: 'sign', cancel: 'cancel', customerCancel: 'customerCancel', refund: 'refund' } as const;
export type MallOrderOpValue = (typeof MallOrderOp)[keyof typeof MallOrderOp];
export const MALL_ORDER_OP_NAMES: Record<MallOrderOpValue, string> = { pay: '确认收款', approve: '审核通过', ship: '发货', sign: '签收', cancel: '取消订单', customerCancel: '取消订单', refund: '登记退款' };
/** The moves staff make with POST /shop/manage/order/operate, and the customer's in the portal. */
export const STAFF_MOVES = [MallOrderOp.pay, MallOrderOp.approve, MallOrderOp.ship, MallOrderOp.cancel, MallOrderOp.refund] as const;
export const CUSTOMER_MOVES = [MallOrderOp.sign, MallOrderOp.customerCancel] as const;

const refundable = (o: MachineMallOrder) => (!o.paid ? '订单未付款，无需退款' : o.refunded ? '该订单已全额退款' : null);
const ownOrder = (o: MachineMallOrder, actor: MallActor) => (actor.role === CUSTOMER && actor.customerId !== o.customerId ? '不是您的订单' : null);

type T = Transition<MachineMallOrder, MallActor, MallOrderStateValue, MallOrderOpValue, MallOrderStateValue>;
// Staff and customer cancel from different states, so each has its operation (one table row per role family).
const TRANSITIONS: Record<MallOrderOpValue, T> = {
  // Where a paid order goes depends on /mall/setting: `stateAfterPayment` names it.
  pay: { from: [S.pendingPayment], roles: MALL_PAYERS },
  approve: { from: [S.pendingApproval], roles: MALL_APPROVERS, to: S.pendingShipment },
  ship: { from: [S.pendingShipment], roles: MALL_SHIPPERS, to: S.inTransit },
  sign: { from: [S.inTransit], roles: [CUSTOMER], to: S.signed, who: ownOrder },
  cancel: { from: [S.pendingPayment, S.pendingApproval, S.pendingShipment], roles: MALL_MANAGERS, to: S.cancelled },
  customerCancel: { from: [S.pendingPayment, S.pendingApproval], roles: [CUSTOMER], to: S.cancelled, who: ownOrder },
  // Those who record payments record their refunds.
  refund: { from: [S.cancelled], roles: MALL_PAYERS, to: S.cancelled, guard: refundable },
};

export const mallOrderMachine = defineMachine<MachineMallOrder, MallActor, MallOrderStateValue, MallOrderOpValue, MallOrderStateValue>({
  stateOf: (o) => o.state,
  transitions: TRANSITIONS,
  stateRefusal: (op, o) => `订单当前为${MALL_ORDER_STATE_NAMES[o.state]}，不能${MALL_ORDER_OP_NAMES[op]}`,
});

/** The state a paid order goes to: pending approval, or pending shipment when /mall/setting needs no approval. */
export const stateAfterPayment = (approvalNeeded: boolean): MallOrderStateValue => (approvalNeeded ? S.pendingApproval : S.pendingShipment);
