import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { DingtalkClient } from './dingtalk.client';
import { HostWorkMessages } from './host-messages';
import type { HostName, HostsConfig } from './hosts.config';
import { hostsRoutes } from './hosts.routes';
import { HostsService } from './hosts.service';
import type { OpenPlatform } from './open-platform';
import { WecomClient } from './wecom.client';
import { quickDeployRoutes } from './quick-deploy.routes';
import { QuickDeploy } from './quick-deploy.service';
import type { MarketLink } from './market-link';
import { registerRateLimits } from '../../lib/rate-limits';

export function createPlatforms(config: HostsConfig): Partial<Record<HostName, OpenPlatform>> {
  return {
    wecom: config.wecom && new WecomClient(config.wecom),
    dingtalk: config.dingtalk && new DingtalkClient(config.dingtalk),
  };
}

/**
 * Fetches each configured host's access token once, so a wrong secret, corp or base URL is
 * reported at start rather than at the first user's sign-in. Standalone sign-in keeps working.
 */
export async function checkPlatforms(platforms: Partial<Record<HostName, OpenPlatform>>, log: FastifyBaseLogger) {
  for (const platform of Object.values(platforms)) {
    if (!platform) continue;
    try {
      await platform.check();
      log.info({ host: platform.host, corpId: platform.corpId }, '宿主应用配置已验证');
    } catch (error) {
      log.error({ host: platform.host, corpId: platform.corpId, err: (error as Error).message }, '宿主应用配置错误：无法获取 access_token');
    }
  }
}

/** Host sign-in, signatures, invitations, the quick deploy and work messages, under the /api prefix. */
export async function hostsModule(
  app: FastifyInstance,
  options: { config: HostsConfig; platforms: Partial<Record<HostName, OpenPlatform>>; market: MarketLink; marketMode: boolean },
) {
  await registerRateLimits(app);
  const deploy = new QuickDeploy(app.db, app.bus, app.log);
  // A closing server lets a running import finish its writes before the database closes.
  app.addHook('preClose', async () => deploy.settled());
  const hosts = new HostsService(app.db, app.sessions, options.platforms, deploy, options.market);
  options.market.install = (platform, admin) => hosts.installFromMarket(platform, admin);
  options.market.platformOfEnterprise = (enterpriseId) => hosts.platformOfEnterprise(enterpriseId);
  if (options.marketMode || Object.values(options.platforms).some(Boolean)) {
    app.notifications.useHostSender(new HostWorkMessages(app.db, options.platforms, options.market));
  }
  await app.register(hostsRoutes, { hosts, config: options.config });
  await app.register(quickDeployRoutes, { hosts, deploy });
}
