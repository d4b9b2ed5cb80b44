import { Role, type RoleType } from '../shell/roles';

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

/** Most lines in one order, most of one good in one line. */
export const MAX_ORDER_LINES = 20;
export const MAX_LINE_QTY = 999;
export const MAX_STOCK = 999_999;
/** Most images of one good, most spec options of one good. */
export const MAX_GOODS_IMAGES = 9;
export const MAX_SPEC_OPTIONS = 20;
