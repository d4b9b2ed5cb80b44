import { TIME_UNIT_NAMES, WARRANTY_BASIS_NAMES, WARRANTY_STATUS_NAMES, type TimeUnitValue, type WarrantyBasisValue, type WarrantyStatusValue } from '@domain/products/products.constants';

/** '18个月（按购买时间）' or '-' without terms. */
export function warrantyTermsText(p: { warrantyPeriod: number | null; warrantyUnit: TimeUnitValue; warrantyBasis: WarrantyBasisValue }): string {
  if (!p.warrantyPeriod) return '-';
  return `${p.warrantyPeriod}${TIME_UNIT_NAMES[p.warrantyUnit]}（按${WARRANTY_BASIS_NAMES[p.warrantyBasis]}）`;
}

export const WARRANTY_STATUS_COLORS: Record<WarrantyStatusValue, string> = { unknown: 'gray', notStarted: 'arcoblue', active: 'green', expired: 'red' };
export const warrantyStatusText = (s: WarrantyStatusValue) => WARRANTY_STATUS_NAMES[s];
