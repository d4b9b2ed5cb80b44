import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ProcessState } from '@domain/downloads/downloads.constants';
import { downloads, enterprises, jobs, users } from '@server/db/schema';
import { JobQueue, type Job } from '@server/jobs/job-queue';
import { Worker, type JobHandler } from '@server/jobs/worker';
import { exportFilePath, exportJobHandler } from '@server/jobs/exports/export.job';
import { defineExportSource } from '@server/jobs/exports/export-source';
import { useTestApp } from '@tests/support/test-app';

const t = useTestApp();
let enterpriseId: number;
beforeAll(async () => {
  const [e] = await t.app.db.system.select({ id: enterprises.id }).from(enterprises).where(eq(enterprises.name, '示例科技有限公司'));
  enterpriseId = e.id;
});

/** A queue and worker of the test's own, with no backoff, driven one job at a time. */
function setUp(handlers: Record<string, JobHandler<any>>, backoffMs = 0) {
  const queue = new JobQueue(t.app.db.system, { leaseMs: 60_000, maxAttempts: 3, backoffMs: () => backoffMs });
  const worker = new Worker(queue, t.app.log, { pollMs: 20 });
  for (const [kind, handler] of Object.entries(handlers)) worker.register(kind, handler);
  return { queue, worker };
}

let kindSeq = 0;
const newKind = () => `test-${++kindSeq}`;

async function waitFor(check: () => Promise<boolean>, ms = 5000) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('job queue', () => {
  it('runs a job once and marks it done', async () => {
    const kind = newKind();
    const seen: unknown[] = [];
    const { queue, worker } = setUp({ [kind]: { run: async (job) => void seen.push(job.payload) } });
    const id = await queue.enqueue(t.app.db.system, { enterpriseId, kind, payload: { n: 1 } });
    expect(await worker.runOne()).toBe(true);
    expect(await worker.runOne()).toBe(false);
    expect(seen).toEqual([{ n: 1 }]);
    expect(await queue.find(id)).toMatchObject({ state: 'done', attempts: 1, leaseUntil: null });
  });

  it('does not run a job before its time', async () => {
    const kind = newKind();
    const { queue, worker } = setUp({ [kind]: { run: async () => undefined } });
    await queue.enqueue(t.app.db.system, { enterpriseId, kind, payload: {}, runAt: new Date(Date.now() + 60_000) });
    expect(await worker.runOne()).toBe(false);
  });

  it('retries a failing job and completes it when a later attempt succeeds', async () => {
    const kind = newKind();
    let calls = 0;
    const { queue, worker } = setUp({
      [kind]: {
        run: async () => {
          if (++calls < 3) throw new Error(`flaky ${calls}`);
        },
      },
    });
    const id = await queue.enqueue(t.app.db.system, { enterpriseId, kind, payload: {} });
    await worker.runOne();
    expect(await queue.find(id)).toMatchObject({ state: 'queued', attempts: 1, lastError: expect.stringContaining('flaky 1') });
    await worker.runOne();
    await worker.runOne();
    expect(calls).toBe(3);
    expect(await queue.find(id)).toMatchObject({ state: 'done', attempts: 3 });
  });

  it('waits the backoff before a retry', async () => {
    const kind = newKind();
    const { queue, worker } = setUp({ [kind]: { run: async () => Promise.reject(new Error('boom')) } }, 60_000);
    const id = await queue.enqueue(t.app.db.system, { enterpriseId, kind, payload: {} });
    await worker.runOne();
    expect(await worker.runOne()).toBe(false);
    const row = await queue.find(id);
    expect(row!.runAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
  });

  it('gives a job up after three failed attempts and tells its handler once', async () => {
    const kind = newKind();
    const failed: Job[] = [];
    const { queue, worker } = setUp({
      [kind]: { run: async () => Promise.reject(new Error('always broken')), onFailed: async (job) => void failed.push(job) },
    });
    const id = await queue.enqueue(t.app.db.system, { enterpriseId, kind, payload: {} });
    for (let i = 0; i < 3; i++) expect(await worker.runOne()).toBe(true);
    expect(await worker.runOne()).toBe(false);
    const row = await queue.find(id);
    expect(row).toMatchObject({ state: 'failed', attempts: 3, lastError: expect.stringContaining('always broken') });
    expect(row!.finishedAt).toBeInstanceOf(Date);
    expect(failed.map((j) => j.id)).toEqual([id]);
  });
});

describe('a job left running by a crashed process', () => {
  async function insertRunning(kind: string, leaseOffset: string, attempts = 1) {
    const [row] = await t.app.db.system
      .insert(jobs)
      .values({ enterpriseId, kind, payload: {}, state: 'running', attempts, leaseUntil: sql`now() + ${leaseOffset}::interval` })
      .returning({ id: jobs.id });
    return row.id;
  }

  it('is taken over once its lease has run out', async () => {
    const kind = newKind();
    let runs = 0;
    const { queue, worker } = setUp({ [kind]: { run: async () => void runs++ } });
    const id = await insertRunning(kind, '-1 minute');
    expect(await worker.runOne()).toBe(true);
    expect(runs).toBe(1);
    expect(await queue.find(id)).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('is left alone while its lease holds', async () => {
    const kind = newKind();
    const { worker } = setUp({ [kind]: { run: async () => undefined } });
    await insertRunning(kind, '1 minute');
    expect(await worker.runOne()).toBe(false);
  });

  it('is given up when every attempt died with its process', async () => {
    const kind = newKind();
    let runs = 0;
    const failed: number[] = [];
    const { queue, worker } = setUp({ [kind]: { run: async () => void runs++, onFailed: async (job) => void failed.push(job.id) } });
    const id = await insertRunning(kind, '-1 minute', 3);
    expect(await worker.runOne()).toBe(true);
    expect(runs).toBe(0);
    expect(await queue.find(id)).toMatchObject({ state: 'failed', lastError: expect.stringContaining('lease expired') });
    expect(failed).toEqual([id]);
  });
});

describe('worker loop', () => {
  it('is woken by an enqueue in the same process rather than waiting for its poll', async () => {
    const kind = newKind();
    const queue = new JobQueue(t.app.db.system);
    const worker = new Worker(queue, t.app.log, { pollMs: 60_000 });
    let ran = false;
    worker.register(kind, { run: async () => void (ran = true) });
    worker.start();
    try {
      await new Promise((r) => setTimeout(r, 50));
      await queue.enqueue(t.app.db.system, { enterpriseId, kind, payload: {} });
      await waitFor(async () => ran, 2000);
    } finally {
      await worker.stop();
    }
  });

  it('waits for the running job when stopped', async () => {
    const kind = newKind();
    let release!: () => void;
    let started = false;
    const { queue, worker } = setUp({
      [kind]: {
        run: async () => {
          started = true;
          await new Promise<void>((r) => (release = r));
        },
      },
    });
    const id = await queue.enqueue(t.app.db.system, { enterpriseId, kind, payload: {} });
    worker.start();
    await waitFor(async () => started);
    let stopped = false;
    const stopping = worker.stop().then(() => (stopped = true));
    await new Promise((r) => setTimeout(r, 50));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(await queue.find(id)).toMatchObject({ state: 'done' });
  });

  it('hands an interrupted job back to the queue without counting the attempt', async () => {
    const kind = newKind();
    let started = false;
    const { queue, worker } = setUp({
      [kind]: {
        run: async (_job, { signal }) => {
          started = true;
          await new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
        },
      },
    });
    const id = await queue.enqueue(t.app.db.system, { enterpriseId, kind, payload: {} });
    worker.start();
    await waitFor(async () => started);
    await worker.stop();
    expect(await queue.find(id)).toMatchObject({ state: 'queued', attempts: 0, leaseUntil: null });
  });
});

describe('export job', () => {
  async function newItem() {
    const [owner] = await t.app.db.system.select({ id: users.id }).from(users).where(eq(users.phone, '13800000001'));
    const [item] = await t.app.db.system
      .insert(downloads)
      .values({ enterpriseId, userId: owner.id, name: '测试导出', format: 'csv' })
      .returning({ id: downloads.id });
    return item.id;
  }

  it('stops quietly and leaves no file when its download item was deleted', async () => {
    const downloadId = await newItem();
    await t.app.db.system.delete(downloads).where(eq(downloads.id, downloadId));
    const kind = newKind();
    const { queue, worker } = setUp({ [kind]: exportJobHandler({ db: t.app.db, storage: t.app.storage }) });
    const id = await queue.enqueue(t.app.db.system, { enterpriseId, kind, payload: { downloadId, source: 'users', format: 'csv', filter: {} } });
    await worker.runOne();
    expect(await queue.find(id)).toMatchObject({ state: 'done', attempts: 1 });
    expect(existsSync(path.join(t.dataDir, exportFilePath(enterpriseId, downloadId, 'csv')))).toBe(false);
  });

  it('marks the download item failed with a message once its retries are spent', async () => {
    const broken = defineExportSource({
      name: '损坏数据',
      filterSchema: z.object({}),
      columns: [{ header: '编号', value: (r: { id: number }) => r.id }],
      count: async () => 1,
      page: async () => Promise.reject(new Error('source broke')),
    });
    const downloadId = await newItem();
    const kind = newKind();
    const { queue, worker } = setUp({ [kind]: exportJobHandler({ db: t.app.db, storage: t.app.storage, sources: { broken } }) });
    await queue.enqueue(t.app.db.system, {
      enterpriseId,
      kind,
      payload: { downloadId, source: 'broken', format: 'csv', filter: {} },
    });
    await worker.runOne();
    const [between] = await t.app.db.system.select().from(downloads).where(eq(downloads.id, downloadId));
    expect(between.processState).toBe(ProcessState.running);
    await worker.runOne();
    await worker.runOne();
    const [after] = await t.app.db.system.select().from(downloads).where(eq(downloads.id, downloadId));
    expect(after).toMatchObject({ processState: ProcessState.failed, error: '导出失败，请稍后重试', filePath: null });
  });
});
