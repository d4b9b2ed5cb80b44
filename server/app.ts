import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import type { Redis } from 'ioredis';
import { ZodError } from 'zod';
import { Messages } from '@domain/common/messages';
import { API_PREFIX } from './api-prefix';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import { fastifyTrustProxy, type TrustProxy } from './lib/trust-proxy';
import { AppError } from './lib/app-error';
import { refusalText } from './lib/parse';
import { requestRefusal } from './lib/request-refusals';
import type { FileStore } from './lib/storage/file-store';
import { LocalFileStore } from './lib/storage/local-file-store';
import { announcementsPlugin } from './modules/announcements/announcements.plugin';
import { signInPlugin } from './modules/auth/auth.plugin';
import { ConsoleSmsSender, type SmsSender } from './modules/auth/sms-sender';
import { cataloguePlugin } from './modules/catalogue/catalogue.plugin';
import { chatSocketRoutes } from './modules/chat-socket/chat-socket.routes';
import { customAppsPlugin } from './modules/custom-apps/custom-apps.plugin';
import { customersPlugin } from './modules/customers/customers.plugin';
import { searchPlansPlugin } from './modules/search-plans/search-plans.plugin';
import { downloadsPlugin } from './modules/downloads/downloads.plugin';
import { noticesPlugin } from './modules/notices/notices.plugin';
import { auditRoutes } from './modules/audit/audit.routes';
import notificationsPlugin, { notificationSettingsPlugin } from './modules/notifications/notifications.plugin';
import { receptionPlugin } from './modules/reception/reception.plugin';
import { remindersPlugin } from './modules/reminders/reminders.plugin';
import { settingsPlugin } from './modules/settings/settings.plugin';
import { shellPlugin } from './modules/shell/shell.plugin';
import { smsPlugin } from './modules/sms/sms.plugin';
import { portalPlugin } from './modules/portal/portal.plugin';
import { portalEntry } from './modules/portal/portal.public';
import { subscriptionsPlugin } from './modules/subscriptions/subscriptions.plugin';
import { tagsPlugin } from './modules/tags/tags.plugin';
import { templatesPlugin } from './modules/templates/templates.plugin';
import { usersPlugin } from './modules/users/users.plugin';
import { eventsPlugin } from './modules/events/events.plugin';
import { eventSink } from './modules/events/product-request.sink';
import { moneyItemsPlugin } from './modules/money-items/money-items.plugin';
import { sparePartsPlugin } from './modules/spare-parts/spare-parts.plugin';
import { financePlugin } from './modules/finance/finance.plugin';
import { repairPlugin } from './modules/repair/repair.plugin';
import { mallPlugin } from './modules/mall/mall.plugin';
import { contractsPlugin } from './modules/contracts/contracts.plugin';
import { projectsPlugin } from './modules/projects/projects.plugin';
import { cyclePlansPlugin } from './modules/cycle-plans/cycle-plans.plugin';
import { knowledgePlugin } from './modules/knowledge/knowledge.plugin';
import { maintenancePlugin } from './modules/maintenance/maintenance.plugin';
import { onlineChatPlugin } from './modules/online-chat/online-chat.plugin';
import { createPresence, productChatToken } from './modules/online-chat/online-chat.public';
import { triggersPlugin } from './modules/triggers/triggers.plugin';
import { dispatchPlugin } from './modules/dispatch/dispatch.plugin';
import { callCenterPlugin } from './modules/call-center/call-center.plugin';
import { createTelephony, DEV_SIP_SECRET, type TelephonyAdapter } from './modules/call-center/call-center.public';
import { returnVisitsPlugin } from './modules/return-visits/return-visits.plugin';
import { productsPlugin } from './modules/products/products.plugin';
import { ordersPlugin } from './modules/orders/orders.plugin';
import { refuseOverHeadcount } from './modules/shell/over-headcount';
import { homePlugin } from './modules/home/home.plugin';
import { reportsPlugin } from './modules/reports/reports.plugin';
import { tableConfigPlugin } from './modules/table-config/table-config.plugin';
import { healthRoutes } from './modules/health/health.routes';
import { uploadsPlugin } from './modules/uploads/uploads.plugin';
import type { HostsConfig } from './modules/hosts/hosts.config';
import { createPlatforms, hostsModule } from './modules/hosts/hosts.module';
import { MarketLink } from './modules/hosts/hosts.public';
import { appMarketPlugin } from './modules/app-market/app-market.plugin';
import type { MarketConfig } from './modules/app-market/market.config';
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
  /** Third-party suites of the app markets (server/modules/app-market/market.config.ts); none: in-house apps only. */
  market?: MarketConfig;
  /** The call centre's telephony (server/modules/call-center/call-center.config.ts); the fake provider when absent (dev, tests). */
  telephony?: TelephonyAdapter;
  /** TCCC's data push token. */
  telephonyPushToken?: string;
  /** Seals the call centre's SIP passwords (CALL_CENTER_SECRET_KEY); absent: the dev key, null: none. */
  sipSecret?: string | null;
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
  installErrorHandlers(app, Boolean(options.staticDir && existsSync(path.join(options.staticDir, 'portal.html'))));

  await app.register(
    async (api) => {
      const { hotline, dataDir } = options.config;
      /*
       * Modules come in layers: a module imports from lower layers and from modules listed before
       * it in its own layer, never upwards (scripts/boundaries.ts allows no module cycle). What a
       * lower module needs from a higher one is a registry the lower one owns and the higher one's
       * plugin fills as it registers here: handover steps (users), customer dependents
       * (customers), order origins (orders), menu entries (shell: app.menuEntries), export and
       * import sources (server/jobs). Registries keep registration order (a handover runs the
       * catalogue's, reception's, events' and orders' steps in that order): mind it when moving a line.
       * 1. infrastructure: health, audit, settings, sms, downloads, uploads, search plans, table config
       * 2. organisation: users, catalogue, templates, enterprises, auth, notices, notifications, tags, subscriptions
       * 3. records: customers, products
       * 4. work: reception, orders, events (turn into orders), contracts, cycle plans (make
       *    orders), maintenance (plans make tasks that become orders), return visits (follow orders and events), reminders, announcements, money items, spare parts
       *    (use orders), finance (payment templates, reconciliation: reads orders and order types), projects (templates of
       *    processes and tasks; tasks make orders), repair (customer products sent in; parts through spare parts)
       * 5. composition: shell, home, reports (read orders and events), custom apps, portal (customers' own events and products),
       *    hosts, app market (third-party app mode: fills the hosts module's market link), chat
       */
      await api.register(healthRoutes);
      await api.register(auditRoutes);
      await api.register(settingsPlugin);
      await api.register(smsPlugin);
      await api.register(downloadsPlugin);
      await api.register(uploadsPlugin, { dataDir });
      await api.register(searchPlansPlugin);
      await api.register(tableConfigPlugin);

      await api.register(signInPlugin);
      await api.register(usersPlugin, { hotline });
      await api.register(cataloguePlugin);
      await api.register(templatesPlugin, { hotline });
      await api.register(noticesPlugin);
      await api.register(notificationSettingsPlugin);
      await api.register(tagsPlugin, { hotline });
      await api.register(subscriptionsPlugin);

      await api.register(customersPlugin);
      await api.register(productsPlugin, { hotline, requestSink: eventSink(app.notifications), portalEntry: portalEntry(app.db.system), chatEntry: productChatToken(app.db) });

      await api.register(receptionPlugin);
      // Orders and events refuse operations while the paid headcount is exceeded.
      const overHeadcount = refuseOverHeadcount(app);
      await api.register(async (scope) => {
        scope.addHook('preHandler', overHeadcount);
        await scope.register(eventsPlugin);
      });
      await api.register(async (scope) => {
        scope.addHook('preHandler', overHeadcount);
        await scope.register(ordersPlugin, { dataDir });
      });
      await api.register(contractsPlugin);
      await api.register(cyclePlansPlugin, { hotline });
      await api.register(maintenancePlugin);
      await api.register(returnVisitsPlugin, { hotline });
      await api.register(remindersPlugin);
      await api.register(announcementsPlugin, { hotline });
      await api.register(moneyItemsPlugin);
      await api.register(sparePartsPlugin, { hotline });
      await api.register(financePlugin);
      await api.register(repairPlugin);
      await api.register(mallPlugin);
      await api.register(projectsPlugin);
      await api.register(knowledgePlugin);
      await api.register(triggersPlugin);
      await api.register(dispatchPlugin, { hotline });
      await api.register(callCenterPlugin, { telephony: options.telephony ?? createTelephony({ provider: 'fake' }), pushToken: options.telephonyPushToken, sipSecret: options.sipSecret === undefined ? DEV_SIP_SECRET : options.sipSecret, hotline });

      await api.register(shellPlugin, options.config);
      await api.register(homePlugin);
      await api.register(reportsPlugin, { hotline });
      await api.register(customAppsPlugin);
      await api.register(portalPlugin, { hotline });
      const hosts = options.hosts ?? { appOrigins: [] };
      const market = options.market ?? {};
      const marketLink = new MarketLink();
      const marketMode = Object.values(market).some(Boolean);
      await api.register(hostsModule, { config: hosts, platforms: options.hostPlatforms ?? createPlatforms(hosts), market: marketLink, marketMode });
      await api.register(appMarketPlugin, { config: market, link: marketLink });
      // Who has a chat socket open: the socket keeps the record, the online chat's share rules read it.
      const presence = createPresence(app.redis, (error) => app.log.error({ err: error }, 'chat presence failed'));
      await api.register(chatSocketRoutes, { appOrigins: hosts.appOrigins, watcher: presence });
      await api.register(onlineChatPlugin, { presence, hotline, wecomApiBase: hosts.wecom?.apiBase ?? process.env.WEIXIN_KF_API_BASE ?? 'https://qyapi.weixin.qq.com' });
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
      // Hashed files are kept for a year and index.html is never stored, so nothing is ever revalidated or
      // fetched in ranges: validators and accept-ranges would only add ~100 bytes to each of the 100-odd
      // responses of a first visit (issue 14 counts the bytes on the wire).
      etag: false,
      lastModified: false,
      acceptRanges: false,
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

function installErrorHandlers(app: FastifyInstance, hasPortalPage: boolean) {
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    if (error instanceof AppError) {
      // 5xx AppErrors are a service behind this one failing: the user gets the message, the log the cause.
      if (error.statusCode >= 500) request.log.error({ err: error.cause ?? error }, error.message);
      return reply.status(error.statusCode).send({ success: false, message: error.message });
    }
    if (error instanceof ZodError) return reply.status(400).send({ success: false, message: refusalText(error) });
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send({ success: false, message: '请求过于频繁，请稍后再试' });
    if (status === 413) return reply.status(413).send({ success: false, message: '请求内容过大' });
    if (status < 500) return reply.status(status).send({ success: false, message: requestRefusal(error) });
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ success: false, message: Messages.http500 });
  });

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !request.url.startsWith(API_PREFIX) && app.hasReplyDecorator('sendFile');
    // The customer portal (/portal/{code}) is its own page (portal.html), never the staff app.
    const page = hasPortalPage && request.url.startsWith('/portal/') ? 'portal.html' : 'index.html';
    if (wantsPage) return reply.header('cache-control', REVALIDATE).sendFile(page);
    return reply.status(404).send({ success: false, message: Messages.http404 });
  });
}
