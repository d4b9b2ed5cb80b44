import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { CategoryKindValue } from '@domain/knowledge/knowledge.constants';
import type { KnowledgeCategory } from '@domain/knowledge/knowledge.schemas';
import type { Executor } from '../../db/database';
import { knowledgeCategories as categories, knowledgeDocuments as documents, knowledgeFaqs as faqs } from '../../db/schema/knowledge';

export type CategoryRecord = typeof categories.$inferSelect;

const articlesOf = (kind: CategoryKindValue) => (kind === 1 ? faqs : documents);

/** A kind's categories with how many articles each holds itself, in the tree's order (sort, then id). */
export async function listCategories(tx: Executor, enterpriseId: number, kind: CategoryKindValue): Promise<KnowledgeCategory[]> {
  const rows = await tx
    .select()
    .from(categories)
    .where(and(eq(categories.enterpriseId, enterpriseId), eq(categories.kind, kind)))
    .orderBy(asc(categories.sort), asc(categories.id));
  const table = articlesOf(kind);
  const counts = await tx
    .select({ id: table.categoryId, n: count() })
    .from(table)
    .where(eq(table.enterpriseId, enterpriseId))
    .groupBy(table.categoryId);
  const byId = new Map(counts.map((c) => [c.id, c.n]));
  return rows.map((r) => ({ id: r.id, kind: r.kind as CategoryKindValue, parentId: r.parentId, name: r.name, sort: r.sort, count: byId.get(r.id) ?? 0 }));
}

/** The category of the enterprise, locked against a delete (share) or for a change (update) when asked. */
export async function findCategory(tx: Executor, enterpriseId: number, id: number, lock?: 'share' | 'update'): Promise<CategoryRecord | undefined> {
  const query = tx
    .select()
    .from(categories)
    .where(and(eq(categories.enterpriseId, enterpriseId), eq(categories.id, id)));
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

export async function categoryNames(tx: Executor, enterpriseId: number, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(and(eq(categories.enterpriseId, enterpriseId), inArray(categories.id, ids)));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The category and every category under it. */
export async function categoryWithDescendants(tx: Executor, enterpriseId: number, id: number): Promise<number[]> {
  const rows = await tx.execute<{ id: string | number }>(sql`
    with recursive tree(id) as (
      select id from knowledge_categories where enterprise_id = ${enterpriseId} and id = ${id}
      union all
      select c.id from knowledge_categories c join tree on c.parent_id = tree.id where c.enterprise_id = ${enterpriseId}
    ) select id from tree`);
  return rows.rows.map((r) => Number(r.id));
}

export async function insertCategory(tx: Executor, enterpriseId: number, fields: Pick<CategoryRecord, 'kind' | 'parentId' | 'name' | 'sort'>): Promise<number> {
  const [row] = await tx
    .insert(categories)
    .values({ ...fields, enterpriseId })
    .returning({ id: categories.id });
  return row.id;
}

export async function updateCategory(tx: Executor, enterpriseId: number, id: number, fields: Pick<CategoryRecord, 'parentId' | 'name' | 'sort'>): Promise<void> {
  await tx
    .update(categories)
    .set(fields)
    .where(and(eq(categories.enterpriseId, enterpriseId), eq(categories.id, id)));
}

/** Whether anything still hangs under the category: a sub-category or an article. */
export async function categoryInUse(tx: Executor, enterpriseId: number, category: CategoryRecord): Promise<boolean> {
  const [child] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.enterpriseId, enterpriseId), eq(categories.parentId, category.id)))
    .limit(1);
  if (child) return true;
  const table = articlesOf(category.kind as CategoryKindValue);
  const [article] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.enterpriseId, enterpriseId), eq(table.categoryId, category.id)))
    .limit(1);
  return Boolean(article);
}

export async function deleteCategory(tx: Executor, enterpriseId: number, id: number): Promise<void> {
  await tx.delete(categories).where(and(eq(categories.enterpriseId, enterpriseId), eq(categories.id, id)));
}
