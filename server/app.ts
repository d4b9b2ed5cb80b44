import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import type { Redis } from 'ioredis';
import { Messages } from '@domain/common/messages';
import { API_PREFIX } from './api-prefix';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import { fastifyTrustProxy, type TrustProxy } from './lib/trust-proxy';
import { AppError } from './lib/app-error';
import type { FileStore } from './lib/storage/file-store';
import { LocalFileStore } from './lib/storage/local-file-store';
import { announcementsRoutes } from './modules/announcements/announcements.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { ConsoleSmsSender, type SmsSender } from './modules/auth/sms-sender';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { chatSocketRoutes } from './modules/chat-socket/chat-socket.routes';
import { customAppsRoutes } from './modules/custom-apps/custom-apps.routes';
import { customerSheetsRoutes } from './modules/customers/customer-sheets.routes';
import { customersRoutes } from './modules/customers/customers.routes';
import { searchPlansRoutes } from './modules/search-plans/search-plans.routes';
import { downloadsRoutes } from './modules/downloads/downloads.routes';
import { noticesRoutes } from './modules/notices/notices.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import notificationsPlugin from './modules/notifications/notifications.plugin';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { receptionRoutes } from './modules/reception/reception.routes';
import { remindersRoutes } from './modules/reminders/reminders.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { shellRoutes } from './modules/shell/shell.routes';
import { smsRoutes } from './modules/sms/sms.routes';
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes';
import { tagsRoutes } from './modules/tags/tags.routes';
import { templatesRoutes } from './modules/templates/templates.routes';
import { departmentsRoutes } from './modules/users/departments.routes';
import { rolesRoutes } from './modules/users/roles.routes';
import { usersRoutes } from './modules/users/users.routes';
import { eventsRoutes } from './modules/events/events.routes';
import { moneyItemsRoutes } from './modules/money-items/money-items.routes';
import { contractsRoutes } from './modules/contracts/contracts.routes';
import { contractSheetsRoutes } from './modules/contracts/contract-sheets.routes';
import { cyclePlansRoutes } from './modules/cycle-plans/cycle-plans.routes';
import { returnVisitsRoutes } from './modules/return-visits/return-visits.routes';
import { productsRoutes } from './modules/products/products.routes';
import { productSheetsRoutes } from './modules/products/products-sheets.routes';
import { publicQrRoutes } from './modules/products/public-qr.routes';
import { qrRoutes } from './modules/products/qr.routes';
import { ordersRoutes } from './modules/orders/orders.routes';
import { refuseOverHeadcount } from './modules/shell/over-headcount';
import { orderExtrasRoutes } from './modules/orders/order-extras.routes';
import { orderPdfRoutes } from './modules/orders/pdf/order-pdf.routes';
import { homeRoutes } from './modules/home/home.routes';
import { tableConfigRoutes } from './modules/table-config/table-config.routes';
import { healthRoutes } from './modules/health/health.routes';
import { uploadsRoutes } from './modules/uploads/uploads.routes';
import type { HostsConfig } from './modules/hosts/hosts.config';
import { createPlatforms, hostsModule } from './modules/hosts/hosts.module';
import type { OpenPlatform } from './modules/hosts/open-platform';
import authPlugin from './plugins/auth';
import clusterPlugin from './plugins/cluster';
import controlCharactersPlugin from './plugins/control-characters';
import planPageSizePlugin from './plugins/plan-page-size';
import databasePlugin from './plugins/database';
import jobsPlugin from './plugins/jobs';
import servicesPlugin from './plugins/services';
import storagePlugin from './plugins/storage';
import unreadBodyPlugin from './plugins/unread-body';


export interface BuildOptions {
  database: Database;
  config: Pick<AppConfig, 'dataDir' | 'hotline' | 'appDownloadUrl' | 'paymentUrl'>;
  logger?: FastifyServerOptions['logger'];
  /** Folder of the built SPA; served with an index.html fallback when it exists. */
  staticDir?: string;
  smsSender?: SmsSender;
  /** Run the background job worker in this process (tests may drive jobs by hand). */
  runWorker?: boolean;
  /** WeCom / DingTalk apps (server/modules/hosts/hosts.config.ts); none configured: standalone only. */
  hosts?: HostsConfig;
  /** Host open-platform clients already made from `hosts` (server.ts checks them at start). */
  hostPlatforms?: Partial<Record<'wecom' | 'dingtalk', OpenPlatform>>;
  /** The Redis that several API nodes share (REDIS_URL); the app closes it. Absent: one process. */
  redis?: Redis;
  /** Where user files live (server/lib/storage); the app closes it. Absent: under `config.dataDir`. */
  storage?: FileStore;
  /** Peers whose X-Forwarded-For is believed (default: none, the peer's own address is the client's). */
  trustProxy?: TrustProxy;
  /** Observes every route as it is registered (the property test walks them all). */
  onRoute?: (route: RouteOptions) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends texts: sign-in codes and SMS notifications. */
    sms: SmsSender;
  }
}

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
    bodyLimit: 2 * 1024 * 1024,
    return503OnClosing: true,
  });

  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  await app.register(unreadBodyPlugin);
  await app.register(clusterPlugin, { redis: options.redis });
  await app.register(databasePlugin, { database: options.database });
  app.decorate('sms', options.smsSender ?? new ConsoleSmsSender(app.log));
  await app.register(servicesPlugin);
  await app.register(authPlugin);
  await app.register(controlCharactersPlugin);
  await app.register(planPageSizePlugin);
  await app.register(storagePlugin, { store: options.storage ?? new LocalFileStore(options.config.dataDir) });
  await app.register(jobsPlugin, { runWorker: options.runWorker ?? true });
  await app.register(notificationsPlugin);
  installErrorHandlers(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(shellRoutes, options.config);
      await api.register(usersRoutes);
      await api.register(departmentsRoutes);
      await api.register(rolesRoutes, { hotline: options.config.hotline });
      await api.register(receptionRoutes);
      await api.register(tagsRoutes, { hotline: options.config.hotline });
      await api.register(subscriptionsRoutes);
      await api.register(settingsRoutes);
      await api.register(noticesRoutes);
      await api.register(notificationsRoutes);
      await api.register(smsRoutes);
      await api.register(announcementsRoutes, { hotline: options.config.hotline });
      await api.register(remindersRoutes);
      await api.register(downloadsRoutes);
      await api.register(catalogueRoutes);
      await api.register(customAppsRoutes);
      await api.register(customersRoutes);
      await api.register(customerSheetsRoutes);
      await api.register(searchPlansRoutes);
      await api.register(auditRoutes);
      await api.register(templatesRoutes, { hotline: options.config.hotline });
      await api.register(uploadsRoutes, { dataDir: options.config.dataDir });
      await api.register(moneyItemsRoutes);
      // Orders and events refuse operations while the paid headcount is exceeded.
      const overHeadcount = refuseOverHeadcount(app);
      await api.register(async (scope) => {
        scope.addHook('preHandler', overHeadcount);
        await scope.register(eventsRoutes);
      });
      const hosts = options.hosts ?? { appOrigins: [] };
      await api.register(hostsModule, { config: hosts, platforms: options.hostPlatforms ?? createPlatforms(hosts) });
      await api.register(chatSocketRoutes, { appOrigins: hosts.appOrigins });
      await api.register(productsRoutes, { hotline: options.config.hotline });
      await api.register(productSheetsRoutes);
      await api.register(qrRoutes);
      await api.register(async (scope) => {
        scope.addHook('preHandler', overHeadcount);
        await scope.register(ordersRoutes);
        await scope.register(orderExtrasRoutes);
        await scope.register(orderPdfRoutes, { dataDir: options.config.dataDir });
      });
      await api.register(publicQrRoutes);
      await api.register(contractsRoutes);
      await api.register(contractSheetsRoutes);
      await api.register(cyclePlansRoutes, { hotline: options.config.hotline });
      await api.register(returnVisitsRoutes, { hotline: options.config.hotline });
      await api.register(homeRoutes);
      await api.register(tableConfigRoutes);
    },
    { prefix: API_PREFIX },
  );

  const { staticDir } = options;
  if (staticDir && existsSync(path.join(staticDir, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: false,
      // The build writes .br and .gz beside each file (scripts/compress-assets.mjs); they are sent as they are.
      preCompressed: true,
      setHeaders: (reply, filePath) => reply.header('cache-control', cacheControlOf(staticDir, filePath)),
    });
  }
  return app;
}

const REVALIDATE = 'no-cache, no-store, must-revalidate';

/**
 * Files under assets/ carry a content hash in their names and can be kept forever; everything else
 * (index.html above all: hosts' webviews cache it hard) is asked for again on every visit.
 */
function cacheControlOf(staticDir: string, filePath: string): string {
  const hashed = path.relative(staticDir, filePath).split(path.sep)[0] === 'assets';
  return hashed ? 'public, max-age=31536000, immutable' : REVALIDATE;
}

function installErrorHandlers(app: FastifyInstance) {
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    if (error instanceof AppError) {
      // 5xx AppErrors are a service behind this one failing: the user gets the message, the log the cause.
      if (error.statusCode >= 500) request.log.error({ err: error.cause ?? error }, error.message);
      return reply.status(error.statusCode).send({ success: false, message: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send({ success: false, message: '请求过于频繁，请稍后再试' });
    if (status === 413) return reply.status(413).send({ success: false, message: '请求内容过大' });
    if (status < 500) return reply.status(status).send({ success: false, message: `请求无效: ${error.message}` });
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ success: false, message: Messages.http500 });
  });

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !request.url.startsWith(API_PREFIX) && app.hasReplyDecorator('sendFile');
    if (wantsPage) return reply.header('cache-control', REVALIDATE).sendFile('index.html');
    return reply.status(404).send({ success: false, message: Messages.http404 });
  });
}
