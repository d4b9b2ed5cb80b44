import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { spareLedger, spareMovements, spareParts, spareWarehouses } from '../../db/schema/spare-parts';

/** Live parts among the ids, with what posting needs. */
export function partsForPosting(tx: Executor, enterpriseId: number, ids: number[]) {
  return tx
    .select({ id: spareParts.id, name: spareParts.name, decimal: spareParts.decimal, price: spareParts.price, unit: spareParts.unit })
    .from(spareParts)
    .where(and(eq(spareParts.enterpriseId, enterpriseId), isNull(spareParts.deletedAt), inArray(spareParts.id, ids)));
}

export function liveWarehouses(tx: Executor, enterpriseId: number, ids: number[]) {
  return tx
    .select({ id: spareWarehouses.id, name: spareWarehouses.name, keeperIds: spareWarehouses.keeperIds })
    .from(spareWarehouses)
    .where(and(eq(spareWarehouses.enterpriseId, enterpriseId), isNull(spareWarehouses.deletedAt), inArray(spareWarehouses.id, ids)));
}

export interface StockKey {
  partId: number;
  locKind: number;
  locId: number;
}
export interface LockedStock extends StockKey {
  qty: string;
  minQty: string | null;
  warned: boolean;
}

/**
 * Locks the stock rows of the keys, creating the missing ones at zero, in one statement that takes
 * them in (part, kind, location) order: two movements touching the same rows queue in the same order,
 * so they can wait for each other but never deadlock. Answers each row's current quantity.
 */
export async function lockStocks(tx: Executor, enterpriseId: number, keys: StockKey[]): Promise<LockedStock[]> {
  const rows = JSON.stringify(keys.map((k) => ({ p: k.partId, k: k.locKind, l: k.locId })));
  const result = await tx.execute<{ part_id: string; loc_kind: number; loc_id: string; qty: string; min_qty: string | null; warned: boolean }>(sql`
    insert into spare_stocks (enterprise_id, part_id, loc_kind, loc_id)
    select ${enterpriseId}::bigint, v.p, v.k, v.l from jsonb_to_recordset(${rows}::jsonb) as v(p bigint, k smallint, l bigint)
    order by v.p, v.k, v.l
    on conflict (enterprise_id, part_id, loc_kind, loc_id) do update set updated_at = now()
    returning part_id, loc_kind, loc_id, qty, min_qty, warned`);
  return result.rows.map((r) => ({ partId: Number(r.part_id), locKind: Number(r.loc_kind), locId: Number(r.loc_id), qty: String(r.qty), minQty: r.min_qty === null ? null : String(r.min_qty), warned: r.warned }));
}

/** Writes the new quantities (and warning flags) of locked rows. */
export async function writeStocks(tx: Executor, enterpriseId: number, rows: (StockKey & { qty: string; warned: boolean })[]) {
  const json = JSON.stringify(rows.map((r) => ({ p: r.partId, k: r.locKind, l: r.locId, q: r.qty, w: r.warned })));
  await tx.execute(sql`
    update spare_stocks s set qty = v.q, warned = v.w, updated_at = now()
    from jsonb_to_recordset(${json}::jsonb) as v(p bigint, k smallint, l bigint, q numeric, w boolean)
    where s.enterprise_id = ${enterpriseId} and s.part_id = v.p and s.loc_kind = v.k and s.loc_id = v.l`);
}

export interface LedgerInsert {
  partId: number;
  fromKind: number | null;
  fromId: number | null;
  toKind: number | null;
  toId: number | null;
  qty: string;
  price: string;
}

export async function insertLedger(
  tx: Executor,
  head: { enterpriseId: number; movementId: number; type: number; orderId: number | null; docNo: string; userId: number },
  lines: LedgerInsert[],
) {
  await tx.insert(spareLedger).values(lines.map((l) => ({ ...head, ...l })));
}

export async function insertMovement(tx: Executor, values: typeof spareMovements.$inferInsert): Promise<number> {
  const [row] = await tx.insert(spareMovements).values(values).returning({ id: spareMovements.id });
  return row.id;
}

export async function markPosted(tx: Executor, enterpriseId: number, id: number, fields: { amount: string; decidedBy: number | null; reason?: string }) {
  await tx
    .update(spareMovements)
    .set({ state: 1, amount: fields.amount, decidedBy: fields.decidedBy, decidedAt: fields.decidedBy ? sql`now()` : null, reason: fields.reason ?? '' })
    .where(and(eq(spareMovements.enterpriseId, enterpriseId), eq(spareMovements.id, id)));
}
