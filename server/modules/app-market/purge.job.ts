import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/database';
import { minuteTickHandler, scheduleMinuteTick, type MinuteTick } from '../../jobs/minute-tick';
import type { JobHandler } from '../../jobs/worker';
import type { Jobs } from '../../plugins/jobs';
import * as q from './app-market.queries';

/** Once a minute (cheap: one indexed read when nothing is due), on every node's worker, run once. */
const PURGE_TICK: MinuteTick = { kind: 'app-market.purgeTick', lock: 0x7e_71_db };

export const PURGE_TICK_JOB = PURGE_TICK.kind;
export const schedulePurgeTick = (db: Database, jobs: Pick<Jobs, 'enqueue'>, runAt: Date) => scheduleMinuteTick(db.system, jobs, PURGE_TICK, runAt);

/** Purges the corps whose retention after uninstalling has run out, on the given clock (tests move it). */
export function purgeTickHandler(db: Database, jobs: Pick<Jobs, 'enqueue'>, clock?: () => Date): JobHandler {
  return minuteTickHandler(db.system, jobs, PURGE_TICK, (now, log) => purgeDueCorps(db, now, log).then(() => undefined), clock);
}

/**
 * Every corp uninstalled before `now - retention` (its `purge_after` passed) loses its enterprise: all
 * its rows, and the enterprise. Each corp in its own transaction, re-checked under a row lock, so two
 * nodes or a second run find nothing left to do. Returns how many were purged.
 */
export async function purgeDueCorps(db: Database, now: Date, log: FastifyBaseLogger): Promise<number> {
  let purged = 0;
  for (const corp of await q.corpsDueForPurge(db.system, now)) {
    const done = await db.system.transaction(async (tx) => {
      const due = await q.lockCorpDueForPurge(tx, corp.host, corp.corpId, now);
      if (!due) return false;
      if (due.enterpriseId) await deleteEnterprise(tx, due.enterpriseId);
      await q.markPurged(tx, corp.host, corp.corpId);
      return true;
    });
    if (done) {
      purged++;
      log.info({ host: corp.host, corpId: corp.corpId, enterpriseId: corp.enterpriseId }, '应用市场：卸载企业的数据已过保留期，已清除');
    }
  }
  return purged;
}

const FOREIGN_KEY_VIOLATION = '23503';
const codeOf = (error: unknown): unknown => (error as { code?: unknown; cause?: { code?: unknown } }).cause?.code ?? (error as { code?: unknown }).code;

/**
 * Deletes every row of the enterprise in every table that has `enterprise_id` (the tenancy rule: every
 * tenant table has it), then the enterprise. Tables are read from the catalogue, so a table added later
 * is purged too; a table whose rows others still reference is tried again after them (each try in a
 * savepoint), until a pass deletes nothing more.
 */
async function deleteEnterprise(tx: Executor, enterpriseId: number) {
  const tables = await q.tenantTables(tx);
  let left = tables.filter((t) => t !== 'market_corps');
  while (left.length > 0) {
    const blocked: string[] = [];
    for (const table of left) {
      try {
        await tx.transaction((sp) => sp.execute(sql`delete from ${sql.identifier(table)} where enterprise_id = ${enterpriseId}`));
      } catch (error) {
        if (codeOf(error) !== FOREIGN_KEY_VIOLATION) throw error;
        blocked.push(table);
      }
    }
    if (blocked.length === left.length) throw new Error(`cannot purge enterprise ${enterpriseId}: ${blocked.join(', ')} still referenced`);
    left = blocked;
  }
  await tx.execute(sql`delete from enterprises where id = ${enterpriseId}`);
}
