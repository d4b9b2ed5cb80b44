import type { FastifyInstance } from 'fastify';
import { Messages } from '@domain/common/messages';
import { CUSTOMER_PRODUCT_WRITERS, PRODUCT_MANAGERS } from '@domain/products/products.constants';
import {
  BindQrSchema,
  DeleteIdsQuerySchema,
  GenerateQrSchema,
  IdQuerySchema,
  QrBatchListQuerySchema,
  QrCodeListQuerySchema,
  QrImagesSchema,
  QrLookupQuerySchema,
} from '@domain/products/products.schemas';
import { forbidden } from '../../lib/app-error';
import { parse, parseBody } from '../../lib/parse';
import { caller } from '../../plugins/auth';
import { actorOf, enterpriseOf, originOf } from './products-request';
import { ProductPaths } from '@domain/products/products.paths';
import type { QrCodesService } from './qr-codes.service';

const managers = { config: { roles: PRODUCT_MANAGERS } };
const writers = { config: { roles: CUSTOMER_PRODUCT_WRITERS } };

/** Product QR codes (/productQR/...): per product, in batches, images, scanning and binding. */
export async function qrRoutes(app: FastifyInstance, { qr }: { qr: QrCodesService }) {

  // Codes for chosen customer products (their writers), or a whole batch (managers only).
  app.post(ProductPaths.qrDownloadUrl, writers, async (request) => {
    const input = parseBody(GenerateQrSchema, request);
    if ('quantity' in input && !PRODUCT_MANAGERS.includes(caller(request).user.currentRole)) throw forbidden();
    return { success: true, data: await qr.generate(actorOf(request), originOf(request), input) };
  });

  app.post(ProductPaths.qrDownloadImg, async (request) => {
    const input = parseBody(QrImagesSchema, request);
    return { success: true, data: await qr.images(enterpriseOf(request), originOf(request), input) };
  });

  app.get(ProductPaths.qrImg, async (request, reply) => {
    const { id } = parse(IdQuerySchema, request.query);
    const png = await qr.png(enterpriseOf(request), originOf(request), id);
    return reply.type('image/png').header('cache-control', 'private, max-age=3600').send(png);
  });

  app.get(ProductPaths.qrDetail, async (request) => {
    const { code } = parse(QrLookupQuerySchema, request.query);
    return { success: true, data: await qr.lookup(enterpriseOf(request), originOf(request), code) };
  });

  app.post(ProductPaths.qrBind, writers, async (request) => {
    const input = parseBody(BindQrSchema, request);
    return { success: true, message: Messages.saveOk, data: await qr.bind(actorOf(request), originOf(request), input) };
  });

  app.delete(ProductPaths.qrDelete, managers, async (request) => {
    await qr.remove(actorOf(request), parse(DeleteIdsQuerySchema, request.query).ids);
    return { success: true, message: Messages.deleteOk };
  });

  app.get(ProductPaths.qrBatchList, async (request) => {
    const { keyword, pageIndex, pageSize } = parse(QrBatchListQuerySchema, request.query);
    return { success: true, data: await qr.listBatches(enterpriseOf(request), keyword, { pageIndex, pageSize }) };
  });

  app.get(ProductPaths.qrBatchCount, async (request) => {
    const { keyword } = parse(QrBatchListQuerySchema, request.query);
    return { success: true, data: await qr.countBatches(enterpriseOf(request), keyword) };
  });

  app.get(ProductPaths.qrBatchDetail, async (request) => {
    const { id } = parse(IdQuerySchema, request.query);
    return { success: true, data: await qr.batch(enterpriseOf(request), id) };
  });

  app.get(ProductPaths.qrCodeList, async (request) => {
    const { pageIndex, pageSize, ...filter } = parse(QrCodeListQuerySchema, request.query);
    return { success: true, data: await qr.listCodes(enterpriseOf(request), originOf(request), filter, { pageIndex, pageSize }) };
  });

  app.get(ProductPaths.qrCodeCount, async (request) => {
    const { pageIndex: _i, pageSize: _s, ...filter } = parse(QrCodeListQuerySchema, request.query);
    return { success: true, data: await qr.countCodes(enterpriseOf(request), filter) };
  });
}
