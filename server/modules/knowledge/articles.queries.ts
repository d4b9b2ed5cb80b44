import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { VisibilityValue } from '@domain/knowledge/knowledge.constants';
import type { Paging } from '@domain/common/paging';
import type { Executor } from '../../db/database';
import { knowledgeDocuments as documents, knowledgeFaqs as faqs } from '../../db/schema/knowledge';

/** The two kinds of article, which share search, category and visibility columns. */
export type ArticleTable = typeof faqs | typeof documents;

/** Which articles a list or a search takes. */
export interface ArticleScope {
  enterpriseId: number;
  /** The category and its sub-categories; undefined for all. */
  categoryIds?: number[];
  visibility?: VisibilityValue;
  /** The text form of a tsquery (domain/knowledge/search-text.ts); undefined for no search, null for a search nothing matches. */
  query?: string | null;
}

export function scopeWhere(table: ArticleTable, scope: ArticleScope): SQL {
  return and(
    eq(table.enterpriseId, scope.enterpriseId),
    scope.categoryIds ? inArray(table.categoryId, scope.categoryIds) : undefined,
    scope.visibility ? eq(table.visibility, scope.visibility) : undefined,
    scope.query === null ? sql`false` : scope.query ? sql`${table.search} @@ ${scope.query}::tsquery` : undefined,
  )!;
}

/** Title hits weigh ten times body hits; cover density rewards the query's pieces side by side. */
export const rankOf = (table: ArticleTable, query: string) => sql<number>`ts_rank_cd('{0.1, 0.2, 0.4, 1.0}', ${table.search}, ${query}::tsquery)`;

/** Ids of a page of articles: by rank when searching (then newest), else newest first. */
export async function articleIds(tx: Executor, table: ArticleTable, scope: ArticleScope, paging: Paging): Promise<{ id: number; rank: number }[]> {
  const rank = scope.query ? rankOf(table, scope.query) : sql<number>`0`;
  const rows = await tx
    .select({ id: table.id, rank: rank.mapWith(Number) })
    .from(table)
    .where(scopeWhere(table, scope))
    .orderBy(...(scope.query ? [desc(rank), desc(table.id)] : [desc(table.id)]))
    .limit(paging.pageSize)
    .offset(paging.pageIndex * paging.pageSize);
  return rows;
}

/** How many of the newest matches each stage of a search takes, per article it answers (DECISIONS.md). */
const CANDIDATES_PER_HIT = 4;

/**
 * The best `limit` articles for a search, best first, in two stages: the newest matches whose title
 * alone holds the query (found through the title's own index) and the newest matches at all, each
 * bounded, are ranked together with `rankOf`. A common word (a fifth of the articles) then costs a
 * few hundred rows instead of ranking every match; an older article whose body alone matches is
 * ranked only while it is among the newest matches.
 */
export async function bestArticleIds(tx: Executor, table: ArticleTable, scope: ArticleScope & { query: string }, limit: number): Promise<{ id: number; rank: number }[]> {
  const within = scopeWhere(table, { ...scope, query: undefined });
  const newest = (vector: typeof table.search | typeof table.titleSearch) =>
    tx
      .select({ id: table.id })
      .from(table)
      .where(and(within, sql`${vector} @@ ${scope.query}::tsquery`))
      .orderBy(desc(table.id))
      .limit(limit * CANDIDATES_PER_HIT);
  const rank = rankOf(table, scope.query);
  return tx
    .select({ id: table.id, rank: rank.mapWith(Number) })
    .from(table)
    .where(and(eq(table.enterpriseId, scope.enterpriseId), sql`${table.id} in ((${newest(table.titleSearch)}) union (${newest(table.search)}))`))
    .orderBy(desc(rank), desc(table.id))
    .limit(limit);
}

export async function countArticles(tx: Executor, table: ArticleTable, scope: ArticleScope): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(table)
    .where(scopeWhere(table, scope));
  return row.n;
}

/** One more reading of an article (no lost count when two read at once). */
export async function countView(tx: Executor, table: ArticleTable, enterpriseId: number, id: number): Promise<void> {
  await tx
    .update(table)
    .set({ viewCount: sql`${table.viewCount} + 1` })
    .where(and(eq(table.enterpriseId, enterpriseId), eq(table.id, id)));
}
