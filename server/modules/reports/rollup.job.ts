import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../../db/database';
import { minuteTickHandler, scheduleMinuteTick, type MinuteTick } from '../../jobs/minute-tick';
import type { JobHandler } from '../../jobs/worker';
import type { Jobs } from '../../plugins/jobs';
import { enterprisesWithOrders, orderDaySumRows, touchedOrderDays } from '../orders/orders.public';
import { ORDER_ROLLUP, readMark, replaceDaySums, writeMark } from './rollup.queries';

export const ROLLUP_TICK: MinuteTick = { kind: 'reports.rollupTick', lock: 0x7e_71_da };
/**
 * Each run re-reads five minutes before its last mark: an operation stamps updated_at before its
 * transaction commits, so a row committed after the previous run may carry an earlier time.
 */
const OVERLAP_MS = 5 * 60_000;

/**
 * Brings the orders' day roll-up up to `now`: the first run builds every enterprise's days; later
 * runs rebuild only the (enterprise, day) pairs whose orders changed or whose deadlines passed.
 * Returns the number of days rebuilt (or of enterprises on the first run).
 */
export async function refreshOrderRollup(database: Database, now: Date, log?: FastifyBaseLogger): Promise<number> {
  const mark = await readMark(database.system, ORDER_ROLLUP);
  if (!mark) {
    const enterprises = await enterprisesWithOrders(database.system);
    for (const enterpriseId of enterprises)
      await database.tenant(enterpriseId, async (tx) => replaceDaySums(tx, enterpriseId, null, await orderDaySumRows(tx, enterpriseId, null)));
    await writeMark(database.system, ORDER_ROLLUP, now);
    log?.info({ enterprises: enterprises.length }, 'order roll-up built');
    return enterprises.length;
  }
  const touched = await touchedOrderDays(database.system, new Date(mark.getTime() - OVERLAP_MS), now);
  const byEnterprise = new Map<number, string[]>();
  for (const t of touched) byEnterprise.set(t.enterpriseId, [...(byEnterprise.get(t.enterpriseId) ?? []), t.day]);
  for (const [enterpriseId, days] of byEnterprise)
    await database.tenant(enterpriseId, async (tx) => replaceDaySums(tx, enterpriseId, days, await orderDaySumRows(tx, enterpriseId, days)));
  await writeMark(database.system, ORDER_ROLLUP, now);
  return touched.length;
}

export const scheduleRollupTick = (db: Db, jobs: Pick<Jobs, 'enqueue'>, runAt: Date) => scheduleMinuteTick(db, jobs, ROLLUP_TICK, runAt);

export function rollupTickHandler(database: Database, jobs: Pick<Jobs, 'enqueue'>, clock?: () => Date): JobHandler {
  return minuteTickHandler(database.system, jobs, ROLLUP_TICK, async (now, log) => void (await refreshOrderRollup(database, now, log)), clock);
}
