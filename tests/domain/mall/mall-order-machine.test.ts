import { describe, expect, it } from 'vitest';
import { CUSTOMER } from '@domain/mall/mall.constants';
import { MALL_ORDER_STATES, MallOrderState as S, type MallOrderStateValue } from '@domain/mall/mall-states';
import { MallOrderOp as Op, mallOrderMachine, stateAfterPayment, type MachineMallOrder, type MallActor, type MallOrderOpValue } from '@domain/mall/mall-order.machine';
import { Role } from '@domain/shell/roles';

const MINE = 7;
const actors = {
  admin: { role: Role.admin, customerId: null },
  finance: { role: Role.finance, customerId: null },
  director: { role: Role.director, customerId: null },
  warehouse: { role: Role.warehouse, customerId: null },
  engineer: { role: Role.serviceStaff, customerId: null },
  customer: { role: CUSTOMER, customerId: MINE },
  otherCustomer: { role: CUSTOMER, customerId: 8 },
} satisfies Record<string, MallActor>;
type Who = keyof typeof actors;
const order = (state: MallOrderStateValue, paid = false, refunded = false): MachineMallOrder => ({ state, customerId: MINE, paid, refunded });

describe('mall order transitions', () => {
  // [from, op, who, leads to (a state; 'paid': where /mall/setting says, see below), or the refusal's status]
  const table: [MallOrderStateValue, MallOrderOpValue, Who, MallOrderStateValue | 'paid' | 403 | 409][] = [
    [S.pendingPayment, Op.pay, 'admin', 'paid'],
    [S.pendingPayment, Op.pay, 'finance', 'paid'],
    [S.pendingPayment, Op.pay, 'warehouse', 403],
    [S.pendingPayment, Op.pay, 'customer', 403],
    [S.pendingApproval, Op.pay, 'admin', 409],
    [S.pendingApproval, Op.approve, 'director', S.pendingShipment],
    [S.pendingApproval, Op.approve, 'finance', 403],
    [S.pendingPayment, Op.approve, 'admin', 409],
    [S.pendingShipment, Op.ship, 'warehouse', S.inTransit],
    [S.pendingShipment, Op.ship, 'director', 403],
    [S.pendingApproval, Op.ship, 'admin', 409],
    [S.inTransit, Op.sign, 'customer', S.signed],
    [S.inTransit, Op.sign, 'otherCustomer', 403],
    [S.inTransit, Op.sign, 'admin', 403],
    [S.pendingShipment, Op.sign, 'customer', 409],
    [S.pendingPayment, Op.cancel, 'admin', S.cancelled],
    [S.pendingShipment, Op.cancel, 'admin', S.cancelled],
    [S.inTransit, Op.cancel, 'admin', 409],
    [S.signed, Op.cancel, 'admin', 409],
    [S.pendingPayment, Op.cancel, 'finance', 403],
    [S.pendingPayment, Op.customerCancel, 'customer', S.cancelled],
    [S.pendingApproval, Op.customerCancel, 'customer', S.cancelled],
    [S.pendingShipment, Op.customerCancel, 'customer', 409],
    [S.pendingPayment, Op.customerCancel, 'otherCustomer', 403],
    [S.pendingPayment, Op.customerCancel, 'admin', 403],
    [S.cancelled, Op.customerCancel, 'customer', 409],
  ];
  it.each(table)('from %s, %s by %s → %s', (from, op, who, expected) => {
    const verdict = mallOrderMachine.decide(order(from), actors[who], op);
    if (typeof expected === 'number' && expected >= 403) expect(verdict).toMatchObject({ ok: false, status: expected });
    else if (expected === 'paid') expect(verdict).toEqual({ ok: true });
    else expect(verdict).toEqual({ ok: true, to: expected });
  });

  it.each([
    [true, S.pendingApproval],
    [false, S.pendingShipment],
  ] as const)('a paid order with approval needed %s goes to %s', (approvalNeeded, state) => {
    expect(stateAfterPayment(approvalNeeded)).toBe(state);
  });

  it('names the state and the operation when the state forbids it', () => {
    expect(mallOrderMachine.decide(order(S.signed), actors.admin, Op.cancel)).toEqual({ ok: false, status: 409, message: '订单当前为已签收，不能取消订单' });
  });

  it('leaves nothing to do on a signed or cancelled order, and staff nothing in transit', () => {
    for (const who of Object.keys(actors) as Who[]) {
      expect(mallOrderMachine.allowedOperations(order(S.signed), actors[who])).toEqual([]);
      expect(mallOrderMachine.allowedOperations(order(S.cancelled), actors[who])).toEqual([]);
    }
    expect(mallOrderMachine.allowedOperations(order(S.inTransit), actors.admin)).toEqual([]);
  });

  it('records the refund of a cancelled paid order until the whole payment is back, by those who record payments, and it stays cancelled', () => {
    expect(mallOrderMachine.decide(order(S.cancelled, true), actors.finance, Op.refund)).toEqual({ ok: true, to: S.cancelled });
    expect(mallOrderMachine.allowedOperations(order(S.cancelled, true), actors.admin)).toEqual([Op.refund]);
    expect(mallOrderMachine.decide(order(S.cancelled, true), actors.warehouse, Op.refund)).toMatchObject({ ok: false, status: 403 });
    expect(mallOrderMachine.decide(order(S.cancelled, true), actors.customer, Op.refund)).toMatchObject({ ok: false, status: 403 });
    expect(mallOrderMachine.decide(order(S.cancelled, false), actors.admin, Op.refund)).toEqual({ ok: false, status: 409, message: '订单未付款，无需退款' });
    expect(mallOrderMachine.decide(order(S.cancelled, true, true), actors.admin, Op.refund)).toEqual({ ok: false, status: 409, message: '该订单已全额退款' });
    expect(mallOrderMachine.decide(order(S.pendingShipment, true), actors.admin, Op.refund)).toEqual({ ok: false, status: 409, message: '订单当前为待发货，不能登记退款' });
  });

  it('gives an engineer no operation in any state', () => {
    for (const state of MALL_ORDER_STATES) expect(mallOrderMachine.allowedOperations(order(state), actors.engineer)).toEqual([]);
  });
});
