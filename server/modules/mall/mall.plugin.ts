import type { FastifyInstance } from 'fastify';
import { GoodsService } from './goods.service';
import { MallOrdersService } from './mall-orders.service';
import { mallPortalRoutes } from './mall-portal.routes';
import { mallRoutes } from './mall.routes';

/** The service mall: staff keep categories, goods and orders; portal customers buy (their routes in a portal-session scope). */
export async function mallPlugin(app: FastifyInstance) {
  const services = { goods: new GoodsService(app.db), orders: new MallOrdersService(app.db) };
  await app.register(mallRoutes, services);
  await app.register(mallPortalRoutes, services);
}
