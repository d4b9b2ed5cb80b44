/**
 * Money of the finance area: yuan travel as decimal text ('12.30'), every computation runs in whole
 * fen (integer cents) so no binary floating point ever touches an amount.
 */
const YUAN = /^(-)?(\d{1,12})(?:\.(\d{1,2}))?$/;

/** Fen of a yuan text ('12.3' → 1230, '-0.05' → -5); throws on anything else. */
export function toFen(yuan: string | number): number {
  const text = typeof yuan === 'number' ? String(yuan) : yuan.trim();
  const m = YUAN.exec(text);
  if (!m) throw new Error(`not a yuan amount: ${text}`);
  const fen = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] && fen !== 0 ? -fen : fen;
}

/** Yuan text with two decimals of an integer fen amount (1230 → '12.30', -5 → '-0.05'). */
export function toYuan(fen: number): string {
  if (!Number.isSafeInteger(fen)) throw new Error(`not whole fen: ${fen}`);
  const abs = Math.abs(fen);
  return `${fen < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** fen × basis points / 10000, rounded half away from zero (integer arithmetic only). */
export function applyBasisPoints(fen: number, bp: number): number {
  // BigInt: fen × bp can pass 2^53 for large amounts.
  const product = BigInt(fen) * BigInt(bp);
  const negative = product < 0n;
  const abs = negative ? -product : product;
  const q = abs / 10000n + (abs % 10000n >= 5000n ? 1n : 0n);
  return Number(negative ? -q : q);
}
