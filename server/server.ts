import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { createFileStore } from './lib/storage/create-file-store';
import { seedDemoIfEmpty } from './db/seed/demo';
import { offerNewMenuKeys } from './modules/enterprises/menu-offers';
import { loadHostsConfig } from './modules/hosts/hosts.config';
import { loadMarketConfig } from './modules/app-market/market.config';
import { createTelephony, loadCallCenterConfig, loadSipSecret } from './modules/call-center/call-center.public';
import { checkPlatforms, createPlatforms } from './modules/hosts/hosts.module';
import { offerDefaultTemplates } from './modules/templates/default-templates';

/** Starts the one process that serves the API and the built SPA; closes cleanly on SIGTERM/SIGINT. */
async function main() {
  const config = loadConfig();
  // A malformed host configuration stops the start with a message naming the variable.
  const hosts = loadHostsConfig();
  const hostPlatforms = createPlatforms(hosts);
  const market = loadMarketConfig();
  // The call centre's provider, likewise: a TCCC variable missing or malformed stops the start, naming it.
  const callCenter = loadCallCenterConfig();
  const telephony = createTelephony(callCenter);
  const sipSecret = loadSipSecret();
  const logger = {
    level: config.logLevel,
    redact: ['req.headers.cookie', 'req.headers.token', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    ...(config.production ? {} : { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }),
  };
  // A bucket that is missing or refused stops the start with a message naming what to fix.
  const storage = await createFileStore(config);
  await storage.check();
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'pglite') },
  );
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  // A node of several: fail fast on a Redis that does not answer, rather than queue commands forever.
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2, connectTimeout: 5_000, enableOfflineQueue: true }) : undefined;
  const app = await buildApp({ database, config, logger, staticDir: process.env.STATIC_DIR ?? path.join(root, 'dist'), hosts, market, hostPlatforms, telephony, telephonyPushToken: callCenter.provider === 'tccc' ? callCenter.tccc.pushToken : undefined, sipSecret, redis, storage, trustProxy: config.trustProxy });
  void checkPlatforms(hostPlatforms, app.log); // reported in the start log; standalone sign-in need not wait for it
  void telephony.check().then(
    () => app.log.info({ provider: telephony.name }, '呼叫中心已连接'),
    (err: unknown) => app.log.error({ err, provider: telephony.name }, '呼叫中心连接失败'),
  );
  // Nodes starting together take turns: the first seeds and offers, the others find it done.
  await database.oneNodeAtATime(async () => {
    if (config.demo && (await seedDemoIfEmpty(database, storage))) app.log.info('已写入演示数据（演示账号见 README）');
    const offered = await offerNewMenuKeys(database);
    if (offered > 0) app.log.info({ enterprises: offered }, '新功能菜单已授予默认角色');
    const templated = await offerDefaultTemplates(database);
    if (templated > 0) app.log.info({ enterprises: templated }, '已为企业添加默认工单类型和事件模板');
  });

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'closing: finishing requests, then the database');
    const timer = setTimeout(() => process.exit(1), 15_000).unref();
    await app.close();
    clearTimeout(timer);
    process.exit(0);
  };
  process.on('SIGTERM', () => void close('SIGTERM'));
  process.on('SIGINT', () => void close('SIGINT'));

  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(`服务已启动: ${address.replace('0.0.0.0', 'localhost')} (${database.kind}${redis ? ', Redis' : ''}, 文件存储 ${storage.kind})`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
