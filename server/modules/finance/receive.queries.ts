import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { ItemCollectionRow, PaymentTemplateRow, ProofFile, TemplateItem } from '@domain/finance/finance.schemas';
import type { PaymentModeCode } from '@domain/finance/finance.constants';
import type { Executor } from '../../db/database';
import { itemCollections, receivePayments as r } from '../../db/schema/finance';

type Raw = typeof r.$inferSelect;

const toRow = (t: Raw): PaymentTemplateRow => ({
  id: t.id,
  fk_t_ep_receive_payment_id: t.id,
  name: t.name,
  items: t.items as TemplateItem[],
  remark: t.remark,
  version: t.version,
  createTime: t.createdAt.toISOString(),
  updateTime: t.updatedAt.toISOString(),
});

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const live = (enterpriseId: number) => and(eq(r.enterpriseId, enterpriseId), isNull(r.deletedAt));
const named = (enterpriseId: number, name?: string) => and(live(enterpriseId), name ? ilike(r.name, `%${escapeLike(name)}%`) : undefined);

export async function listTemplates(tx: Executor, enterpriseId: number, name: string | undefined, page: { pageIndex: number; pageSize: number }) {
  const rows = await tx
    .select()
    .from(r)
    .where(named(enterpriseId, name))
    .orderBy(desc(r.id))
    .limit(page.pageSize)
    .offset(page.pageIndex * page.pageSize);
  return rows.map(toRow);
}

export async function countTemplates(tx: Executor, enterpriseId: number, name?: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(r).where(named(enterpriseId, name));
  return row.n;
}

/** Live templates among `ids`, in the order of `ids`. */
export async function findTemplates(tx: Executor, enterpriseId: number, ids: number[]): Promise<PaymentTemplateRow[]> {
  if (ids.length === 0) return [];
  const rows = await tx.select().from(r).where(and(live(enterpriseId), inArray(r.id, ids))).orderBy(asc(r.id));
  const byId = new Map(rows.map((row) => [row.id, toRow(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function nameTaken(tx: Executor, enterpriseId: number, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: r.id })
    .from(r)
    .where(and(live(enterpriseId), eq(r.name, name), exceptId ? ne(r.id, exceptId) : undefined));
  return Boolean(row);
}

export interface TemplateFields {
  name: string;
  items: TemplateItem[];
  remark: string;
}

export async function insertTemplate(tx: Executor, enterpriseId: number, fields: TemplateFields): Promise<number> {
  const [row] = await tx.insert(r).values({ enterpriseId, ...fields }).returning({ id: r.id });
  return row.id;
}

/** Updates the template only if it is still at `version` (a conditional UPDATE): false when someone else saved first or it is gone. */
export async function updateTemplate(tx: Executor, enterpriseId: number, id: number, version: number, fields: TemplateFields): Promise<boolean> {
  const rows = await tx
    .update(r)
    .set({ ...fields, version: sql`${r.version} + 1`, updatedAt: new Date() })
    .where(and(live(enterpriseId), eq(r.id, id), eq(r.version, version)))
    .returning({ id: r.id });
  return rows.length > 0;
}

export async function softDeleteTemplates(tx: Executor, enterpriseId: number, ids: number[]): Promise<void> {
  await tx.update(r).set({ deletedAt: new Date() }).where(and(live(enterpriseId), inArray(r.id, ids)));
}

// ---- item collections ----------------------------------------------------------------------------

export async function insertItemCollection(
  tx: Executor,
  enterpriseId: number,
  row: { orderId: number; receivePaymentId: number; itemName: string; mode: number; amount: string; proof: ProofFile[]; remark: string; userId: number },
): Promise<void> {
  await tx.insert(itemCollections).values({ enterpriseId, ...row });
}

export async function itemCollectionsOf(tx: Executor, enterpriseId: number, orderId: number) {
  const rows = await tx
    .select()
    .from(itemCollections)
    .where(and(eq(itemCollections.enterpriseId, enterpriseId), eq(itemCollections.orderId, orderId)))
    .orderBy(asc(itemCollections.id));
  return rows.map((c) => ({
    receivePaymentId: c.receivePaymentId,
    row: {
      id: c.id,
      itemName: c.itemName,
      mode: c.mode as PaymentModeCode,
      amount: c.amount,
      proof: c.proof as ProofFile[],
      remark: c.remark,
      userId: c.userId,
      createTime: c.createdAt.toISOString(),
    } satisfies ItemCollectionRow,
  }));
}

/** Sum of the item collections of each order, as yuan text (orders without any are left out). */
export async function itemCollectedByOrder(tx: Executor, enterpriseId: number, orderIds: number[]): Promise<Map<number, string>> {
  if (orderIds.length === 0) return new Map();
  const rows = await tx
    .select({ orderId: itemCollections.orderId, sum: sql<string>`sum(${itemCollections.amount})::text` })
    .from(itemCollections)
    .where(and(eq(itemCollections.enterpriseId, enterpriseId), inArray(itemCollections.orderId, orderIds)))
    .groupBy(itemCollections.orderId);
  return new Map(rows.map((row) => [row.orderId, row.sum]));
}
