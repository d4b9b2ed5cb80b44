import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { jobs as jobRows } from '../db/schema';
import type { Jobs } from '../plugins/jobs';
import type { JobHandler } from './worker';

/** A tick serves every tenant; jobs need an enterprise, and 0 is none. */
const ALL_TENANTS = 0;
const TICK_MS = 60_000;

/** A check run once a minute for all tenants as a durable job: its job kind and the advisory lock that guards its queueing. */
export interface MinuteTick {
  kind: string;
  lock: number;
}

/** Queues the tick's next run unless one is already queued (the lock keeps two server nodes from both queueing it). */
export async function scheduleMinuteTick(db: Db, jobs: Pick<Jobs, 'enqueue'>, tick: MinuteTick, runAt: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${tick.lock})`);
    const [queued] = await tx
      .select({ id: jobRows.id })
      .from(jobRows)
      .where(and(eq(jobRows.kind, tick.kind), eq(jobRows.state, 'queued')))
      .limit(1);
    if (!queued) await jobs.enqueue(tx, { enterpriseId: ALL_TENANTS, kind: tick.kind, payload: {}, runAt });
  });
}

/** The tick's handler: runs the check on the given clock (tests move it), then queues the next run, also after giving up. */
export function minuteTickHandler(
  db: Db,
  jobs: Pick<Jobs, 'enqueue'>,
  tick: MinuteTick,
  check: (now: Date, log: FastifyBaseLogger) => Promise<void>,
  clock: () => Date = () => new Date(),
): JobHandler {
  const next = () => new Date(clock().getTime() + TICK_MS);
  return {
    async run(_job, { log }) {
      await check(clock(), log);
      await scheduleMinuteTick(db, jobs, tick, next());
    },
    async onFailed() {
      await scheduleMinuteTick(db, jobs, tick, next());
    },
  };
}
