import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { SparePartRow, SpareTypeRow } from '@domain/spare-parts/spare-parts.schemas';
import { formatQty, fromNumeric } from '@domain/spare-parts/quantity';
import type { Executor } from '../../db/database';
import { spareParts, spareSettings, spareStocks, spareTypes, spareWarehouses } from '../../db/schema/spare-parts';

export async function settingsOf(tx: Executor, enterpriseId: number) {
  const [row] = await tx.select().from(spareSettings).where(eq(spareSettings.enterpriseId, enterpriseId));
  return { storehouseType: row?.storehouseType ?? 2, approvalTypes: row?.approvalTypes ?? [] };
}

export async function saveSettings(tx: Executor, enterpriseId: number, s: { storehouseType: number; approvalTypes: number[] }) {
  await tx
    .insert(spareSettings)
    .values({ enterpriseId, ...s })
    .onConflictDoUpdate({ target: spareSettings.enterpriseId, set: s });
}

export async function listTypes(tx: Executor, enterpriseId: number): Promise<SpareTypeRow[]> {
  const parts = tx
    .select({ typeId: spareParts.typeId, n: count().as('n') })
    .from(spareParts)
    .where(and(eq(spareParts.enterpriseId, enterpriseId), isNull(spareParts.deletedAt)))
    .groupBy(spareParts.typeId)
    .as('parts');
  const rows = await tx
    .select({ id: spareTypes.id, name: spareTypes.name, sort: spareTypes.sort, parts: sql<number>`coalesce(${parts.n}, 0)::int` })
    .from(spareTypes)
    .leftJoin(parts, eq(parts.typeId, spareTypes.id))
    .where(eq(spareTypes.enterpriseId, enterpriseId))
    .orderBy(asc(spareTypes.sort), asc(spareTypes.id));
  return rows.map((r) => ({ ...r, parts: Number(r.parts) }));
}

export async function typeNamed(tx: Executor, enterpriseId: number, name: string, exceptId?: number) {
  const [row] = await tx
    .select({ id: spareTypes.id })
    .from(spareTypes)
    .where(and(eq(spareTypes.enterpriseId, enterpriseId), eq(spareTypes.name, name), exceptId ? ne(spareTypes.id, exceptId) : undefined));
  return row;
}

export async function findType(tx: Executor, enterpriseId: number, id: number) {
  const [row] = await tx.select().from(spareTypes).where(and(eq(spareTypes.enterpriseId, enterpriseId), eq(spareTypes.id, id)));
  return row;
}

export async function saveType(tx: Executor, enterpriseId: number, input: { id?: number; name: string; sort: number }): Promise<number> {
  if (input.id) {
    await tx.update(spareTypes).set({ name: input.name, sort: input.sort }).where(and(eq(spareTypes.enterpriseId, enterpriseId), eq(spareTypes.id, input.id)));
    return input.id;
  }
  const [row] = await tx.insert(spareTypes).values({ enterpriseId, name: input.name, sort: input.sort }).returning({ id: spareTypes.id });
  return row.id;
}

/** Deletes the enterprise's types among the ids; answers how many there were. */
export async function deleteTypes(tx: Executor, enterpriseId: number, ids: number[]): Promise<number> {
  return (await tx.delete(spareTypes).where(and(eq(spareTypes.enterpriseId, enterpriseId), inArray(spareTypes.id, ids))).returning({ id: spareTypes.id })).length;
}

export async function partsInTypes(tx: Executor, enterpriseId: number, typeIds: number[]): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(spareParts)
    .where(and(eq(spareParts.enterpriseId, enterpriseId), isNull(spareParts.deletedAt), inArray(spareParts.typeId, typeIds)));
  return row.n;
}

/** Total stock of each part over all places (warehouses and people). */
const totalStock = (enterpriseId: number) =>
  sql<string>`coalesce((select sum(s.qty) from ${spareStocks} s where s.enterprise_id = ${enterpriseId} and s.part_id = ${spareParts.id}), 0)`;

const partShape = (enterpriseId: number) => ({
  id: spareParts.id,
  typeId: spareParts.typeId,
  typeName: sql<string>`coalesce(${spareTypes.name}, '')`,
  code: spareParts.code,
  name: spareParts.name,
  model: spareParts.model,
  unit: spareParts.unit,
  decimal: spareParts.decimal,
  price: spareParts.price,
  images: spareParts.images,
  customValues: spareParts.fields,
  stock: totalStock(enterpriseId),
  createdAt: spareParts.createdAt,
});

type PartRaw = Omit<SparePartRow, 'createTime' | 'stock'> & { stock: string | number; createdAt: Date };
const toPart = ({ createdAt, stock, ...r }: PartRaw): SparePartRow => ({ ...r, stock: formatQty(fromNumeric(stock)), createTime: createdAt.toISOString() });

const partFilter = (enterpriseId: number, f: { keyword?: string; typeId?: number }) =>
  and(
    eq(spareParts.enterpriseId, enterpriseId),
    isNull(spareParts.deletedAt),
    f.typeId ? eq(spareParts.typeId, f.typeId) : undefined,
    f.keyword ? or(ilike(spareParts.name, `%${f.keyword}%`), ilike(spareParts.code, `%${f.keyword}%`), ilike(spareParts.model, `%${f.keyword}%`)) : undefined,
  );

export async function listParts(tx: Executor, enterpriseId: number, f: { keyword?: string; typeId?: number; pageIndex: number; pageSize: number }) {
  const rows = await tx
    .select(partShape(enterpriseId))
    .from(spareParts)
    .leftJoin(spareTypes, eq(spareTypes.id, spareParts.typeId))
    .where(partFilter(enterpriseId, f))
    .orderBy(desc(spareParts.id))
    .limit(f.pageSize)
    .offset(f.pageIndex * f.pageSize);
  return rows.map((r) => toPart(r as PartRaw));
}

/** Parts after `afterId` in id order (the download centre's keyset pages). */
export async function partsAfter(tx: Executor, enterpriseId: number, f: { keyword?: string; typeId?: number }, afterId: number, limit: number) {
  const rows = await tx
    .select(partShape(enterpriseId))
    .from(spareParts)
    .leftJoin(spareTypes, eq(spareTypes.id, spareParts.typeId))
    .where(and(partFilter(enterpriseId, f), gt(spareParts.id, afterId)))
    .orderBy(asc(spareParts.id))
    .limit(limit);
  return rows.map((r) => toPart(r as PartRaw));
}

export async function countParts(tx: Executor, enterpriseId: number, f: { keyword?: string; typeId?: number }) {
  const [row] = await tx.select({ n: count() }).from(spareParts).where(partFilter(enterpriseId, f));
  return row.n;
}

export async function findPart(tx: Executor, enterpriseId: number, id: number): Promise<SparePartRow | undefined> {
  const [row] = await tx
    .select(partShape(enterpriseId))
    .from(spareParts)
    .leftJoin(spareTypes, eq(spareTypes.id, spareParts.typeId))
    .where(and(eq(spareParts.enterpriseId, enterpriseId), isNull(spareParts.deletedAt), eq(spareParts.id, id)));
  return row ? toPart(row as PartRaw) : undefined;
}

export type PartFields = Omit<typeof spareParts.$inferInsert, 'id' | 'enterpriseId' | 'createdAt' | 'deletedAt'>;

export async function insertPart(tx: Executor, enterpriseId: number, fields: PartFields): Promise<number> {
  const [row] = await tx.insert(spareParts).values({ enterpriseId, ...fields }).returning({ id: spareParts.id });
  return row.id;
}

export async function updatePart(tx: Executor, enterpriseId: number, id: number, fields: PartFields) {
  await tx.update(spareParts).set(fields).where(and(eq(spareParts.enterpriseId, enterpriseId), eq(spareParts.id, id), isNull(spareParts.deletedAt)));
}

/** Deletes parts that hold no stock anywhere; answers the names of those that still do. */
export async function partsWithStock(tx: Executor, enterpriseId: number, ids: number[]) {
  const rows = await tx
    .selectDistinct({ name: spareParts.name })
    .from(spareParts)
    .innerJoin(spareStocks, and(eq(spareStocks.enterpriseId, spareParts.enterpriseId), eq(spareStocks.partId, spareParts.id)))
    .where(and(eq(spareParts.enterpriseId, enterpriseId), inArray(spareParts.id, ids), sql`${spareStocks.qty} > 0`));
  return rows.map((r) => r.name);
}

export async function softDeleteParts(tx: Executor, enterpriseId: number, ids: number[]) {
  // Their stock rows hold nothing (checked first); dropping them keeps stock lists free of deleted parts.
  await tx.delete(spareStocks).where(and(eq(spareStocks.enterpriseId, enterpriseId), inArray(spareStocks.partId, ids)));
  const rows = await tx
    .update(spareParts)
    .set({ deletedAt: sql`now()` })
    .where(and(eq(spareParts.enterpriseId, enterpriseId), isNull(spareParts.deletedAt), inArray(spareParts.id, ids)))
    .returning({ id: spareParts.id });
  return rows.length;
}

export function listWarehouses(tx: Executor, enterpriseId: number) {
  return tx
    .select({ id: spareWarehouses.id, name: spareWarehouses.name, kind: spareWarehouses.kind, keeperIds: spareWarehouses.keeperIds, address: spareWarehouses.address })
    .from(spareWarehouses)
    .where(and(eq(spareWarehouses.enterpriseId, enterpriseId), isNull(spareWarehouses.deletedAt)))
    .orderBy(asc(spareWarehouses.kind), asc(spareWarehouses.id));
}

export async function insertWarehouse(tx: Executor, enterpriseId: number, w: { name: string; kind: number; keeperIds: number[]; address: string }) {
  const [row] = await tx.insert(spareWarehouses).values({ enterpriseId, ...w }).returning({ id: spareWarehouses.id });
  return row.id;
}

export async function updateWarehouse(tx: Executor, enterpriseId: number, id: number, w: { name: string; kind: number; keeperIds: number[]; address: string }) {
  await tx.update(spareWarehouses).set(w).where(and(eq(spareWarehouses.enterpriseId, enterpriseId), eq(spareWarehouses.id, id), isNull(spareWarehouses.deletedAt)));
}

/** Codes among `codes` that live parts already carry (the import refuses them). */
export async function partCodesAmong(tx: Executor, enterpriseId: number, codes: string[]): Promise<string[]> {
  if (codes.length === 0) return [];
  const rows = await tx
    .select({ code: spareParts.code })
    .from(spareParts)
    .where(and(eq(spareParts.enterpriseId, enterpriseId), isNull(spareParts.deletedAt), inArray(spareParts.code, codes)));
  return rows.map((r) => r.code);
}
