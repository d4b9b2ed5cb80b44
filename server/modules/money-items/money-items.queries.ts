import { and, asc, count, desc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { MoneyItemRow, MoneyItemTypeCode } from '@domain/money-items/money-items.constants';
import type { Executor } from '../../db/database';
import { moneyItems } from '../../db/schema/money-items';

const shape = {
  id: moneyItems.id,
  name: moneyItems.name,
  price: moneyItems.price,
  itemType: moneyItems.itemType,
  sort: moneyItems.sort,
  createdAt: moneyItems.createdAt,
  deletedAt: moneyItems.deletedAt,
};

type Raw = { id: number; name: string; price: string | null; itemType: number; sort: number; createdAt: Date; deletedAt: Date | null };

const toRow = (r: Raw): MoneyItemRow => ({
  id: r.id,
  name: r.name,
  price: r.price,
  itemType: r.itemType as MoneyItemTypeCode,
  sort: r.sort,
  createTime: r.createdAt.toISOString(),
  deleteTime: r.deletedAt?.toISOString() ?? null,
});

/** Live items, or (binned) the ones in the bin. */
const scope = (enterpriseId: number, binned: boolean) =>
  and(eq(moneyItems.enterpriseId, enterpriseId), binned ? isNotNull(moneyItems.deletedAt) : isNull(moneyItems.deletedAt));

export async function listItems(tx: Executor, enterpriseId: number, binned: boolean, page: { pageIndex: number; pageSize: number }) {
  const order = binned ? [desc(moneyItems.deletedAt), desc(moneyItems.id)] : [asc(moneyItems.sort), asc(moneyItems.id)];
  const rows = await tx
    .select(shape)
    .from(moneyItems)
    .where(scope(enterpriseId, binned))
    .orderBy(...order)
    .limit(page.pageSize)
    .offset(page.pageIndex * page.pageSize);
  return rows.map(toRow);
}

export async function countItems(tx: Executor, enterpriseId: number, binned: boolean): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(moneyItems).where(scope(enterpriseId, binned));
  return row.n;
}

export async function findItems(tx: Executor, enterpriseId: number, ids: number[], binned: boolean) {
  const rows = await tx
    .select(shape)
    .from(moneyItems)
    .where(and(scope(enterpriseId, binned), inArray(moneyItems.id, ids)))
    .orderBy(asc(moneyItems.id));
  return rows.map(toRow);
}

/** Live items carrying one of the names (other than `exceptId`). */
export async function liveNamed(tx: Executor, enterpriseId: number, names: string[], exceptId?: number) {
  return tx
    .select({ id: moneyItems.id, name: moneyItems.name })
    .from(moneyItems)
    .where(and(scope(enterpriseId, false), inArray(moneyItems.name, names), exceptId ? ne(moneyItems.id, exceptId) : undefined));
}

export interface MoneyItemFields {
  name: string;
  price: string | null;
  itemType: number;
  sort: number;
}

export async function insertItem(tx: Executor, enterpriseId: number, fields: MoneyItemFields): Promise<number> {
  const [row] = await tx
    .insert(moneyItems)
    .values({ enterpriseId, ...fields })
    .returning({ id: moneyItems.id });
  return row.id;
}

export async function updateItem(tx: Executor, enterpriseId: number, id: number, fields: MoneyItemFields) {
  await tx
    .update(moneyItems)
    .set(fields)
    .where(and(scope(enterpriseId, false), eq(moneyItems.id, id)));
}

/** Moves live items to the bin (binned = true) or brings binned ones back. */
export async function setBinned(tx: Executor, enterpriseId: number, ids: number[], binned: boolean) {
  await tx
    .update(moneyItems)
    .set({ deletedAt: binned ? sql`now()` : null })
    .where(and(scope(enterpriseId, !binned), inArray(moneyItems.id, ids)));
}
