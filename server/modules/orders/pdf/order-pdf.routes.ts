import type { FastifyInstance } from 'fastify';
import { DownloadTexts } from '@domain/downloads/downloads.constants';
import { OrderPdfTexts } from '@domain/orders/order-pdf';
import { OrderPdfExportSchema, OrderPdfSendSchema } from '@domain/orders/order-pdf.schemas';
import { OrderPaths as P } from '@domain/orders/orders.paths';
import { Power } from '@domain/shell/permissions';
import { notFound } from '../../../lib/app-error';
import { contentDisposition } from '../../../lib/content-disposition';
import { parseBody } from '../../../lib/parse';
import { originOf } from '../../products/products.public';
import { actorOf } from '../order-actor';
import type { OrderPdfService } from './order-pdf.service';
import { registerRateLimits } from '../../../lib/rate-limits';

/** Server-made order PDFs: export of chosen orders, sending one to its contact, and the link that sends. */
export async function orderPdfRoutes(app: FastifyInstance, { service }: { service: OrderPdfService }) {
  await registerRateLimits(app);
  const reader = { power: Power.orderDetail };

  app.post(P.pdfExport, { config: reader }, async (request) => {
    const { ids } = parseBody(OrderPdfExportSchema, request);
    return { success: true, message: DownloadTexts.queued, data: await service.startExport(actorOf(request), ids) };
  });

  app.post(P.pdfSend, { config: reader }, async (request) => {
    const { id } = parseBody(OrderPdfSendSchema, request);
    return { success: true, message: OrderPdfTexts.sent, data: await service.send(actorOf(request), id, originOf(request)) };
  });

  // Rate-limited per IP so that tokens cannot be tried in bulk.
  app.get(P.pdfShared, { config: { auth: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } } }, async (request, reply) => {
    const { token } = request.params as { token?: string };
    if (!token || token.length > 200) throw notFound(OrderPdfTexts.linkInvalid);
    const { fileName, pdf } = await service.shared(token);
    return reply.header('content-type', 'application/pdf').header('content-disposition', contentDisposition('inline', fileName)).header('cache-control', 'private, no-store').send(pdf);
  });
}
