import { Role, type RoleType } from '../shell/roles';

/** Mall order states (spec part 2 section 4): 1 pending payment, 2 pending approval, 3 pending shipment, 4 in transit, 5 signed, 6 cancelled. */
export const MallOrderState = { pendingPayment: 1, pendingApproval: 2, pendingShipment: 3, inTransit: 4, signed: 5, cancelled: 6 } as const;
export type MallOrderStateValue = (typeof MallOrderState)[keyof typeof MallOrderState];
export const MALL_ORDER_STATES = Object.values(MallOrderState) as MallOrderStateValue[];
export const MALL_ORDER_STATE_NAMES: Record<MallOrderStateValue, string> = { 1: '待付款', 2: '待审核', 3: '待发货', 4: '运输中', 5: '已签收', 6: '已取消' };

/** The portal customer acting on their own mall order (not one of the staff roles). */
export const CUSTOMER = 'customer' as const;
export type MallRole = RoleType | typeof CUSTOMER;

/**
 * Who does what in the mall (the spec is silent): administrators and dispatchers keep the goods and
 * run the orders; finance records payments, directors approve, warehouse keepers ship; they all read.
 */
export const MALL_MANAGERS: readonly RoleType[] = [Role.admin, Role.dispatcher];
export const MALL_READERS: readonly RoleType[] = [Role.admin, Role.dispatcher, Role.director, Role.finance, Role.warehouse];
export const MALL_PAYERS: readonly RoleType[] = [Role.admin, Role.dispatcher, Role.finance];
export const MALL_APPROVERS: readonly RoleType[] = [Role.admin, Role.dispatcher, Role.director];
export const MALL_SHIPPERS: readonly RoleType[] = [Role.admin, Role.dispatcher, Role.warehouse];

/** A mall order's number, read off its id. */
export const mallOrderNo = (id: number) => `SC${String(id).padStart(8, '0')}`;

/** Most lines in one order, most of one good in one line. */
export const MAX_ORDER_LINES = 20;
export const MAX_LINE_QTY = 999;
export const MAX_STOCK = 999_999;
