import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DispatchPaths } from '@domain/dispatch/dispatch.paths';
import type { DownloadItem } from '@domain/downloads/downloads.constants';
import { buildApp } from '@server/app';
import { openDatabase } from '@server/db/database';
import { users } from '@server/db/schema';
import { DEMO_PASSWORD } from '@server/db/seed/demo-data';
import type { FileStore } from '@server/lib/storage/file-store';
import { S3FileStore } from '@server/lib/storage/s3-file-store';
import { createNotices } from '@server/modules/notices/notices.service';
import { adminQuery, withDatabase } from '@tests/support/global-setup';
import { startS3Server, type TestS3Server } from '@tests/support/s3-server';
import { Client, MemorySmsSender } from '@tests/support/test-app';
import { waitUntil } from '@tests/support/wait-until';

/**
 * Two API nodes on one PostgreSQL and one Redis, as `REDIS_URL` runs them: each node has its own
 * caches, bus, sockets, job worker and data folder; they share the database, Redis and an S3 bucket
 * for user files (a real S3-compatible server). Two more nodes show the other way to share files: one
 * data folder that both mount. PostgreSQL only (two nodes cannot share an embedded database).
 */
const baseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PROBE_JOB = 'scale-out.probe';
const BUCKET = 'fsm-files';
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('signed on node A')]);

interface Node {
  name: 'A' | 'B';
  app: FastifyInstance;
  /** Ids of the probe jobs this node's worker ran. */
  ran: number[];
}

/** The first probe job of each node waits until the other node runs one too: both workers are shown to take part. */
function rendezvous() {
  const started = new Map<string, () => void>();
  const seen = new Map<string, Promise<void>>();
  for (const name of ['A', 'B']) seen.set(name, new Promise<void>((resolve) => started.set(name, resolve)));
  return async (name: string) => {
    started.get(name)!();
    const other = seen.get(name === 'A' ? 'B' : 'A')!;
    await Promise.race([other, new Promise((_, reject) => setTimeout(() => reject(new Error('the other node never ran a job')), 20_000))]);
  };
}

const newDataDir = () => mkdtemp(path.join(os.tmpdir(), 'fsm-node-'));

/** The admin's export made on node A, then its file fetched through both nodes: the same bytes from each. */
async function exportThroughBothNodes(a: Node, b: Node) {
  const admin = await Client.signIn(a.app, '13800000001');
  const started = await admin.post('/v2/user/export', { format: 'csv' });
  expect(started.statusCode, started.body).toBe(200);
  const id = started.json.data.id as number;
  const onB = admin.via(b.app);
  const item = await waitUntil(
    async () => ((await onB.get('/fileDownloadCenter/list')).json.data as DownloadItem[]).find((entry) => entry.id === id),
    (entry) => entry?.process_state !== 1,
  );
  const cookie = { cookie: (onB as unknown as { cookie: string }).cookie };
  const [fromA, fromB] = await Promise.all([a, b].map((node) => node.app.inject({ method: 'GET', url: item!.file_download_url!, headers: cookie })));
  expect(fromB.statusCode).toBe(200);
  expect(fromB.rawPayload.toString('utf8')).toContain('王管理');
  expect(fromB.rawPayload.equals(fromA.rawPayload)).toBe(true);
}

describe.skipIf(!baseUrl)('two API nodes on PostgreSQL and Redis', () => {
  const databaseName = `fsm_test_${randomBytes(6).toString('hex')}`;
  const dataDirs: string[] = [];

  async function startNode(name: Node['name'], options: { dataDir: string; storage?: FileStore; meet?: (name: string) => Promise<void> }): Promise<Node> {
    const node: Node = { name, app: undefined as never, ran: [] };
    dataDirs.push(options.dataDir);
    node.app = await buildApp({
      database: await openDatabase({ url: withDatabase(baseUrl!, databaseName), poolSize: 3 }),
      smsSender: new MemorySmsSender(),
      config: { dataDir: options.dataDir, hotline: '400-800-6688', appDownloadUrl: 'https://app.test/fsm', paymentUrl: 'https://pay.test/fsm' },
      redis: new Redis(redisUrl, { maxRetriesPerRequest: 2 }),
      storage: options.storage,
    });
    const { meet } = options;
    if (meet)
      node.app.jobs.register<Record<string, never>>(PROBE_JOB, {
        run: async (job) => {
          if (node.ran.length === 0) await meet(name);
          node.ran.push(job.id);
        },
      });
    await node.app.listen({ port: 0, host: '127.0.0.1' });
    return node;
  }

  beforeAll(async () => {
    await adminQuery(baseUrl!, `CREATE DATABASE ${databaseName} TEMPLATE ${inject('templateDatabase')}`);
  });

  afterAll(async () => {
    await adminQuery(baseUrl!, `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  describe('each with its own data folder, files in one S3 bucket', () => {
    let s3: TestS3Server;
    let a: Node;
    let b: Node;
    const meet = rendezvous();

    beforeAll(async () => {
      s3 = await startS3Server([BUCKET]);
      a = await startNode('A', { dataDir: await newDataDir(), storage: new S3FileStore(s3.config(BUCKET)), meet });
      b = await startNode('B', { dataDir: await newDataDir(), storage: new S3FileStore(s3.config(BUCKET)), meet });
    });

    afterAll(async () => {
      await Promise.all([a?.app.close(), b?.app.close()]);
      await s3?.close();
    });

    it('refuses on node B the call a role change on node A took away', async () => {
      const dispatcherOnB = (await Client.signIn(a.app, '13800000002')).via(b.app);
      expect((await dispatcherOnB.get('/timedReminder/count')).statusCode).toBe(200); // B has the session cached now
      const admin = await Client.signIn(a.app, '13800000001');
      const [dispatcher] = await a.app.db.system.select({ id: users.id }).from(users).where(eq(users.phone, '13800000002')).limit(1);
      expect((await admin.put('/stand/user', { id: dispatcher.id, roles: [2] })).statusCode).toBe(200);
      const refused = await waitUntil(
        () => dispatcherOnB.get('/timedReminder/count'),
        (res) => res.statusCode !== 200,
        2_000,
      );
      expect(refused.statusCode).toBe(403);
    });

    it('pushes a notice made on node A to the socket the user holds on node B', async () => {
      const signedIn = await b.app.inject({ method: 'POST', url: '/api/stand/pwdLogin', payload: { mobile: '13800000003', password: DEMO_PASSWORD } });
      const cookie = `fsm_sid=${signedIn.cookies.find((c) => c.name === 'fsm_sid')!.value}`;
      const origin = `http://127.0.0.1:${(b.app.server.address() as AddressInfo).port}`;
      const socket = new WebSocket(`${origin.replace('http', 'ws')}/api/kefu/user/socket?sessionid=nodes${randomBytes(4).toString('hex')}`, { headers: { cookie, origin } });
      const heard: unknown[] = [];
      socket.on('message', (raw) => heard.push(JSON.parse(raw.toString())));
      await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));

      const [engineer] = await a.app.db.system.select({ id: users.id, enterpriseId: users.enterpriseId }).from(users).where(eq(users.phone, '13800000003')).limit(1);
      await a.app.db.tenant(engineer.enterpriseId, (tx) =>
        createNotices(tx, { enterpriseId: engineer.enterpriseId, userIds: [engineer.id], title: '派单提醒', content: '有新工单待服务' }),
      );
      await waitUntil(() => heard, (messages) => messages.length > 0, 5_000);
      expect(heard).toEqual([{ type: 'manage', event: 'notice' }]);
      socket.close();
    });

    it('tells a dispatch board on node B about a leave saved through node A', async () => {
      // The administrator on both nodes: the test before this one made the demo dispatcher an engineer.
      const signedIn = await b.app.inject({ method: 'POST', url: '/api/stand/pwdLogin', payload: { mobile: '13800000001', password: DEMO_PASSWORD } });
      const cookie = `fsm_sid=${signedIn.cookies.find((c) => c.name === 'fsm_sid')!.value}`;
      const origin = `http://127.0.0.1:${(b.app.server.address() as AddressInfo).port}`;
      const socket = new WebSocket(`${origin.replace('http', 'ws')}/api/kefu/user/socket?sessionid=board${randomBytes(4).toString('hex')}`, { headers: { cookie, origin } });
      const heard: unknown[] = [];
      socket.on('message', (raw) => heard.push(JSON.parse(raw.toString())));
      await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));

      const onA = await Client.signIn(a.app, '13800000001');
      const [engineer] = await a.app.db.system.select({ id: users.id }).from(users).where(eq(users.phone, '13800000003')).limit(1);
      const saved = await onA.post(DispatchPaths.leaveSave, { userId: engineer.id, fromDate: '2031-01-06', toDate: '2031-01-06', reason: '年假' });
      expect(saved.statusCode, saved.body).toBe(200);
      await waitUntil(() => heard, (messages) => messages.length > 0, 5_000);
      expect(heard).toEqual([{ type: 'manage', event: 'dispatch' }]);
      socket.close();
    });

    it('shows on node B a receptionist whose chat socket is open on node A, until it closes', async () => {
      const signedIn = await a.app.inject({ method: 'POST', url: '/api/stand/pwdLogin', payload: { mobile: '13800000006', password: DEMO_PASSWORD } });
      const cookie = `fsm_sid=${signedIn.cookies.find((c) => c.name === 'fsm_sid')!.value}`;
      const origin = `http://127.0.0.1:${(a.app.server.address() as AddressInfo).port}`;
      const socket = new WebSocket(`${origin.replace('http', 'ws')}/api/kefu/user/socket?sessionid=desk${randomBytes(4).toString('hex')}`, { headers: { cookie, origin } });
      await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
      const adminOnB = (await Client.signIn(a.app, '13800000001')).via(b.app);
      const online = async () => ((await adminOnB.get('/kefu/staff/list')).json.data.staff as { name: string; online: boolean }[]).find((s) => s.name === '孙接待')?.online;
      expect(await waitUntil(online, Boolean, 5_000)).toBe(true);
      socket.close();
      expect(await waitUntil(online, (value) => value === false, 5_000)).toBe(false);
    });

    it('runs each job enqueued on node A exactly once, with both nodes’ workers taking jobs', async () => {
      const ids: number[] = [];
      for (let i = 0; i < 30; i++) ids.push(await a.app.jobs.enqueue(a.app.db.system, { enterpriseId: 0, kind: PROBE_JOB, payload: {} }));
      await waitUntil(() => a.ran.length + b.ran.length, (count) => count >= ids.length, 30_000);
      const states = await Promise.all(ids.map((id) => a.app.jobs.queue.find(id)));
      expect(states.map((job) => job?.state)).toEqual(ids.map(() => 'done'));
      expect([...a.ran, ...b.ran].sort((x, y) => x - y)).toEqual(ids);
      expect(a.ran.length).toBeGreaterThan(0);
      expect(b.ran.length).toBeGreaterThan(0);
    });

    it('keeps one queued run of each minute tick though both nodes queued their ticks at start', async () => {
      const { rows } = await a.app.db.system.execute<{ kind: string; n: number }>(
        sql`select kind, count(*)::int as n from jobs where enterprise_id = 0 and state = 'queued' and kind <> ${PROBE_JOB} group by kind order by kind`,
      );
      expect(rows.length).toBeGreaterThanOrEqual(3);
      expect(rows.filter((row) => Number(row.n) !== 1)).toEqual([]);
    });

    it('holds a password lock counted on node A when the right password comes to node B', async () => {
      const wrong = { mobile: '13800000007', password: 'wrong-pass1' };
      for (let i = 0; i < 5; i++) await a.app.inject({ method: 'POST', url: '/api/stand/pwdLogin', payload: wrong, remoteAddress: '198.51.100.7' });
      const onB = await b.app.inject({ method: 'POST', url: '/api/stand/pwdLogin', payload: { ...wrong, password: DEMO_PASSWORD }, remoteAddress: '198.51.100.8' });
      expect(onB.statusCode).toBe(429);
      expect(onB.json().message).toBe('密码错误次数过多，请15分钟后再试');
    });

    it('counts one sign-in rate limit per client across both nodes', async () => {
      // Counters live a minute in Redis, and IPv6 clients are counted by /64: a new network each run.
      const client = `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(1).toString('hex')}00::1`;
      const attempt = (node: Node) =>
        node.app.inject({ method: 'POST', url: '/api/stand/pwdLogin', payload: { mobile: '13800000005', password: '' }, remoteAddress: client });
      const answers: number[] = [];
      for (let i = 0; i < 20; i++) answers.push((await attempt(i % 2 ? b : a)).statusCode);
      expect(answers).not.toContain(429);
      expect((await attempt(a)).statusCode).toBe(429);
      expect((await attempt(b)).statusCode).toBe(429);
    });

    it('downloads through node B the file an export made in the bucket, though the nodes share no folder', async () => {
      await exportThroughBothNodes(a, b);
    });

    it('serves through node B an upload made on node A', async () => {
      const admin = await Client.signIn(a.app, '13800000001');
      const saved = await admin.post('/upload/save/str', { data: `data:image/png;base64,${PNG.toString('base64')}`, name: 'signature.png' });
      expect(saved.statusCode, saved.body).toBe(200);
      const cookie = (admin as unknown as { cookie: string }).cookie;
      const onB = await b.app.inject({ method: 'GET', url: saved.json.data.url, headers: { cookie } });
      expect(onB.statusCode).toBe(200);
      expect(onB.rawPayload.equals(PNG)).toBe(true);
    });
  });

  describe('sharing one data folder', () => {
    let c: Node;
    let d: Node;

    beforeAll(async () => {
      const shared = await newDataDir();
      c = await startNode('A', { dataDir: shared });
      d = await startNode('B', { dataDir: shared });
    });

    afterAll(() => Promise.all([c?.app.close(), d?.app.close()]));

    it('downloads through one node the file an export made in the folder both mount', async () => {
      await exportThroughBothNodes(c, d);
    });
  });
});
