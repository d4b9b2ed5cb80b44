import type { FastifyBaseLogger } from 'fastify';
import type { Job, JobQueue } from './job-queue';

export interface JobContext {
  /** Aborted when the process stops; a handler may stop early by throwing, and the job is run again later. */
  signal: AbortSignal;
  log: FastifyBaseLogger;
}

export interface JobHandler<P = unknown> {
  run(job: Job<P>, context: JobContext): Promise<void>;
  /** Called once the job is given up after its last attempt. */
  onFailed?(job: Job<P>, error: unknown): Promise<void>;
}

const RECHECK_MS = 50;
const RECHECKS = 4;

export interface WorkerOptions {
  pollMs: number;
}

/**
 * Runs due jobs one at a time in the server process: polls every `pollMs`, and at once when a job
 * is enqueued in this process. Keeps the running job's lease alive, so only a crashed process
 * loses its job to another worker.
 */
export class Worker {
  private readonly handlers = new Map<string, JobHandler>();
  private running: Promise<void> | null = null;
  private stopping = new AbortController();
  private wakeUp: (() => void) | null = null;
  private pendingWake = false;
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly queue: JobQueue,
    private readonly log: FastifyBaseLogger,
    private readonly options: WorkerOptions = { pollMs: 500 },
  ) {}

  register<P>(kind: string, handler: JobHandler<P>): void {
    if (this.handlers.has(kind)) throw new Error(`job kind ${kind} already has a handler`);
    this.handlers.set(kind, handler as JobHandler);
  }

  start(): void {
    if (this.running) return;
    this.stopping = new AbortController();
    this.unsubscribe = this.queue.onEnqueued(() => this.wake());
    this.running = this.loop();
  }

  /** Stops taking jobs and waits for the running one (which is asked to stop via its signal). */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.stopping.abort();
    this.unsubscribe?.();
    this.wake();
    await this.running;
    this.running = null;
  }

  private wake() {
    this.pendingWake = true;
    this.wakeUp?.();
  }

  private async loop() {
    const { signal } = this.stopping;
    let rechecks = 0;
    while (!signal.aborted) {
      let worked = false;
      try {
        worked = await this.runOne(signal);
      } catch (error) {
        this.log.error({ err: error }, 'job queue unavailable');
      }
      if (worked || signal.aborted) continue;
      // A job enqueued inside a transaction is visible only once it commits: look again shortly.
      const woken = await this.idle(rechecks > 0 ? RECHECK_MS : this.options.pollMs);
      rechecks = woken ? RECHECKS : Math.max(0, rechecks - 1);
    }
  }

  /** Waits `ms` or until woken; tells whether it was woken. */
  private idle(ms: number): Promise<boolean> {
    if (this.pendingWake) {
      this.pendingWake = false;
      return Promise.resolve(true);
    }
    return new Promise((resolve) => {
      const timer = setTimeout(() => finish(false), ms);
      const finish = (woken: boolean) => {
        clearTimeout(timer);
        this.wakeUp = null;
        this.pendingWake = false;
        resolve(woken);
      };
      this.wakeUp = () => finish(true);
    });
  }

  /** Claims and runs one job; false when none was due. */
  async runOne(signal: AbortSignal = new AbortController().signal): Promise<boolean> {
    const job = await this.queue.claim([...this.handlers.keys()]);
    if (!job) return false;
    const handler = this.handlers.get(job.kind)!;
    const log = this.log.child({ jobId: job.id, kind: job.kind, attempt: job.attempts });
    const heartbeat = setInterval(() => {
      this.queue.extendLease(job).catch((error) => log.warn({ err: error }, 'lease not extended'));
    }, this.queue.options.leaseMs / 3);
    try {
      // A job whose earlier runs all died with their process is given up like one that threw.
      if (job.attempts > this.queue.options.maxAttempts) throw new Error('job lease expired on every attempt');
      await handler.run(job, { signal, log });
      await this.queue.complete(job);
    } catch (error) {
      if (signal.aborted) {
        await this.queue.release(job);
        return true;
      }
      const outcome = await this.queue.fail(job, error);
      log.warn({ err: error, outcome }, 'job failed');
      if (outcome === 'failed') await handler.onFailed?.(job, error).catch((e) => log.error({ err: e }, 'onFailed failed'));
    } finally {
      clearInterval(heartbeat);
    }
    return true;
  }
}
