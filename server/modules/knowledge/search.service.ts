import { CategoryKind, SEARCH_LIMIT, SNIPPET_LENGTH, SUGGEST_LIMIT, Visibility, type CategoryKindValue } from '@domain/knowledge/knowledge.constants';
import type { SearchHit } from '@domain/knowledge/knowledge.schemas';
import { anyPieceQuery, highlight, searchQuery, snippet } from '@domain/knowledge/search-text';
import type { Database, Executor } from '../../db/database';
import { knowledgeDocuments, knowledgeFaqs } from '../../db/schema/knowledge';
import { bestArticleIds, type ArticleTable } from './articles.queries';
import { documentRecords } from './documents.queries';
import { faqRecords } from './faqs.queries';

interface SearchOptions {
  kinds: CategoryKindValue[];
  limit: number;
  /** Only what portal customers may read. */
  portal: boolean;
}

const TABLES: Record<CategoryKindValue, ArticleTable> = { [CategoryKind.faq]: knowledgeFaqs, [CategoryKind.document]: knowledgeDocuments };

/** The best `limit` articles of the kinds for a tsquery, best first, their titles and a piece of their text marked with `typed`. */
async function rankedHits(tx: Executor, enterpriseId: number, query: string, typed: string, options: SearchOptions): Promise<SearchHit[]> {
  const scope = { enterpriseId, query, visibility: options.portal ? Visibility.portal : undefined };
  const ranked: { kind: CategoryKindValue; id: number; rank: number }[] = [];
  for (const kind of options.kinds) {
    for (const r of await bestArticleIds(tx, TABLES[kind], scope, options.limit)) ranked.push({ kind, ...r });
  }
  ranked.sort((a, b) => b.rank - a.rank || b.id - a.id);
  const best = ranked.slice(0, options.limit);
  const faqs = new Map((await faqRecords(tx, enterpriseId, best.filter((r) => r.kind === CategoryKind.faq).map((r) => r.id))).map((f) => [f.id, { title: f.question, text: f.answerText }]));
  const docs = new Map((await documentRecords(tx, enterpriseId, best.filter((r) => r.kind === CategoryKind.document).map((r) => r.id))).map((d) => [d.id, { title: d.title, text: d.descriptionText }]));
  return best.flatMap((r) => {
    const article = (r.kind === CategoryKind.faq ? faqs : docs).get(r.id);
    return article ? [{ kind: r.kind, id: r.id, rank: r.rank, title: highlight(article.title, typed), snippet: snippet(article.text, typed, SNIPPET_LENGTH) }] : [];
  });
}

/**
 * Chinese full-text search over the FAQ and the documents: every piece of the query must be there
 * (空调 制冷 finds 空调不制冷), best first (title hits before body hits), the hits marked.
 */
export function searchArticles(db: Database, enterpriseId: number, typed: string, options: Partial<SearchOptions> = {}): Promise<SearchHit[]> {
  const query = searchQuery(typed);
  if (!query) return Promise.resolve([]);
  const all = { kinds: [CategoryKind.faq, CategoryKind.document], limit: SEARCH_LIMIT, portal: false, ...options };
  return db.tenantRead(enterpriseId, (tx) => rankedHits(tx, enterpriseId, query, typed, all));
}

/** Articles for a description (an order's, an event's, a customer's request): those sharing the most of its words. */
export function suggestArticles(db: Database, enterpriseId: number, text: string, options: Partial<SearchOptions> = {}): Promise<SearchHit[]> {
  const query = anyPieceQuery(text);
  if (!query) return Promise.resolve([]);
  const all = { kinds: [CategoryKind.faq, CategoryKind.document], limit: SUGGEST_LIMIT, portal: false, ...options };
  return db.tenantRead(enterpriseId, (tx) => rankedHits(tx, enterpriseId, query, text, all));
}

/** Search and suggestions for the signed-in staff of an enterprise (the routes' service). */
export class KnowledgeSearchService {
  constructor(private readonly db: Database) {}

  search(enterpriseId: number, typed: string, options: Partial<SearchOptions> = {}): Promise<SearchHit[]> {
    return searchArticles(this.db, enterpriseId, typed, options);
  }

  suggest(enterpriseId: number, text: string, options: Partial<SearchOptions> = {}): Promise<SearchHit[]> {
    return suggestArticles(this.db, enterpriseId, text, options);
  }
}
