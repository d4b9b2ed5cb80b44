import { z } from 'zod';
import { PagingSchema } from '../common/paging';
import { ExportFormatSchema } from '../downloads/downloads.schemas';
import { requiredText } from '../common/text.schemas';
import { commaIdsSchema } from '../users/users.schemas';
import {
  CATEGORY_KINDS,
  MAX_QUERY,
  MAX_QUESTION,
  MAX_RICH_TEXT,
  MAX_TITLE,
  VISIBILITIES,
  type CategoryKindValue,
  type VisibilityValue,
} from './knowledge.constants';
import type { Marked } from './search-text';

const id = z.coerce.number({ error: 'id 须为正整数' }).int('id 须为正整数').positive('id 须为正整数');
const bodyId = (label: string) => z.number({ error: `请选择${label}` }).int(`请选择${label}`).positive(`请选择${label}`);
const optionalParam = <S extends z.ZodType>(schema: S) => z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());
const kind = z.literal(CATEGORY_KINDS, { error: 'kind 只能是 1、2' });
const visibility = z.literal(VISIBILITIES, { error: '请选择可见范围' });
const richText = (label: string) => z.string({ error: `${label}须为文本` }).max(MAX_RICH_TEXT, `${label}过长`);
const typedQuery = z.string({ error: '请输入搜索内容' }).trim().max(MAX_QUERY, `搜索内容最多${MAX_QUERY}个字`);

export const IdQuerySchema = z.object({ id });
/** A picture of a portal article: the article and the upload its answer shows. */
export const PortalFaqImageQuerySchema = z.object({ id, file: id });
export const IdsQuerySchema = z.object({ ids: commaIdsSchema(100).refine((l) => l.length > 0, '请选择需要删除的行') });

/** POST /v2/knowledge/category/save: a category of the FAQ or the documents, under a parent of the same tree. */
export const SaveCategorySchema = z.object({
  id: id.optional(),
  kind,
  parentId: bodyId('上级分类').nullable().default(null),
  name: requiredText('分类名称', 30),
  sort: z.number({ error: '排序须为数字' }).int('排序须为整数').min(0, '排序不能小于0').max(9999, '排序最大为9999').default(0),
});
export type SaveCategoryInput = z.infer<typeof SaveCategorySchema>;
export const CategoryListQuerySchema = z.object({ kind: z.coerce.number().pipe(kind) });

/** POST /v2/knowledge/faq/save: the question, its answer in rich text (sanitised on the server), who may read it. */
export const SaveFaqSchema = z.object({
  id: id.optional(),
  categoryId: bodyId('分类'),
  question: requiredText('问题', MAX_QUESTION),
  answer: richText('答案'),
  visibility,
});
export type SaveFaqInput = z.infer<typeof SaveFaqSchema>;

/** The FAQ list: a category with its sub-categories, a full-text query, a visibility. */
export const FaqFilterSchema = z.object({
  categoryId: optionalParam(id),
  keyword: optionalParam(typedQuery),
  visibility: optionalParam(z.coerce.number().pipe(visibility)),
});
export type FaqFilter = z.infer<typeof FaqFilterSchema>;
export const FaqListQuerySchema = FaqFilterSchema.extend(PagingSchema.shape);
/** POST /v2/knowledge/{faq,document}/export: the list's filter and the file's format. */
export const ExportArticlesSchema = FaqFilterSchema.extend({ format: ExportFormatSchema.default('xlsx') });

/** POST /v2/knowledge/faq/feedback: helpful or not; voting again changes the person's vote. */
export const FaqFeedbackSchema = z.object({ id: bodyId('问题'), helpful: z.boolean({ error: 'helpful 须为 true 或 false' }) });

/** POST /v2/knowledge/document/save: a document; a new one needs its first file. */
export const SaveDocumentSchema = z.object({
  id: id.optional(),
  categoryId: bodyId('分类'),
  title: requiredText('文档名称', MAX_TITLE),
  description: richText('文档说明').default(''),
  visibility,
  fileId: bodyId('附件').optional(),
  note: z.string({ error: '版本说明须为文本' }).trim().max(200, '版本说明最多200个字').default(''),
});
export type SaveDocumentInput = z.infer<typeof SaveDocumentSchema>;
export const DocumentFilterSchema = FaqFilterSchema;
export type DocumentFilter = FaqFilter;
export const DocumentListQuerySchema = DocumentFilterSchema.extend(PagingSchema.shape);

/** POST /v2/knowledge/document/version/save: a new version of a document (a new file). */
export const SaveVersionSchema = z.object({
  documentId: bodyId('文档'),
  fileId: bodyId('附件'),
  note: z.string({ error: '版本说明须为文本' }).trim().max(200, '版本说明最多200个字').default(''),
});

export const SearchQuerySchema = z.object({
  q: typedQuery.pipe(z.string().min(1, '请输入搜索内容')),
  kind: optionalParam(z.coerce.number().pipe(kind)),
  limit: optionalParam(z.coerce.number().int('limit 须为整数').min(1, 'limit 不能小于1').max(50, 'limit 最大为50')),
});
/** GET /portal/c/knowledge/faq/search: the portal searches the FAQ open to its customers only. */
export const PortalSearchQuerySchema = z.object({ q: typedQuery.pipe(z.string().min(1, '请输入搜索内容')) });
export const SuggestQuerySchema = z.object({ text: z.string({ error: '请输入描述' }).max(2000, '描述最多2000个字').default('') });
export const PreviewQuerySchema = z.object({ url: z.string({ error: '预览地址不正确' }).min(1, '预览地址不正确').max(500, '预览地址不正确') });

export interface NamedRef {
  id: number;
  name: string;
}

export interface KnowledgeCategory {
  id: number;
  kind: CategoryKindValue;
  parentId: number | null;
  name: string;
  sort: number;
  /** Articles in the category itself. */
  count: number;
}

export interface FaqRow {
  id: number;
  category: NamedRef;
  question: string;
  visibility: VisibilityValue;
  viewCount: number;
  helpfulCount: number;
  unhelpfulCount: number;
  createdBy: NamedRef | null;
  createTime: string;
  updateTime: string;
}

export interface FaqDetail extends FaqRow {
  /** Sanitised HTML. */
  answer: string;
  /** The reader's own vote. */
  myFeedback: boolean | null;
}

/** An FAQ as a portal customer reads it: no staff names, no view count. */
export interface PortalFaq {
  id: number;
  question: string;
  /** Sanitised HTML. */
  answer: string;
  helpfulCount: number;
  unhelpfulCount: number;
  /** The customer's own vote. */
  myFeedback: boolean | null;
}

export interface KnowledgeFile {
  id: number;
  name: string;
  size: number;
  mime: string;
  /** The file's address (/api/upload/file/{id}). */
  url: string;
  /** The preview service's address for it: the file URL Base64-encoded. */
  previewUrl: string;
}

export interface DocumentVersion {
  id: number;
  version: number;
  note: string;
  file: KnowledgeFile | null;
  createdBy: NamedRef | null;
  createTime: string;
}

export interface DocumentRow {
  id: number;
  category: NamedRef;
  title: string;
  visibility: VisibilityValue;
  version: number;
  fileName: string;
  viewCount: number;
  createdBy: NamedRef | null;
  createTime: string;
  updateTime: string;
}

export interface DocumentDetail extends DocumentRow {
  description: string;
  versions: DocumentVersion[];
}

/** One answer of the search: an FAQ (kind 1) or a document (kind 2), its title and a piece of its text marked. */
export interface SearchHit {
  kind: CategoryKindValue;
  id: number;
  title: Marked[];
  snippet: Marked[];
  rank: number;
}

/** What the preview service says of a file. */
export interface PreviewInfo {
  file: KnowledgeFile;
  /** How the screen shows it: an image, a PDF in a frame, text, or only a download. */
  as: 'image' | 'pdf' | 'text' | 'download';
}
