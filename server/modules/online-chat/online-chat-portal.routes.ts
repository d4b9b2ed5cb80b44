import type { FastifyInstance } from 'fastify';
import { OnlineChatPaths as P } from '@domain/online-chat/online-chat.paths';
import { guardPortal, portalCustomer } from '../portal/portal.public';
import type { WebChatService } from './web-chat.service';

const pub = { config: { auth: 'public' as const } };

/** The portal's web chat, under the portal's own session: the signed-in customer's link to the chat. */
export async function onlineChatPortalRoutes(app: FastifyInstance, { web }: { web: WebChatService }) {
  guardPortal(app, app.db);
  app.get(P.portalChatLink, pub, async (request) => ({ success: true, data: await web.portalToken(portalCustomer(request)) }));
}
