import type { FastifyInstance } from 'fastify';
import { KnowledgeCategoriesService } from './categories.service';
import { KnowledgeDocumentsService } from './documents.service';
import { KnowledgeFaqsService } from './faqs.service';
import { knowledgeRoutes } from './knowledge.routes';
import { PreviewService } from './preview';
import { KnowledgeSearchService } from './search.service';

/** The knowledge base: FAQ and documents with their categories, Chinese full-text search, the preview service. */
export async function knowledgePlugin(app: FastifyInstance) {
  await app.register(knowledgeRoutes, {
    search: new KnowledgeSearchService(app.db),
    categories: new KnowledgeCategoriesService(app.db),
    faqs: new KnowledgeFaqsService(app.db),
    documents: new KnowledgeDocumentsService(app.db),
    preview: new PreviewService(app.db, app.storage),
  });
}
