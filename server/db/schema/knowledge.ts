import { sql } from 'drizzle-orm';
import { bigint, boolean, customType, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// Tables of the knowledge module (server/modules/knowledge): other modules reach them only through its public face.

/** A tsvector written from its text form (domain/knowledge/search-text.ts builds it). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Categories of the FAQ (kind 1) and the documents (kind 2): a tree per kind, three levels at most. */
export const knowledgeCategories = pgTable(
  'knowledge_categories',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    kind: smallint('kind').notNull(),
    parentId: bigint('parent_id', { mode: 'number' }),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('knowledge_categories_enterprise_idx').on(t.enterpriseId, t.kind)],
);

/** FAQ articles: the answer as sanitised HTML and as plain text (for search and snippets). */
export const knowledgeFaqs = pgTable(
  'knowledge_faqs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    categoryId: bigint('category_id', { mode: 'number' }).notNull(),
    question: text('question').notNull(),
    answerHtml: text('answer_html').notNull(),
    answerText: text('answer_text').notNull(),
    /** 1 staff only, 2 staff and portal customers. */
    visibility: smallint('visibility').notNull(),
    viewCount: integer('view_count').notNull().default(0),
    helpfulCount: integer('helpful_count').notNull().default(0),
    unhelpfulCount: integer('unhelpful_count').notNull().default(0),
    search: tsvector('search').notNull(),
    /** The title's pieces alone (the weight-A part of `search`): the first stage of a search looks here. */
    titleSearch: tsvector('title_search').notNull().generatedAlwaysAs(sql`ts_filter(search, '{a}')`),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('knowledge_faqs_enterprise_idx').on(t.enterpriseId, t.categoryId, t.id),
    index('knowledge_faqs_search_idx').using('gin', t.search).with({ fastupdate: 'off' }),
    index('knowledge_faqs_title_search_idx').using('gin', t.titleSearch).with({ fastupdate: 'off' }),
    index('knowledge_faqs_newest_idx').on(t.enterpriseId, t.id),
  ],
);

/** One vote per reader and article: `voter` is 'u<user id>' for staff, 'c<portal account id>' for customers. */
export const knowledgeFaqVotes = pgTable(
  'knowledge_faq_votes',
  {
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    faqId: bigint('faq_id', { mode: 'number' }).notNull(),
    voter: text('voter').notNull(),
    helpful: boolean('helpful').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('knowledge_faq_votes_pk').on(t.enterpriseId, t.faqId, t.voter)],
);

/** Documents: a title, a description, the current version's number; the files are in the versions. */
export const knowledgeDocuments = pgTable(
  'knowledge_documents',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    categoryId: bigint('category_id', { mode: 'number' }).notNull(),
    title: text('title').notNull(),
    descriptionHtml: text('description_html').notNull().default(''),
    descriptionText: text('description_text').notNull().default(''),
    visibility: smallint('visibility').notNull(),
    version: integer('version').notNull().default(1),
    viewCount: integer('view_count').notNull().default(0),
    search: tsvector('search').notNull(),
    /** The title's pieces alone (the weight-A part of `search`): the first stage of a search looks here. */
    titleSearch: tsvector('title_search').notNull().generatedAlwaysAs(sql`ts_filter(search, '{a}')`),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('knowledge_documents_enterprise_idx').on(t.enterpriseId, t.categoryId, t.id),
    index('knowledge_documents_search_idx').using('gin', t.search).with({ fastupdate: 'off' }),
    index('knowledge_documents_title_search_idx').using('gin', t.titleSearch).with({ fastupdate: 'off' }),
    index('knowledge_documents_newest_idx').on(t.enterpriseId, t.id),
  ],
);

/** A document's versions: each an uploaded file (the uploads module's), numbered from 1, never changed. */
export const knowledgeDocumentVersions = pgTable(
  'knowledge_document_versions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    documentId: bigint('document_id', { mode: 'number' }).notNull(),
    version: integer('version').notNull(),
    fileId: bigint('file_id', { mode: 'number' }).notNull(),
    fileName: text('file_name').notNull(),
    note: text('note').notNull().default(''),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('knowledge_document_versions_pk').on(t.enterpriseId, t.documentId, t.version)],
);
