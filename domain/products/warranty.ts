import { TimeUnit, WarrantyBasis, WarrantyStatus, type TimeUnitValue, type WarrantyBasisValue, type WarrantyStatusValue } from './products.constants';

/** ISO calendar dates ('2026-03-01'); all warranty arithmetic is on days, never on clock time. */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(date: string): [number, number, number] {
  const m = ISO_DATE.exec(date);
  if (!m) throw new Error(`not an ISO date: ${date}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

const iso = (d: Date) => d.toISOString().slice(0, 10);
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * `date` plus `amount` units. Months and years keep the day of the month, clamped to the month's
 * last day (2024-01-31 + 1 month = 2024-02-29; 2024-02-29 + 1 year = 2025-02-28).
 */
export function addTimeUnits(date: string, amount: number, unit: TimeUnitValue): string {
  const [y, m, d] = parts(date);
  if (unit === TimeUnit.day) return iso(new Date(Date.UTC(y, m - 1, d + amount)));
  const months = unit === TimeUnit.month ? amount : amount * 12;
  const index = m - 1 + months;
  const year = y + Math.floor(index / 12);
  const month = (((index % 12) + 12) % 12) + 1;
  return iso(new Date(Date.UTC(year, month - 1, Math.min(d, daysInMonth(year, month)))));
}

export interface WarrantyInput {
  basis: WarrantyBasisValue;
  period: number | null;
  unit: TimeUnitValue;
  purchaseDate: string | null;
  installDate: string | null;
  /** Entered by hand: wins over the computed value. */
  warrantyStart: string | null;
  warrantyEnd: string | null;
}

/**
 * The warranty of a customer product. The start is the entered start, else the basis date (purchase
 * or install); the end is the entered end, else start plus the period. The warranty covers the end
 * day itself, so a one-year warranty from 2026-03-01 runs through 2027-03-01.
 */
export function computeWarranty(input: WarrantyInput): { warrantyStart: string | null; warrantyEnd: string | null } {
  const basisDate = input.basis === WarrantyBasis.install ? input.installDate : input.purchaseDate;
  const warrantyStart = input.warrantyStart ?? basisDate;
  const computedEnd = warrantyStart && input.period ? addTimeUnits(warrantyStart, input.period, input.unit) : null;
  return { warrantyStart, warrantyEnd: input.warrantyEnd ?? computedEnd };
}

/** In warranty from the start through the end day; `today` is an ISO date (China business day on the server). */
export function warrantyStatus(start: string | null, end: string | null, today: string): WarrantyStatusValue {
  if (!end) return WarrantyStatus.unknown;
  if (start && today < start) return WarrantyStatus.notStarted;
  return today <= end ? WarrantyStatus.active : WarrantyStatus.expired;
}

/** Today's date in China business time (UTC+8, no daylight saving). */
export function chinaToday(now = new Date()): string {
  return iso(new Date(now.getTime() + 8 * 3_600_000));
}
