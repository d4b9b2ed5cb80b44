import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Executor } from '../db/database';
import { EXPORT_JOB, exportJobHandler } from '../jobs/exports/export.job';
import { IMPORT_JOB, importJobHandler } from '../jobs/imports/import.job';
import { JobQueue, type NewJob } from '../jobs/job-queue';
import { Worker, type JobHandler } from '../jobs/worker';

export interface Jobs {
  queue: JobQueue;
  /** Adds a durable job, in the caller's transaction when given one. */
  enqueue(executor: Executor, job: NewJob): Promise<number>;
  /** Handles jobs of a kind in this process's worker; register while the app is being built. */
  register<P>(kind: string, handler: JobHandler<P>): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

/** Durable background jobs: the queue for every module, and the worker when this process runs one. */
async function jobsPlugin(app: FastifyInstance, options: { runWorker: boolean }) {
  const queue = new JobQueue(app.db.system);
  const worker = new Worker(queue, app.log.child({ plugin: 'jobs' }));
  app.decorate('jobs', {
    queue,
    enqueue: (executor, job) => queue.enqueue(executor, job),
    register: (kind, handler) => worker.register(kind, handler),
  } satisfies Jobs);
  worker.register(EXPORT_JOB, exportJobHandler({ db: app.db, storage: app.storage }));
  worker.register(IMPORT_JOB, importJobHandler({ db: app.db, storage: app.storage }));

  if (options.runWorker) {
    app.addHook('onReady', async () => worker.start());
    // preClose runs before the database plugin's onClose, so the running job can still finish its writes.
    app.addHook('preClose', async () => worker.stop());
  }
}

export default fp(jobsPlugin, { name: 'jobs', dependencies: ['database', 'storage'] });
