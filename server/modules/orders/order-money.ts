/** Money as yuan decimal text, computed in whole fen so no float rounding creeps in. */
const fen = (yuan: string | number) => Math.round(Number(yuan) * 100);
const yuan = (f: number) => `${f < 0 ? '-' : ''}${Math.floor(Math.abs(f) / 100)}.${String(Math.abs(f) % 100).padStart(2, '0')}`;

export const lineAmount = (quantity: number, price: string) => yuan(quantity * fen(price));

export function itemsAmount(items: readonly { quantity: number; price: string }[]): string {
  return yuan(items.reduce((sum, i) => sum + i.quantity * fen(i.price), 0));
}

/** What the customer owes: service + spare parts + other fees + payment items − discount (never below 0). */
export function feesTotal(f: { serviceAmount: string; spareAmount: string; otherFee: string; itemsAmount: string; discountAmount: string }): string {
  const total = fen(f.serviceAmount) + fen(f.spareAmount) + fen(f.otherFee) + fen(f.itemsAmount) - fen(f.discountAmount);
  return yuan(Math.max(0, total));
}

export const sameAmount = (a: string, b: string) => fen(a) === fen(b);
