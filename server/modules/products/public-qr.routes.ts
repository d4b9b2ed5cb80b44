import type { FastifyInstance } from 'fastify';
import { ProductErrors } from '@domain/products/errors';
import { PublicQrQuerySchema, QrTokenParamsSchema, ServiceRequestSchema } from '@domain/products/products.schemas';
import { notFound } from '../../lib/app-error';
import { parse, parseBody } from '../../lib/parse';
import type { PublicQrService } from './public-qr.service';
import { registerRateLimits } from '../../lib/rate-limits';
import { ProductPaths } from '@domain/products/products.paths';

const tokenOf = (params: unknown) => {
  const parsed = QrTokenParamsSchema.safeParse(params);
  // A malformed token is just an unknown code: nothing to tell a prober apart.
  if (!parsed.success) throw notFound(ProductErrors.qrNotFound);
  return parsed.data.token;
};

/** The public page of a scanned product code: no session; rate-limited per IP so tokens cannot be tried in bulk. */
export async function publicQrRoutes(app: FastifyInstance, { service }: { service: PublicQrService }) {
  await registerRateLimits(app);
  const lookupLimit = { auth: 'public' as const, rateLimit: { max: 60, timeWindow: '1 minute' } };
  const requestLimit = { auth: 'public' as const, rateLimit: { max: 10, timeWindow: '1 minute' } };

  app.get(ProductPaths.publicQr, { config: lookupLimit }, async (request) => {
    const token = tokenOf(request.params);
    return { success: true, data: await service.view(token, parse(PublicQrQuerySchema, request.query).chat) };
  });

  app.post(ProductPaths.publicQrRequest, { config: requestLimit }, async (request) => {
    const token = tokenOf(request.params);
    const input = parseBody(ServiceRequestSchema, request);
    return { success: true, message: '已提交，客服会尽快与您联系', data: await service.request(token, input) };
  });
}
