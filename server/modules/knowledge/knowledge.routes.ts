import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Messages } from '@domain/common/messages';
import { DownloadTexts } from '@domain/downloads/downloads.constants';
import { DOCUMENT_EXPORT, FAQ_EXPORT, KnowledgeTexts, KNOWLEDGE_READERS, KNOWLEDGE_WRITERS } from '@domain/knowledge/knowledge.constants';
import { KnowledgePaths as P } from '@domain/knowledge/knowledge.paths';
import {
  CategoryListQuerySchema,
  DocumentFilterSchema,
  DocumentListQuerySchema,
  ExportArticlesSchema,
  FaqFeedbackSchema,
  FaqFilterSchema,
  FaqListQuerySchema,
  IdQuerySchema,
  IdsQuerySchema,
  PreviewQuerySchema,
  SaveCategorySchema,
  SaveDocumentSchema,
  SaveFaqSchema,
  SaveVersionSchema,
  SearchQuerySchema,
  SuggestQuerySchema,
} from '@domain/knowledge/knowledge.schemas';
import { z } from 'zod';
import { contentDisposition } from '../../lib/content-disposition';
import { parse, parseBody } from '../../lib/parse';
import { caller } from '../../plugins/auth';
import type { ExportService } from '../downloads/downloads.public';
import type { KnowledgeCategoriesService } from './categories.service';
import type { KnowledgeDocumentsService } from './documents.service';
import type { KnowledgeFaqsService } from './faqs.service';
import type { KnowledgeActor } from './knowledge-common';
import type { PreviewService } from './preview';
import type { KnowledgeSearchService } from './search.service';

export interface KnowledgeServices {
  search: KnowledgeSearchService;
  categories: KnowledgeCategoriesService;
  faqs: KnowledgeFaqsService;
  documents: KnowledgeDocumentsService;
  preview: PreviewService;
  exports: ExportService;
}

const readers = { config: { roles: KNOWLEDGE_READERS } };
const writers = { config: { roles: KNOWLEDGE_WRITERS } };
const InlineSchema = PreviewQuerySchema.extend({ inline: z.enum(['0', '1'], { error: 'inline 只能是 0、1' }).optional() });

const actorOf = (request: FastifyRequest): KnowledgeActor => {
  const { user, enterprise } = caller(request);
  return { enterpriseId: enterprise.id, userId: user.id, role: user.currentRole };
};
const ok = <T>(data: T) => ({ success: true, data });
const saved = <T>(data: T) => ({ success: true, message: Messages.saveOk, data });

/** The knowledge base (/v2/knowledge/...): categories, FAQs, documents, search, suggestions, the preview service. */
export async function knowledgeRoutes(app: FastifyInstance, { search, categories, faqs, documents, preview, exports }: KnowledgeServices) {
  // The lists as filtered, through the download centre; those who keep the knowledge base take it away.
  for (const [path, source] of [
    [P.faqExport, FAQ_EXPORT],
    [P.documentExport, DOCUMENT_EXPORT],
  ] as const) {
    app.post(path, writers, async (request) => {
      const { format, ...filter } = parseBody(ExportArticlesSchema, request);
      const { enterpriseId, userId } = actorOf(request);
      return { success: true, message: DownloadTexts.queued, data: await exports.start({ enterpriseId, userId }, { source, format, filter }) };
    });
  }

  app.get(P.categoryList, readers, async (request) => ok(await categories.list(actorOf(request), parse(CategoryListQuerySchema, request.query).kind)));
  app.post(P.categorySave, writers, async (request) => {
    const input = parseBody(SaveCategorySchema, request);
    return saved(await categories.save(actorOf(request), input));
  });
  app.delete(P.categoryDelete, writers, async (request) => {
    await categories.remove(actorOf(request), parse(IdsQuerySchema, request.query).ids);
    return { success: true, message: Messages.deleteOk };
  });

  app.get(P.faqList, readers, async (request) => {
    const { pageIndex, pageSize, ...filter } = parse(FaqListQuerySchema, request.query);
    return ok(await faqs.list(actorOf(request), filter, { pageIndex, pageSize }));
  });
  app.get(P.faqCount, readers, async (request) => ok(await faqs.count(actorOf(request), parse(FaqFilterSchema, request.query))));
  app.get(P.faqDetail, readers, async (request) => ok(await faqs.detail(actorOf(request), parse(IdQuerySchema, request.query).id)));
  app.post(P.faqSave, writers, async (request) => {
    const input = parseBody(SaveFaqSchema, request);
    return saved(await faqs.save(actorOf(request), input));
  });
  app.delete(P.faqDelete, writers, async (request) => {
    await faqs.remove(actorOf(request), parse(IdsQuerySchema, request.query).ids);
    return { success: true, message: Messages.deleteOk };
  });
  app.post(P.faqFeedback, readers, async (request) => {
    const { id, helpful } = parseBody(FaqFeedbackSchema, request);
    return { success: true, message: KnowledgeTexts.helpfulThanks, data: await faqs.feedback(actorOf(request), id, helpful) };
  });

  app.get(P.documentList, readers, async (request) => {
    const { pageIndex, pageSize, ...filter } = parse(DocumentListQuerySchema, request.query);
    return ok(await documents.list(actorOf(request), filter, { pageIndex, pageSize }));
  });
  app.get(P.documentCount, readers, async (request) => ok(await documents.count(actorOf(request), parse(DocumentFilterSchema, request.query))));
  app.get(P.documentDetail, readers, async (request) => ok(await documents.detail(actorOf(request), parse(IdQuerySchema, request.query).id)));
  app.post(P.documentSave, writers, async (request) => {
    const input = parseBody(SaveDocumentSchema, request);
    return saved(await documents.save(actorOf(request), input));
  });
  app.post(P.documentVersionSave, writers, async (request) => {
    const { documentId, fileId, note } = parseBody(SaveVersionSchema, request);
    return saved(await documents.saveVersion(actorOf(request), documentId, fileId, note));
  });
  app.delete(P.documentDelete, writers, async (request) => {
    await documents.remove(actorOf(request), parse(IdsQuerySchema, request.query).ids);
    return { success: true, message: Messages.deleteOk };
  });

  app.get(P.search, readers, async (request) => {
    const { q, kind, limit } = parse(SearchQuerySchema, request.query);
    return ok(await search.search(actorOf(request).enterpriseId, q, { ...(kind ? { kinds: [kind] } : {}), ...(limit ? { limit } : {}) }));
  });
  app.get(P.suggest, readers, async (request) => ok(await search.suggest(actorOf(request).enterpriseId, parse(SuggestQuerySchema, request.query).text)));

  app.get(P.preview, readers, async (request, reply) => {
    const { url, inline } = parse(InlineSchema, request.query);
    const { enterpriseId } = actorOf(request);
    if (inline !== '1') return ok(await preview.info(enterpriseId, url));
    const file = await preview.inline(enterpriseId, url);
    // Text is shown in a sandbox; a PDF needs the browser's own viewer, which a sandbox turns off.
    if (file.mime.startsWith('text/')) reply.header('content-security-policy', "sandbox; default-src 'none'");
    return reply.header('content-type', file.mime).header('content-disposition', contentDisposition('inline', file.name)).header('x-content-type-options', 'nosniff').send(file.body);
  });
}
