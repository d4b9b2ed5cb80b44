import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../../db/database';
import { minuteTickHandler, scheduleMinuteTick, type MinuteTick } from '../../jobs/minute-tick';
import type { JobHandler } from '../../jobs/worker';
import type { Jobs } from '../../plugins/jobs';
import { enterprisesWithOrders } from '../orders/read-models/orders-read-models.public';
import { analyzeLiveShares, rollUpShares } from './live-shares.queries';

export const LIVE_SHARES_TICK: MinuteTick = { kind: 'finance.liveSharesTick', lock: 0x7e_f1_5a };

/**
 * Rolls every enterprise's live settlement shares up to `now`, each in its own transaction: the first
 * run (or one after a rule version or a group's leader changed under the roll-up) computes every
 * order's shares, later runs only the orders changed since the mark. Returns the enterprises done.
 */
export async function refreshLiveShares(database: Database, now: Date, log?: FastifyBaseLogger): Promise<number> {
  const enterprises = await enterprisesWithOrders(database.system);
  let rebuilt = false;
  for (const enterpriseId of enterprises) if (await database.tenant(enterpriseId, (tx) => rollUpShares(tx, enterpriseId, now))) rebuilt = true;
  if (rebuilt) await analyzeLiveShares(database.system);
  log?.debug({ enterprises: enterprises.length }, 'finance live shares rolled up');
  return enterprises.length;
}

export const scheduleLiveSharesTick = (db: Db, jobs: Pick<Jobs, 'enqueue'>, runAt: Date) => scheduleMinuteTick(db, jobs, LIVE_SHARES_TICK, runAt);

export function liveSharesTickHandler(database: Database, jobs: Pick<Jobs, 'enqueue'>): JobHandler {
  return minuteTickHandler(database.system, jobs, LIVE_SHARES_TICK, async (now, log) => void (await refreshLiveShares(database, now, log)));
}
