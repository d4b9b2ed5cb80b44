import type { FastifyInstance } from 'fastify';
import { registerExportSource } from '../../jobs/exports/export-sources';
import { ExportService } from '../downloads/downloads.public';
import { GoodsService } from './goods.service';
import { MALL_ORDERS_EXPORT, mallOrdersExport } from './mall.export';
import { MallOrdersService } from './mall-orders.service';
import { mallPortalRoutes } from './mall-portal.routes';
import { MallSettingsService } from './mall-settings';
import { mallRoutes } from './mall.routes';

/** The service mall: staff keep categories, goods and orders; portal customers buy (their routes in a portal-session scope). */
export async function mallPlugin(app: FastifyInstance) {
  registerExportSource(MALL_ORDERS_EXPORT, mallOrdersExport);
  const services = {
    exports: new ExportService(app.db, app.jobs),
    goods: new GoodsService(app.db),
    orders: new MallOrdersService(app.db, { notifications: app.notifications, jobs: app.jobs }),
    settings: new MallSettingsService(app.db),
  };
  await app.register(mallRoutes, services);
  await app.register(mallPortalRoutes, services);
}
