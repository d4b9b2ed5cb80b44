import { toFen } from '@domain/finance/money';

/**
 * Quantities are kept as hundredths (integers) in code and numeric(14,2) in the database, so sums
 * never pick up float error. A part counted in pieces takes whole numbers only; a part whose unit is
 * divisible (米, 升 …, `decimal` set) takes up to two decimals.
 */
export const QTY_MAX_HUNDREDTHS = 100_000_000_000; // 1,000,000,000.00
/** The most a place may hold and a movement (or an order's parts) may be worth: what numeric(14,2) keeps. */
export const STOCK_MAX_HUNDREDTHS = 99_999_999_999_999; // 999,999,999,999.99
export const AMOUNT_MAX_FEN = 99_999_999_999_999n; // 999,999,999,999.99 yuan
export const LIMIT_TEXT = '999999999999.99';

/** Fen of `qty` hundredths at `price` yuan, half up; in BigInt, as the product passes 2^53 long before the limits. */
export const lineFen = (qty: number, price: string): bigint => (BigInt(qty) * BigInt(toFen(price)) + 50n) / 100n;

/** '12.5' | 12.5 → 1250; null when not a positive amount with at most two decimals. */
export function toHundredths(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const m = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return null;
  const n = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return n > 0 && n <= QTY_MAX_HUNDREDTHS ? n : null;
}

/** 1250 → '12.5', 1200 → '12', -50 → '-0.5'. */
export function formatQty(hundredths: number): string {
  const sign = hundredths < 0 ? '-' : '';
  const abs = Math.abs(hundredths);
  const whole = Math.floor(abs / 100);
  const frac = abs % 100;
  return frac === 0 ? `${sign}${whole}` : `${sign}${whole}.${String(frac).padStart(2, '0').replace(/0$/, '')}`;
}

/** Database numeric text ('12.50', '-3') → hundredths, digit by digit (no float). */
export function fromNumeric(value: string | number): number {
  const text = String(value).trim();
  const [whole, frac = ''] = text.replace(/^-/, '').split('.');
  const n = Number(whole) * 100 + Number(frac.padEnd(2, '0').slice(0, 2));
  return text.startsWith('-') && n !== 0 ? -n : n;
}
