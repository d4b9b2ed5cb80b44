import type { FastifyInstance } from 'fastify';
import { MallPaths as P } from '@domain/mall/mall.paths';
import { PortalFunction } from '@domain/portal/portal.constants';
import { CustomerOperateSchema, GoodsImageParamsSchema, GoodsListQuerySchema, PlaceOrderSchema } from '@domain/mall/mall.schemas';
import { parse, parseBody } from '../../lib/parse';
import { guardPortal, portalCustomer } from '../portal/portal.public';
import { sendUploadedFile } from '../uploads/uploads.public';
import type { MallServices } from './mall.routes';

const pub = { config: { auth: 'public' as const } };

/** The mall in the customer portal, under the portal's own session: goods on the shelf, the customer's own orders. */
export async function mallPortalRoutes(app: FastifyInstance, { goods, orders, settings }: MallServices) {
  // A portal whose 服务商城 is off (/portalSetting) answers no mall call.
  guardPortal(app, app.db, PortalFunction.mall);
  app.get(P.portalSetting, pub, async (request) => ({ success: true, data: await settings.forPortal(portalCustomer(request).enterpriseId) }));
  app.get(P.portalCategories, pub, async (request) => {
    await settings.needsOpen(portalCustomer(request).enterpriseId);
    return { success: true, data: await goods.categories(portalCustomer(request).enterpriseId) };
  });
  app.get(P.portalGoods, pub, async (request) => {
    const { pageIndex, pageSize, ...filter } = parse(GoodsListQuerySchema, request.query);
    await settings.needsOpen(portalCustomer(request).enterpriseId);
    return { success: true, data: await goods.portalGoods(portalCustomer(request).enterpriseId, filter, { pageIndex, pageSize }) };
  });
  app.get(P.portalGoodsImage, pub, async (request, reply) => {
    const { id, index } = parse(GoodsImageParamsSchema, request.params);
    return sendUploadedFile(reply, await goods.portalImage(app.storage, portalCustomer(request).enterpriseId, id, index), 'private, max-age=300');
  });
  app.get(P.portalOrders, pub, async (request) => ({ success: true, data: await orders.customerOrders(portalCustomer(request)) }));
  app.post(P.portalOrderCreate, pub, async (request) => {
    const input = parseBody(PlaceOrderSchema, request);
    return { success: true, message: '下单成功', data: await orders.place(portalCustomer(request), input) };
  });
  app.post(P.portalOrderOperate, pub, async (request) => {
    const { id, op } = parseBody(CustomerOperateSchema, request);
    return { success: true, message: '操作成功', data: await orders.customerOperate(portalCustomer(request), id, op) };
  });
}
