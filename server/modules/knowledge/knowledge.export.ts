import { and, asc, gt } from 'drizzle-orm';
import { DOCUMENT_EXPORT, EXPORT_NAMES, FAQ_EXPORT, VISIBILITY_NAMES } from '@domain/knowledge/knowledge.constants';
import { FaqFilterSchema, type DocumentRow, type FaqFilter, type FaqRow } from '@domain/knowledge/knowledge.schemas';
import type { Executor } from '../../db/database';
import { knowledgeDocuments, knowledgeFaqs } from '../../db/schema/knowledge';
import { defineExportSource, type ExportColumn } from '../../jobs/exports/export-source';
import { countArticles, scopeWhere, type ArticleTable } from './articles.queries';
import { documentRecords, toDocumentRows } from './documents.queries';
import { listScope } from './faqs.service';
import { faqRecords, toFaqRows } from './faqs.queries';

/** Ids after `afterId` in the list's scope (its category with sub-categories, visibility, keyword), oldest first. */
async function idsAfter(tx: Executor, table: ArticleTable, enterpriseId: number, filter: FaqFilter, afterId: number, limit: number): Promise<number[]> {
  const scope = await listScope(tx, enterpriseId, filter);
  const rows = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(scopeWhere(table, scope), gt(table.id, afterId)))
    .orderBy(asc(table.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

const shared = <R extends FaqRow | DocumentRow>(): ExportColumn<R>[] => [
  { header: '分类', width: 16, value: (r) => r.category.name },
  { header: '可见范围', width: 16, value: (r) => VISIBILITY_NAMES[r.visibility] },
  { header: '浏览次数', width: 10, kind: 'number', value: (r) => r.viewCount },
];
const authorship = <R extends FaqRow | DocumentRow>(): ExportColumn<R>[] => [
  { header: '创建人', width: 12, value: (r) => r.createdBy?.name ?? '' },
  { header: '创建时间', width: 20, kind: 'datetime', value: (r) => r.createTime },
  { header: '更新时间', width: 20, kind: 'datetime', value: (r) => r.updateTime },
];

/** The FAQ list as filtered on /FAQManage: each question with its counts (the answer stays in the app: rich text). */
export const faqsExport = defineExportSource<FaqFilter, FaqRow>({
  name: EXPORT_NAMES[FAQ_EXPORT],
  filterSchema: FaqFilterSchema,
  columns: [
    { header: '问题', width: 40, value: (r) => r.question },
    ...shared<FaqRow>(),
    { header: '有用', width: 8, kind: 'number', value: (r) => r.helpfulCount },
    { header: '没用', width: 8, kind: 'number', value: (r) => r.unhelpfulCount },
    ...authorship<FaqRow>(),
  ],
  count: async (tx, enterpriseId, filter) => countArticles(tx, knowledgeFaqs, await listScope(tx, enterpriseId, filter)),
  page: async (tx, enterpriseId, filter, { afterId, limit }) => toFaqRows(tx, enterpriseId, await faqRecords(tx, enterpriseId, await idsAfter(tx, knowledgeFaqs, enterpriseId, filter, afterId, limit))),
});

/** The documents as filtered on /DOCManage, with their current version. */
export const documentsExport = defineExportSource<FaqFilter, DocumentRow>({
  name: EXPORT_NAMES[DOCUMENT_EXPORT],
  filterSchema: FaqFilterSchema,
  columns: [
    { header: '标题', width: 32, value: (r) => r.title },
    ...shared<DocumentRow>(),
    { header: '当前版本', width: 10, kind: 'number', value: (r) => r.version },
    { header: '文件名', width: 28, value: (r) => r.fileName },
    ...authorship<DocumentRow>(),
  ],
  count: async (tx, enterpriseId, filter) => countArticles(tx, knowledgeDocuments, await listScope(tx, enterpriseId, filter)),
  page: async (tx, enterpriseId, filter, { afterId, limit }) =>
    toDocumentRows(tx, enterpriseId, await documentRecords(tx, enterpriseId, await idsAfter(tx, knowledgeDocuments, enterpriseId, filter, afterId, limit))),
});
