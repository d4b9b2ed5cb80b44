import { Role, type RoleType } from '../shell/roles';

/** Warranty basis (spec part 1 section 9): the date the warranty counts from. */
export const WarrantyBasis = { purchase: 2, install: 3 } as const;
export type WarrantyBasisValue = (typeof WarrantyBasis)[keyof typeof WarrantyBasis];
export const WARRANTY_BASES = Object.values(WarrantyBasis) as WarrantyBasisValue[];
export const WARRANTY_BASIS_NAMES: Record<WarrantyBasisValue, string> = { 2: '购买时间', 3: '安装时间' };

/** Time units (spec part 1 section 9): 1 day, 2 month, 3 year. */
export const TimeUnit = { day: 1, month: 2, year: 3 } as const;
export type TimeUnitValue = (typeof TimeUnit)[keyof typeof TimeUnit];
export const TIME_UNITS = Object.values(TimeUnit) as TimeUnitValue[];
export const TIME_UNIT_NAMES: Record<TimeUnitValue, string> = { 1: '天', 2: '个月', 3: '年' };

/** Where a customer product's warranty stands on a given day. */
export const WarrantyStatus = { unknown: 'unknown', notStarted: 'notStarted', active: 'active', expired: 'expired' } as const;
export type WarrantyStatusValue = (typeof WarrantyStatus)[keyof typeof WarrantyStatus];
export const WARRANTY_STATUS_NAMES: Record<WarrantyStatusValue, string> = {
  unknown: '未设置',
  notStarted: '未开始',
  active: '在保',
  expired: '已过保',
};

/** Batches hold at most this many codes: one printed sheet run, and one insert. */
export const MAX_QR_BATCH = 500;
/** Public page of a scanned product QR code (no sign-in); the code holds `${origin}${QR_PUBLIC_PATH}/${token}`. */
export const QR_PUBLIC_PATH = '/qr';

/**
 * Who writes what (the spec does not say): the archive and QR batches are run by administrators
 * and dispatchers; customer products are also added by the people who meet customers (salespeople
 * and reception). Everyone signed in reads them: orders and events pick products.
 */
export const PRODUCT_MANAGERS: readonly RoleType[] = [Role.admin, Role.dispatcher];
export const CUSTOMER_PRODUCT_WRITERS: readonly RoleType[] = [Role.admin, Role.dispatcher, Role.salesperson, Role.reception];
