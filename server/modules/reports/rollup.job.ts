import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db, Tx } from '../../db/database';
import { minuteTickHandler, scheduleMinuteTick, type MinuteTick } from '../../jobs/minute-tick';
import type { JobHandler } from '../../jobs/worker';
import type { Jobs } from '../../plugins/jobs';
import { collectedOrdersBetween, itemCollectedOf } from '../finance/finance.public';
import { enterprisesWithOrders, orderDaySumRows, orderPlaceSumRows, touchedOrderDays } from '../orders/read-models/orders-read-models.public';
import {
  DAY_KEY_ROLLUP,
  lockRollupsOf,
  ORDER_MONTH_ROLLUP,
  ORDER_ROLLUP,
  PLACE_MONTH_ROLLUP,
  PLACE_ROLLUP,
  readMark,
  rebuildDayKeys,
  rebuildOrderMonths,
  rebuildPlaceMonths,
  replaceDaySums,
  replacePlaceSums,
  writeMark,
} from './rollup.queries';

export const ROLLUP_TICK: MinuteTick = { kind: 'reports.rollupTick', lock: 0x7e_71_da };
/**
 * Each run re-reads five minutes before its last mark: an operation stamps updated_at before its
 * transaction commits, so a row committed after the previous run may carry an earlier time.
 */
const OVERLAP_MS = 5 * 60_000;

interface Rollup {
  name: string;
  /** Rebuilds an enterprise's rows of the given days (all when null) in its transaction. */
  rebuild(tx: Tx, enterpriseId: number, days: string[] | null): Promise<void>;
}

/**
 * The orders' roll-ups: per day and the charts' dimensions; per day, customer and area; then the
 * sums built from those day rows (so they come after them): per day by the filters' keys alone, and
 * the month sums of each. 已收款 holds finance's collections of payment items beside the orders' own
 * collection records.
 */
const ROLLUPS: Rollup[] = [
  { name: ORDER_ROLLUP, rebuild: async (tx, id, days) => replaceDaySums(tx, id, days, await orderDaySumRows(tx, id, days, itemCollectedOf)) },
  { name: DAY_KEY_ROLLUP, rebuild: rebuildDayKeys },
  { name: PLACE_ROLLUP, rebuild: async (tx, id, days) => replacePlaceSums(tx, id, days, await orderPlaceSumRows(tx, id, days, itemCollectedOf)) },
  { name: ORDER_MONTH_ROLLUP, rebuild: rebuildOrderMonths },
  { name: PLACE_MONTH_ROLLUP, rebuild: rebuildPlaceMonths },
];

/**
 * Brings the orders' roll-ups up to `now`: a roll-up's first run builds every enterprise's days (or
 * months); later runs rebuild, in every roll-up, only the (enterprise, day) pairs whose orders
 * changed or whose deadlines passed since the earliest mark, and the months holding them. Returns
 * the number of days rebuilt (plus the enterprises of first runs).
 */
export async function refreshOrderRollup(database: Database, now: Date, log?: FastifyBaseLogger): Promise<number> {
  let done = 0;
  const marks: number[] = [];
  for (const rollup of ROLLUPS) {
    const mark = await readMark(database.system, rollup.name);
    if (mark) {
      marks.push(mark.getTime());
      continue;
    }
    const enterprises = await enterprisesWithOrders(database.system);
    for (const enterpriseId of enterprises)
      await database.tenant(enterpriseId, async (tx) => {
        await lockRollupsOf(tx, enterpriseId);
        await rollup.rebuild(tx, enterpriseId, null);
      });
    // A table just filled has no statistics until autovacuum comes by: the planner would take its year for a few rows (and sort it on disk).
    await database.system.execute(sql`analyze ${sql.identifier(rollup.name)}`);
    log?.info({ enterprises: enterprises.length, rollup: rollup.name }, 'order roll-up built');
    done += enterprises.length;
  }
  if (marks.length > 0) {
    // Every roll-up takes the touched days, a freshly built one too: a month built from days that were a minute old catches up.
    // The orders written, or whose finance collections were recorded, since the earliest mark.
    const since = new Date(Math.min(...marks) - OVERLAP_MS);
    const touched = await touchedOrderDays(database.system, since, now, collectedOrdersBetween(since, now));
    const byEnterprise = new Map<number, string[]>();
    for (const t of touched) byEnterprise.set(t.enterpriseId, [...(byEnterprise.get(t.enterpriseId) ?? []), t.day]);
    for (const [enterpriseId, days] of byEnterprise)
      await database.tenant(enterpriseId, async (tx) => {
        await lockRollupsOf(tx, enterpriseId);
        for (const rollup of ROLLUPS) await rollup.rebuild(tx, enterpriseId, days);
      });
    done += touched.length;
  }
  for (const rollup of ROLLUPS) await writeMark(database.system, rollup.name, now);
  return done;
}

export const scheduleRollupTick = (db: Db, jobs: Pick<Jobs, 'enqueue'>, runAt: Date) => scheduleMinuteTick(db, jobs, ROLLUP_TICK, runAt);

export function rollupTickHandler(database: Database, jobs: Pick<Jobs, 'enqueue'>, clock?: () => Date): JobHandler {
  return minuteTickHandler(database.system, jobs, ROLLUP_TICK, async (now, log) => void (await refreshOrderRollup(database, now, log)), clock);
}
