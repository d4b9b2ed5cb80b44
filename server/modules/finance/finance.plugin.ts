import type { FastifyInstance } from 'fastify';
import { registerFeeGuard } from '../orders/orders.public';
import { registerExportSource } from '../../jobs/exports/export-sources';
import { ExportService } from '../downloads/downloads.public';
import { commissionRoutes, SETTLEMENT_EXPORT } from './commission.routes';
import { settlementExport } from './settlement.export';
import { CommissionRuleService } from './commission.service';
import { financeRoutes } from './finance.routes';
import { LIVE_SHARES_TICK, liveSharesTickHandler, scheduleLiveSharesTick } from './live-shares.job';
import { namedListsRoutes } from './named-lists.routes';
import { NamedListsService } from './named-lists.service';
import { rewardsRoutes } from './rewards.routes';
import { RewardsService } from './rewards.service';
import { SettlementService } from './settlement.service';
import { sourceCollectionsRoutes } from './source-collections.routes';
import { SourceCollectionsService } from './source-collections.service';
import { ReceiveService } from './receive.service';
import { reconciledFeeGuard, ReconcileService } from './reconcile.service';
import { TeamSettlementMenu } from './team-settlement-menu';
import { TEAM_SETTLEMENT_PARENT_KEY } from '@domain/finance/team-settlement-menu';

/** Finance: payment templates and their item collections, reconciliation (which freezes an order's fees through the orders' fee guard), commission rules, personal and team settlement (with a group leader's own 团队结算 menu entry; the live lists' shares rolled up by a minute tick). */
export async function financePlugin(app: FastifyInstance) {
  const receive = new ReceiveService(app.db);
  const reconcile = new ReconcileService(app.db);
  registerFeeGuard(reconciledFeeGuard);
  app.menuEntries.registerPersonal(TEAM_SETTLEMENT_PARENT_KEY, new TeamSettlementMenu(app.db));
  await app.register(financeRoutes, { receive, reconcile });
  await app.register(sourceCollectionsRoutes, { collections: new SourceCollectionsService(app.db) });
  await app.register(namedListsRoutes, { lists: new NamedListsService(app.db) });
  await app.register(rewardsRoutes, { rewards: new RewardsService(app.db) });
  registerExportSource(SETTLEMENT_EXPORT, settlementExport);
  app.jobs.register(LIVE_SHARES_TICK.kind, liveSharesTickHandler(app.db, app.jobs));
  app.addHook('onReady', async () => scheduleLiveSharesTick(app.db.system, app.jobs, new Date()));
  await app.register(commissionRoutes, { rules: new CommissionRuleService(app.db), settlement: new SettlementService(app.db), exports: new ExportService(app.db, app.jobs) });
}
