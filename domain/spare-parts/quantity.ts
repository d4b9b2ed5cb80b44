/**
 * Quantities are kept as hundredths (integers) in code and numeric(14,2) in the database, so sums
 * never pick up float error. A part counted in pieces takes whole numbers only; a part whose unit is
 * divisible (米, 升 …, `decimal` set) takes up to two decimals.
 */
export const QTY_MAX_HUNDREDTHS = 100_000_000_000; // 1,000,000,000.00

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

/** Database numeric text ('12.50') → hundredths. */
export const fromNumeric = (text: string | number): number => Math.round(Number(text) * 100);
