import type { FastifyInstance } from 'fastify';
import { CategoryKind, KnowledgeTexts, PORTAL_SUGGEST_LIMIT } from '@domain/knowledge/knowledge.constants';
import { KnowledgePaths as P } from '@domain/knowledge/knowledge.paths';
import { FaqFeedbackSchema, IdQuerySchema, PortalSearchQuerySchema, SuggestQuerySchema } from '@domain/knowledge/knowledge.schemas';
import { parse, parseBody } from '../../lib/parse';
import { guardPortal, portalCustomer } from '../portal/portal.public';
import type { KnowledgeServices } from './knowledge.routes';

const pub = { config: { auth: 'public' as const } };

/**
 * The FAQ in the customer portal, under the portal's own session: search, read and vote on the articles
 * open to portal customers (visibility 2) of the caller's enterprise, and suggestions for the request
 * the customer is describing.
 */
export async function knowledgePortalRoutes(app: FastifyInstance, { search, faqs }: Pick<KnowledgeServices, 'search' | 'faqs'>) {
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
  app.post(P.portalFaqFeedback, pub, async (request) => {
    const { id, helpful } = parseBody(FaqFeedbackSchema, request);
    return { success: true, message: KnowledgeTexts.helpfulThanks, data: await faqs.portalFeedback(portalCustomer(request), id, helpful) };
  });
}
