import type { FastifyInstance } from 'fastify';
import { registerExportSource } from '../../jobs/exports/export-sources';
import { registerCustomerDependent } from '../customers/customers.public';
import { ExportService } from '../downloads/downloads.public';
import { SettingsService } from '../settings/settings.public';
import { DetailFormsService } from '../templates/templates.public';
import { loadUploadSecret } from '../uploads/uploads.public';
import { registerHandoverStep } from '../users/users.public';
import { orderExtrasRoutes } from './order-extras.routes';
import { OrderExtrasService } from './order-extras.service';
import { OrderFinishService } from './order-finish.service';
import { OrderFlowService } from './order-flow.service';
import { OrderProgressService } from './order-progress.service';
import { openOrderCounts } from './order-refs';
import { OrderRunner } from './order-runner';
import { ORDER_SLA_JOB, orderSlaHandler, scheduleSlaTick } from './order-sla.job';
import { ordersExport } from './orders.export';
import { ordersHandoverStep } from './orders.handover';
import { ordersRoutes } from './orders.routes';
import { OrdersService } from './orders.service';
import { ORDER_PDF_JOB, OrderPdfService } from './pdf/order-pdf.service';
import { orderPdfRoutes } from './pdf/order-pdf.routes';
import { scheduleRoutes } from './schedule.routes';
import { ScheduleService } from './schedule.service';

/**
 * Orders: a user's open orders are part of a handover, a customer's open orders make its delete need
 * confirming, the list's export, the SLA check once a minute and the PDF job, and the routes.
 */
export async function ordersPlugin(app: FastifyInstance, options: { dataDir: string }) {
  registerHandoverStep(ordersHandoverStep);
  registerCustomerDependent('orders', { openCounts: openOrderCounts });
  registerExportSource('orders', ordersExport);
  // The order types' SLA rules, checked once a minute.
  app.jobs.register(ORDER_SLA_JOB, orderSlaHandler(app.db, app.jobs, app.notifications));
  app.addHook('onReady', async () => scheduleSlaTick(app.db.system, app.jobs, new Date()));
  // The server's one signing key (UPLOAD_SECRET or DATA_DIR/secret); the PDF link's MAC has its own prefix.
  const pdf = new OrderPdfService(app.db, app.jobs, app.storage, await loadUploadSecret(options.dataDir));
  app.jobs.register(ORDER_PDF_JOB, pdf.jobHandler());

  const runner = new OrderRunner(app.db, app.notifications);
  const orders = new OrdersService(runner);
  const flow = new OrderFlowService(runner);
  await app.register(scheduleRoutes, { schedule: new ScheduleService(app.db) });
  await app.register(ordersRoutes, { orders, flow, finish: new OrderFinishService(runner), exports: new ExportService(app.db, app.jobs) });
  await app.register(orderExtrasRoutes, {
    extras: new OrderExtrasService(runner, orders, flow, new DetailFormsService(app.db)),
    progress: new OrderProgressService(runner),
    settings: new SettingsService(app.db),
  });
  await app.register(orderPdfRoutes, { service: pdf });
}
