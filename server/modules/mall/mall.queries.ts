import { and, asc, desc, eq, gt, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { MallOrderStateValue } from '@domain/mall/mall-states';
import type { Executor } from '../../db/database';
import { mallCategories, mallGoods, mallOrders } from '../../db/schema/mall';
import { escapeLike } from '../customers/customers.public';

// ---- Categories ----

export function listCategories(tx: Executor, enterpriseId: number) {
  return tx
    .select({
      id: mallCategories.id,
      parentId: mallCategories.parentId,
      name: mallCategories.name,
      sort: mallCategories.sort,
      // Spelled out: drizzle leaves a lone table's columns unqualified, which inside the subquery would mean g's.
      goodsCount: sql<number>`(select count(*) from ${mallGoods} g where g.enterprise_id = "mall_categories"."enterprise_id" and g.category_id = "mall_categories"."id")`.mapWith(Number),
    })
    .from(mallCategories)
    .where(eq(mallCategories.enterpriseId, enterpriseId))
    .orderBy(asc(mallCategories.sort), asc(mallCategories.id));
}

export async function findCategory(tx: Executor, enterpriseId: number, id: number) {
  const [row] = await tx.select().from(mallCategories).where(and(eq(mallCategories.enterpriseId, enterpriseId), eq(mallCategories.id, id)));
  return row;
}

export async function siblingNamed(tx: Executor, enterpriseId: number, parentId: number | null, name: string, exceptId?: number) {
  const rows = await tx
    .select({ id: mallCategories.id })
    .from(mallCategories)
    .where(and(eq(mallCategories.enterpriseId, enterpriseId), parentId === null ? isNull(mallCategories.parentId) : eq(mallCategories.parentId, parentId), eq(mallCategories.name, name)));
  return rows.some((r) => r.id !== exceptId);
}

export async function hasChildren(tx: Executor, enterpriseId: number, id: number) {
  const rows = await tx.select({ id: mallCategories.id }).from(mallCategories).where(and(eq(mallCategories.enterpriseId, enterpriseId), eq(mallCategories.parentId, id))).limit(1);
  return rows.length > 0;
}

// ---- Goods ----

export type GoodsRecord = typeof mallGoods.$inferSelect;

export interface GoodsFilter {
  categoryId?: number;
  keyword?: string;
  onShelfOnly?: boolean;
}

function goodsWhere(enterpriseId: number, f: GoodsFilter): SQL | undefined {
  return and(
    eq(mallGoods.enterpriseId, enterpriseId),
    // A first-level category shows its own goods and its second-level categories'.
    f.categoryId === undefined
      ? undefined
      : sql`(${mallGoods.categoryId} = ${f.categoryId} or ${mallGoods.categoryId} in (select c.id from ${mallCategories} c where c.enterprise_id = ${enterpriseId} and c.parent_id = ${f.categoryId}))`,
    f.keyword ? ilike(mallGoods.name, `%${escapeLike(f.keyword)}%`) : undefined,
    f.onShelfOnly ? eq(mallGoods.onShelf, true) : undefined,
  );
}

export async function listGoods(tx: Executor, enterpriseId: number, f: GoodsFilter, page: { pageIndex: number; pageSize: number }) {
  const where = goodsWhere(enterpriseId, f);
  const rows = await tx
    .select({ goods: mallGoods, categoryName: mallCategories.name })
    .from(mallGoods)
    .leftJoin(mallCategories, and(eq(mallCategories.enterpriseId, mallGoods.enterpriseId), eq(mallCategories.id, mallGoods.categoryId)))
    .where(where)
    .orderBy(desc(mallGoods.id))
    .limit(page.pageSize)
    .offset(page.pageIndex * page.pageSize);
  const [{ total }] = await tx.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(mallGoods).where(where);
  return { rows, total };
}

export async function findGoods(tx: Executor, enterpriseId: number, id: number): Promise<GoodsRecord | undefined> {
  const [row] = await tx.select().from(mallGoods).where(and(eq(mallGoods.enterpriseId, enterpriseId), eq(mallGoods.id, id)));
  return row;
}

export function goodsByIds(tx: Executor, enterpriseId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([] as GoodsRecord[]);
  return tx.select().from(mallGoods).where(and(eq(mallGoods.enterpriseId, enterpriseId), inArray(mallGoods.id, ids)));
}

/**
 * Takes `qty` off a good's stock only if it is on the shelf and has that many: one statement, so of two
 * buyers of the last item the second finds the row changed and gets nothing (true when taken).
 */
export async function takeStock(tx: Executor, enterpriseId: number, goodsId: number, qty: number): Promise<boolean> {
  const rows = await tx
    .update(mallGoods)
    .set({ stock: sql`${mallGoods.stock} - ${qty}` })
    .where(and(eq(mallGoods.enterpriseId, enterpriseId), eq(mallGoods.id, goodsId), eq(mallGoods.onShelf, true), sql`${mallGoods.stock} >= ${qty}`))
    .returning({ id: mallGoods.id });
  return rows.length > 0;
}

export const returnStock = (tx: Executor, enterpriseId: number, goodsId: number, qty: number) =>
  tx.update(mallGoods).set({ stock: sql`${mallGoods.stock} + ${qty}` }).where(and(eq(mallGoods.enterpriseId, enterpriseId), eq(mallGoods.id, goodsId)));

// ---- Orders ----

export type OrderRecord = typeof mallOrders.$inferSelect;

type OrderFilter = { state?: MallOrderStateValue; customerId?: number };
const orderWhere = (enterpriseId: number, f: OrderFilter) =>
  and(
    eq(mallOrders.enterpriseId, enterpriseId),
    f.state === undefined ? undefined : eq(mallOrders.state, f.state),
    f.customerId === undefined ? undefined : eq(mallOrders.customerId, f.customerId),
  );

export async function listOrders(tx: Executor, enterpriseId: number, f: OrderFilter, page: { pageIndex: number; pageSize: number }) {
  const where = orderWhere(enterpriseId, f);
  const rows = await tx.select().from(mallOrders).where(where).orderBy(desc(mallOrders.id)).limit(page.pageSize).offset(page.pageIndex * page.pageSize);
  const [{ total }] = await tx.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(mallOrders).where(where);
  return { rows, total };
}

/** The export's page: orders after `afterId` in id order (keyset). */
export const ordersAfter = (tx: Executor, enterpriseId: number, f: OrderFilter, afterId: number, limit: number) =>
  tx.select().from(mallOrders).where(and(orderWhere(enterpriseId, f), gt(mallOrders.id, afterId))).orderBy(asc(mallOrders.id)).limit(limit);

/** One order of the enterprise, locked for the change that reads it when `forUpdate`. */
export async function findOrder(tx: Executor, enterpriseId: number, id: number, forUpdate = false): Promise<OrderRecord | undefined> {
  const query = tx.select().from(mallOrders).where(and(eq(mallOrders.enterpriseId, enterpriseId), eq(mallOrders.id, id)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function insertOrder(tx: Executor, values: typeof mallOrders.$inferInsert): Promise<number> {
  const [row] = await tx.insert(mallOrders).values(values).returning({ id: mallOrders.id });
  return row.id;
}

/** What a move writes besides the log: the state, and the move's own fields. */
export type OrderChange = Partial<Pick<OrderRecord, 'trackingNo' | 'payMode' | 'paidAt' | 'paidBy' | 'refundAmount' | 'refundedAt' | 'refundedBy' | 'refunds'>> & { state?: MallOrderStateValue };

export const moveOrder = (tx: Executor, enterpriseId: number, id: number, change: OrderChange & { state: MallOrderStateValue }, entry: { at: string; text: string; by: string }) =>
  tx
    .update(mallOrders)
    .set({ ...change, log: sql`${mallOrders.log} || ${JSON.stringify([entry])}::jsonb` })
    .where(and(eq(mallOrders.enterpriseId, enterpriseId), eq(mallOrders.id, id)));

/** How many orders of the enterprise are in each of `states` (the menu badges). */
export async function countByState(tx: Executor, enterpriseId: number, states: MallOrderStateValue[]): Promise<Map<number, number>> {
  const rows = await tx
    .select({ state: mallOrders.state, n: sql<number>`count(*)`.mapWith(Number) })
    .from(mallOrders)
    .where(and(eq(mallOrders.enterpriseId, enterpriseId), inArray(mallOrders.state, states)))
    .groupBy(mallOrders.state);
  return new Map(rows.map((r) => [r.state, r.n]));
}
