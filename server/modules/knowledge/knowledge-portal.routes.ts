import type { FastifyInstance } from 'fastify';
import { CategoryKind, KnowledgeTexts, PORTAL_SUGGEST_LIMIT } from '@domain/knowledge/knowledge.constants';
import { KnowledgePaths as P } from '@domain/knowledge/knowledge.paths';
import { FaqFeedbackSchema, IdQuerySchema, PortalFaqImageQuerySchema, PortalSearchQuerySchema, SuggestQuerySchema } from '@domain/knowledge/knowledge.schemas';
import { parse, parseBody } from '../../lib/parse';
import { guardPortal, portalCustomer } from '../portal/portal.public';
import { sendUploadedFile } from '../uploads/uploads.public';
import type { KnowledgeServices } from './knowledge.routes';

const pub = { config: { auth: 'public' as const } };

/**
 * The FAQ in the customer portal, under the portal's own session: search, read and vote on the articles
 * open to portal customers (visibility 2) of the caller's enterprise, and suggestions for the request
 * the customer is describing, and the pictures of those answers (customers have no staff session for the uploads).
 */
export async function knowledgePortalRoutes(app: FastifyInstance, { search, faqs, preview }: Pick<KnowledgeServices, 'search' | 'faqs' | 'preview'>) {
  guardPortal(app, app.db);
  app.get(P.portalFaqSearch, pub, async (request) => {
    const { q } = parse(PortalSearchQuerySchema, request.query);
    return { success: true, data: await search.search(portalCustomer(request).enterpriseId, q, { kinds: [CategoryKind.faq], portal: true }) };
  });
  app.get(P.portalFaqSuggest, pub, async (request) => {
    const { text } = parse(SuggestQuerySchema, request.query);
    return { success: true, data: await search.suggest(portalCustomer(request).enterpriseId, text, { kinds: [CategoryKind.faq], portal: true, limit: PORTAL_SUGGEST_LIMIT }) };
  });
  app.get(P.portalFaqDetail, pub, async (request) => ({ success: true, data: await faqs.portalDetail(portalCustomer(request), parse(IdQuerySchema, request.query).id) }));
  app.get(P.portalFaqImage, pub, async (request, reply) => {
    const { id, file } = parse(PortalFaqImageQuerySchema, request.query);
    const reader = portalCustomer(request);
    await faqs.assertPortalImage(reader, id, file);
    return sendUploadedFile(reply, await preview.picture(reader.enterpriseId, file), 'private, max-age=3600');
  });
  app.post(P.portalFaqFeedback, pub, async (request) => {
    const { id, helpful } = parseBody(FaqFeedbackSchema, request);
    return { success: true, message: KnowledgeTexts.helpfulThanks, data: await faqs.portalFeedback(portalCustomer(request), id, helpful) };
  });
}
