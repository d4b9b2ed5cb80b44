import { EventEmitter } from 'node:events';
import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/database';
import { jobs } from '../db/schema';

export type JobRow = typeof jobs.$inferSelect;
export interface Job<P = unknown> extends Omit<JobRow, 'payload'> {
  payload: P;
}

export interface NewJob {
  enterpriseId: number;
  kind: string;
  payload: unknown;
  /** Not before this time; default now. */
  runAt?: Date;
}

export interface QueueOptions {
  /** How long a claimed job belongs to its worker before another may take it over. */
  leaseMs: number;
  /** Runs of a job, the first included, before it is given up. */
  maxAttempts: number;
  /** Wait before the next run after the given failed attempt (1-based). */
  backoffMs: (attempt: number) => number;
}

export const DEFAULT_QUEUE_OPTIONS: QueueOptions = {
  leaseMs: 60_000,
  maxAttempts: 3,
  backoffMs: (attempt) => 10_000 * 4 ** (attempt - 1),
};

/** `now() + ms`, computed by the database so that every node shares one clock. */
const nowPlus = (ms: number) => sql`now() + (${Math.round(ms)}::int * interval '1 millisecond')`;

/**
 * Durable jobs in the `jobs` table. The queue works on the owner connection because one worker
 * serves every tenant; handlers do their tenant work in `db.tenant(job.enterpriseId, ...)`.
 */
export class JobQueue {
  private readonly events = new EventEmitter();

  constructor(
    private readonly db: Db,
    readonly options: QueueOptions = DEFAULT_QUEUE_OPTIONS,
  ) {}

  /** Adds a job, in the caller's transaction when given one; workers of this process are woken. */
  async enqueue(executor: Executor, job: NewJob): Promise<number> {
    const [row] = await executor
      .insert(jobs)
      .values({ enterpriseId: job.enterpriseId, kind: job.kind, payload: job.payload, runAt: job.runAt ?? sql`now()` })
      .returning({ id: jobs.id });
    this.events.emit('enqueued');
    return row.id;
  }

  onEnqueued(listener: () => void): () => void {
    this.events.on('enqueued', listener);
    return () => this.events.off('enqueued', listener);
  }

  /**
   * Takes one due job of the given kinds: a queued one whose time has come, or a running one whose
   * worker let its lease run out (it crashed). SKIP LOCKED lets several workers claim side by side.
   */
  async claim(kinds: readonly string[]): Promise<Job | null> {
    if (kinds.length === 0) return null;
    const due = this.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          inArray(jobs.kind, [...kinds]),
          or(
            and(eq(jobs.state, 'queued'), lte(jobs.runAt, sql`now()`)),
            and(eq(jobs.state, 'running'), lt(jobs.leaseUntil, sql`now()`)),
          ),
        ),
      )
      .orderBy(jobs.runAt, jobs.id)
      .limit(1)
      .for('update', { skipLocked: true });
    const [job] = await this.db
      .update(jobs)
      .set({ state: 'running', leaseUntil: nowPlus(this.options.leaseMs), attempts: sql`${jobs.attempts} + 1` })
      .where(inArray(jobs.id, due))
      .returning();
    return job ?? null;
  }

  /** Keeps a long job's lease; false when the job is no longer this run's (taken over or finished). */
  async extendLease(job: Job): Promise<boolean> {
    const rows = await this.db
      .update(jobs)
      .set({ leaseUntil: nowPlus(this.options.leaseMs) })
      .where(this.ownRun(job))
      .returning({ id: jobs.id });
    return rows.length > 0;
  }

  async complete(job: Job): Promise<void> {
    await this.db
      .update(jobs)
      .set({ state: 'done', leaseUntil: null, finishedAt: sql`now()` })
      .where(this.ownRun(job));
  }

  /** Schedules a retry with backoff, or gives the job up after its last attempt; tells which. */
  async fail(job: Job, error: unknown): Promise<'retry' | 'failed'> {
    const lastError = describe(error);
    if (job.attempts >= this.options.maxAttempts) {
      await this.db
        .update(jobs)
        .set({ state: 'failed', leaseUntil: null, lastError, finishedAt: sql`now()` })
        .where(this.ownRun(job));
      return 'failed';
    }
    await this.db
      .update(jobs)
      .set({ state: 'queued', leaseUntil: null, lastError, runAt: nowPlus(this.options.backoffMs(job.attempts)) })
      .where(this.ownRun(job));
    return 'retry';
  }

  /** Hands an interrupted run back (the process is stopping); it does not count as an attempt. */
  async release(job: Job): Promise<void> {
    await this.db
      .update(jobs)
      .set({ state: 'queued', leaseUntil: null, attempts: sql`${jobs.attempts} - 1`, runAt: sql`now()` })
      .where(this.ownRun(job));
  }

  async find(id: number): Promise<JobRow | null> {
    const [row] = await this.db.select().from(jobs).where(eq(jobs.id, id));
    return row ?? null;
  }

  /** This run's job: still running and not yet claimed again by someone else (attempts unchanged). */
  private ownRun(job: Job) {
    return and(eq(jobs.id, job.id), eq(jobs.state, 'running'), eq(jobs.attempts, job.attempts));
  }
}

function describe(error: unknown): string {
  const text = error instanceof Error ? error.stack ?? error.message : String(error);
  return text.slice(0, 2000);
}
