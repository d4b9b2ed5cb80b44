import type { FastifyInstance } from 'fastify';
import { DOCUMENT_EXPORT, FAQ_EXPORT } from '@domain/knowledge/knowledge.constants';
import { registerExportSource } from '../../jobs/exports/export-sources';
import { ExportService } from '../downloads/downloads.public';
import { KnowledgeCategoriesService } from './categories.service';
import { KnowledgeDocumentsService } from './documents.service';
import { KnowledgeFaqsService } from './faqs.service';
import { documentsExport, faqsExport } from './knowledge.export';
import { knowledgePortalRoutes } from './knowledge-portal.routes';
import { knowledgeRoutes } from './knowledge.routes';
import { PreviewService } from './preview';
import { KnowledgeSearchService } from './search.service';

/** The knowledge base: FAQ and documents with their categories, Chinese full-text search, the preview service, the two lists' exports, and the FAQ in the customer portal. */
export async function knowledgePlugin(app: FastifyInstance) {
  registerExportSource(FAQ_EXPORT, faqsExport);
  registerExportSource(DOCUMENT_EXPORT, documentsExport);
  const search = new KnowledgeSearchService(app.db);
  const faqs = new KnowledgeFaqsService(app.db);
  const preview = new PreviewService(app.db, app.storage);
  await app.register(knowledgeRoutes, {
    search,
    categories: new KnowledgeCategoriesService(app.db),
    faqs,
    documents: new KnowledgeDocumentsService(app.db),
    preview,
    exports: new ExportService(app.db, app.jobs),
  });
  await app.register(knowledgePortalRoutes, { search, faqs, preview });
}
