import { and, asc, count, eq, ilike, inArray, isNull, ne, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  ALL_ITEMS,
  UNCATEGORISED,
  type ServiceItemCategoryRow,
  type ServiceItemFilter,
  type ServiceItemRow,
} from '@domain/catalogue/catalogue.schemas';
import type { Paging } from '@domain/common/paging';
import type { Executor } from '../../db/database';
import { serviceItemCategories as categories, serviceItems as items } from '../../db/schema/catalogue';
import { escapeLike } from './catalogue-common';

export type CategoryRecord = typeof categories.$inferSelect;
export type ItemFields = Omit<typeof items.$inferInsert, 'id' | 'enterpriseId' | 'createdAt'>;

const sameCategory = (categoryId: number | null) => (categoryId === null ? isNull(items.categoryId) : eq(items.categoryId, categoryId));

// ---- Categories ----

export async function listCategories(tx: Executor, enterpriseId: number): Promise<ServiceItemCategoryRow[]> {
  const counts = tx
    .select({ categoryId: items.categoryId, n: count().as('n') })
    .from(items)
    .where(eq(items.enterpriseId, enterpriseId))
    .groupBy(items.categoryId)
    .as('counts');
  const rows = await tx
    .select({ id: categories.id, name: categories.name, parentId: categories.parentId, itemCount: counts.n })
    .from(categories)
    .leftJoin(counts, eq(counts.categoryId, categories.id))
    .where(eq(categories.enterpriseId, enterpriseId))
    .orderBy(asc(categories.sort), asc(categories.id));
  return rows.map((r) => ({ ...r, itemCount: Number(r.itemCount ?? 0) }));
}

export function findCategories(tx: Executor, enterpriseId: number, ids: number[]): Promise<CategoryRecord[]> {
  return tx
    .select()
    .from(categories)
    .where(and(eq(categories.enterpriseId, enterpriseId), inArray(categories.id, ids)));
}

export async function categoryNameTaken(tx: Executor, enterpriseId: number, name: string, parentId: number | null, exceptId?: number) {
  const [row] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(
        eq(categories.enterpriseId, enterpriseId),
        eq(categories.name, name),
        parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId),
        exceptId ? ne(categories.id, exceptId) : undefined,
      ),
    );
  return Boolean(row);
}

/** Sub-categories of the given categories. */
export function childrenOf(tx: Executor, enterpriseId: number, ids: number[]) {
  return tx
    .select({ id: categories.id, parentId: categories.parentId })
    .from(categories)
    .where(and(eq(categories.enterpriseId, enterpriseId), inArray(categories.parentId, ids)));
}

export async function insertCategory(tx: Executor, enterpriseId: number, fields: { name: string; parentId: number | null }) {
  const [row] = await tx.insert(categories).values({ enterpriseId, ...fields }).returning();
  return row;
}

export async function updateCategory(tx: Executor, enterpriseId: number, id: number, fields: { name: string; parentId: number | null }) {
  const [row] = await tx
    .update(categories)
    .set(fields)
    .where(and(eq(categories.enterpriseId, enterpriseId), eq(categories.id, id)))
    .returning();
  return row;
}

export async function deleteCategories(tx: Executor, enterpriseId: number, ids: number[]) {
  await tx.delete(categories).where(and(eq(categories.enterpriseId, enterpriseId), inArray(categories.id, ids)));
}

// ---- Items ----

function itemWhere(tx: Executor, enterpriseId: number, filter: ServiceItemFilter): SQL | undefined {
  const conditions = [eq(items.enterpriseId, enterpriseId)];
  if (filter.name) conditions.push(ilike(items.name, `%${escapeLike(filter.name)}%`));
  if (filter.typeId === UNCATEGORISED) conditions.push(isNull(items.categoryId));
  else if (filter.typeId !== ALL_ITEMS) {
    const subtree = tx
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.enterpriseId, enterpriseId), or(eq(categories.id, filter.typeId), eq(categories.parentId, filter.typeId))));
    conditions.push(inArray(items.categoryId, subtree));
  }
  return and(...conditions);
}

const itemShape = {
  id: items.id,
  name: items.name,
  categoryId: items.categoryId,
  categoryName: categories.name,
  price: items.price,
  description: items.description,
  enabled: items.enabled,
  sort: items.sort,
};

function selectItems(tx: Executor, enterpriseId: number) {
  return tx
    .select(itemShape)
    .from(items)
    .leftJoin(categories, and(eq(categories.id, items.categoryId), eq(categories.enterpriseId, enterpriseId)));
}

export function listItems(tx: Executor, enterpriseId: number, filter: ServiceItemFilter, paging: Paging): Promise<ServiceItemRow[]> {
  return selectItems(tx, enterpriseId)
    .where(itemWhere(tx, enterpriseId, filter))
    .orderBy(asc(items.sort), asc(items.id))
    .limit(paging.pageSize)
    .offset(paging.pageIndex * paging.pageSize);
}

export async function countItems(tx: Executor, enterpriseId: number, filter: ServiceItemFilter): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(items).where(itemWhere(tx, enterpriseId, filter));
  return row.n;
}

export function findItems(tx: Executor, enterpriseId: number, ids: number[]): Promise<ServiceItemRow[]> {
  return selectItems(tx, enterpriseId)
    .where(and(eq(items.enterpriseId, enterpriseId), inArray(items.id, ids)))
    .orderBy(asc(items.id));
}

/** The name of the item `itemId` selects, as a subquery for a caller's record; null when there is none. */
export function itemNameOf(enterpriseId: SQLWrapper, itemId: SQLWrapper): SQL<string | null> {
  return sql<string | null>`(select si.name from ${items} si where si.enterprise_id = ${enterpriseId} and si.id = ${itemId})`;
}

export async function itemNameTaken(tx: Executor, enterpriseId: number, name: string, categoryId: number | null, exceptId?: number) {
  const [row] = await tx
    .select({ id: items.id })
    .from(items)
    .where(and(eq(items.enterpriseId, enterpriseId), eq(items.name, name), sameCategory(categoryId), exceptId ? ne(items.id, exceptId) : undefined));
  return Boolean(row);
}

/** Categories (of the given ones) that hold at least one item. */
export async function categoriesWithItems(tx: Executor, enterpriseId: number, categoryIds: number[]): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ id: items.categoryId })
    .from(items)
    .where(and(eq(items.enterpriseId, enterpriseId), inArray(items.categoryId, categoryIds)));
  return rows.map((r) => r.id!);
}

export async function insertItem(tx: Executor, enterpriseId: number, fields: ItemFields): Promise<number> {
  const [row] = await tx.insert(items).values({ enterpriseId, ...fields }).returning({ id: items.id });
  return row.id;
}

export async function updateItem(tx: Executor, enterpriseId: number, id: number, fields: ItemFields) {
  await tx.update(items).set(fields).where(and(eq(items.enterpriseId, enterpriseId), eq(items.id, id)));
}

export async function deleteItems(tx: Executor, enterpriseId: number, ids: number[]) {
  await tx.delete(items).where(and(eq(items.enterpriseId, enterpriseId), inArray(items.id, ids)));
}

/** Names of service items and item categories by id (the chart centre's row labels). */
export async function catalogueNames(tx: Executor, enterpriseId: number, kind: 'item' | 'category', ids: number[]): Promise<{ id: number; name: string }[]> {
  if (ids.length === 0) return [];
  const table = kind === 'item' ? items : categories;
  return tx.select({ id: table.id, name: table.name }).from(table).where(and(eq(table.enterpriseId, enterpriseId), inArray(table.id, ids)));
}
