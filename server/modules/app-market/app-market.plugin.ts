import type { FastifyInstance } from 'fastify';
import { MarketCorpState } from '@domain/app-market/app-market.constants';
import { Messages } from '@domain/common/messages';
import { isHeadcountExceeded, isServiceExpired } from '@domain/shell/plans';
import { planOf } from '../enterprises/enterprises.public';
import type { MarketLink } from '../hosts/hosts.public';
import { quickOrderOperations } from '../orders/orders.public';
import { appMarketRoutes } from './app-market.routes';
import { CardActions } from './card-actions.service';
import { CoolAppGroups } from './cool-app-groups.service';
import { MemoryTokenStore, RedisTokenStore, SharedTokens } from './corp-tokens';
import { DingService } from './ding.service';
import { GroupPanel } from './group-panel.service';
import { IapService } from './iap.service';
import type { MarketConfig } from './market.config';
import { AppMarket } from './market.service';
import { marketCorpOfEnterprise } from './app-market.queries';
import { startInAppRecovery } from './in-app-recovery.job';
import { startPanelRefresh } from './panel-refresh.job';
import { PURGE_TICK_JOB, purgeTickHandler, schedulePurgeTick } from './purge.job';

/**
 * The app markets (third-party app mode of WeCom and DingTalk): their callbacks, the corps that
 * installed the app, in-app purchase, DING messages and the group panel. Fills the hosts module's
 * market link, so sign-in, the quick deploy and work messages reach market corps too.
 */
export async function appMarketPlugin(app: FastifyInstance, options: { config: MarketConfig; link: MarketLink }) {
  const store = app.redis ? new RedisTokenStore(app.redis) : new MemoryTokenStore();
  const market = new AppMarket(app.db, options.config, new SharedTokens(store), store, options.link, app.sessions, app.bus, app.log);
  options.link.resolve = (host, corpId) => market.resolve(host, corpId);
  options.link.identify = (host, code) => market.identify(host, code);
  // WeCom's third-party web sign-in: the page names the suite as OAuth appid (DingTalk's ISV sign-in needs no suite id).
  const wecomSuite = options.config.wecom;
  options.link.suite = (host) => (host === 'wecom' && wecomSuite?.oauthBase ? { suiteId: wecomSuite.suiteId, oauthBase: wecomSuite.oauthBase } : undefined);
  // The market's menu entries (应用内购买, the group panel, DINGs) show only where they apply.
  app.menuEntries.registerPlaces(async (enterpriseId) => {
    const corp = await marketCorpOfEnterprise(app.db.system, enterpriseId);
    if (corp?.state !== MarketCorpState.installed) return [];
    return corp.host === 'dingtalk' ? ['market', 'dingtalkMarket'] : ['market'];
  });
  app.jobs.register(PURGE_TICK_JOB, purgeTickHandler(app.db, app.jobs));
  app.addHook('onReady', async () => schedulePurgeTick(app.db, app.jobs, new Date()));
  // DingTalk's in-app goods: paid orders whose push was lost are read from DingTalk's unfinished orders.
  if (options.config.dingtalk?.inAppGoodsCode) startInAppRecovery(app.db, app.jobs, market, (start) => app.addHook('onReady', start));
  const platformOfEnterprise = (enterpriseId: number) => options.link.platformOfEnterprise(enterpriseId);
  const cardCallback = options.config.dingtalk?.cardCallback;
  // A card press has no session: what the session check refuses (the service ended, more users than paid for) is refused here.
  const serviceRefusal = async (enterpriseId: number) => {
    const plan = await planOf(app.db.system, enterpriseId);
    if (!plan || isServiceExpired(plan)) return Messages.serviceExpired;
    return isHeadcountExceeded({ ...plan, userCount: await app.headcount.count(enterpriseId) }) ? Messages.overPaidHeadcount : null;
  };
  const groups = new CoolAppGroups(app.db, platformOfEnterprise, options.config.dingtalk?.panelCardTemplateId ?? '', app.log, app.bus, cardCallback);
  startPanelRefresh(app.jobs, groups, app.bus);
  const corpOf = async (enterpriseId: number) => {
    const corp = await marketCorpOfEnterprise(app.db.system, enterpriseId);
    return corp ? { host: corp.host, corpId: corp.corpId } : null;
  };
  await app.register(appMarketRoutes, {
    market,
    iap: new IapService(app.db, app.bus, options.config, corpOf, market, app.log),
    dings: new DingService(app.db, platformOfEnterprise),
    panel: new GroupPanel(app.db),
    groups,
    cards: new CardActions(app.db, cardCallback, store, quickOrderOperations(app.db, app.notifications), serviceRefusal, app.log),
  });
}
