// Several API nodes: throughput of the order-list mix through one balancer (HAProxy, round robin) to
// one node, then to two nodes, on the million-order data set (bench/orders-data.ts) and one Redis.
// Both setups go through the same balancer, so their ratio is the effect of the second node alone. The
// setups alternate (one node then two, two then one, …) over several rounds, each round's ratio taken, the
// figure their median; the load comes from a separate process (autocannon). The reports' roll-ups are built
// before measuring: on a data set where they never were, the nodes' minute tick would start building them
// (half an hour on two cores) in the middle of the measurement.
// On a 2-core machine the load generator, the balancer, PostgreSQL and the nodes share the cores:
// two nodes cannot double the throughput; the point is no loss and no failed request.
// Needs: PostgreSQL on 127.0.0.1:5432, Redis on 127.0.0.1:6379 (REDIS_URL), `apt-get install haproxy`.
// Run: node --import tsx bench/scale-out.ts
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '@server/db/database';
import { refreshOrderRollup } from '@server/modules/reports/rollup.job';
import { freePort, ServerProcess } from '@tests/support/server-process';
import { loadAverage, loadFromOutside, median, printTable, progressLogger, saveResult, signIn } from './lib';
import { BENCH_URL, ensureOrdersDataSet } from './orders-data';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const CONNECTIONS = 40;
const SECONDS = 10;
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const step = progressLogger();

/** The order screens' reads, as the all-orders page sends them when it opens and pages. */
const MIX = ['/api/v2/order/getAllOrderList?states=3&pageSize=20', '/api/v2/order/getOrderListCount?states=3', '/api/order/getOrderTab', '/api/v2/order/getAllOrderList?pageSize=20&pageIndex=2'];

async function startNode(dataDir: string): Promise<{ port: number; node: ServerProcess }> {
  const port = await freePort();
  const node = new ServerProcess(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: BENCH_URL,
    REDIS_URL,
    DATA_DIR: dataDir,
    UPLOAD_SECRET: 'bench-shared-secret-bench-shared-secret',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
  });
  await node.waitUntilAnswering(`http://127.0.0.1:${port}/api/ready`, { timeoutMs: 120_000 });
  return { port, node };
}

/** HAProxy in front of the given node ports; resolves once it accepts connections. */
async function startBalancer(dir: string, ports: number[]): Promise<{ port: number; stop(): Promise<void> }> {
  const port = await freePort();
  const config = path.join(dir, `haproxy-${ports.length}.cfg`);
  await writeFile(
    config,
    [
      'global',
      '  maxconn 4096',
      'defaults',
      '  mode http',
      '  timeout connect 5s',
      '  timeout client 60s',
      '  timeout server 60s',
      '  option http-keep-alive',
      'frontend api',
      `  bind 127.0.0.1:${port}`,
      '  default_backend nodes',
      'backend nodes',
      '  balance roundrobin',
      ...ports.map((p, i) => `  server n${i} 127.0.0.1:${p} check`),
      '',
    ].join('\n'),
  );
  const balancer = spawn('haproxy', ['-f', config, '-db'], { stdio: ['ignore', 'ignore', 'inherit'] });
  for (const end = Date.now() + 15_000; ; ) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false);
    if (ok) break;
    if (Date.now() > end) throw new Error('haproxy did not answer');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    port,
    stop: () =>
      new Promise((resolve) => {
        balancer.once('exit', () => resolve());
        balancer.kill('SIGTERM');
      }),
  };
}


async function load(origin: string, cookie: string) {
  const options = { url: origin, headers: { cookie }, connections: CONNECTIONS, requests: MIX.map((p) => ({ method: 'GET' as const, path: p })) };
  await loadFromOutside({ ...options, seconds: 3 });
  const r = await loadFromOutside({ ...options, seconds: SECONDS });
  return { rps: r.requestsPerSecond, p50: r.latencyP50Ms, p99: r.latencyP99Ms, failures: r.failures };
}

/** Builds what the nodes' minute tick would build first: the reports' roll-ups, up to now. */
async function buildRollups() {
  const database = await openDatabase({ url: BENCH_URL, poolSize: 2 });
  try {
    step(`reports' roll-ups: ${await refreshOrderRollup(database, new Date())} enterprise-days built or refreshed`);
  } finally {
    await database.close();
  }
}

async function main() {
  await ensureOrdersDataSet();
  await buildRollups();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'fsm-bench-nodes-'));
  const nodes = [await startNode(dir), await startNode(dir)];
  const rounds: { one: Awaited<ReturnType<typeof load>>; two: Awaited<ReturnType<typeof load>> }[] = [];
  try {
    for (let round = 0; round < ROUNDS; round++) {
      const results: Partial<(typeof rounds)[number]> = {};
      for (const count of round % 2 ? [2, 1] : [1, 2]) {
        const balancer = await startBalancer(dir, nodes.slice(0, count).map((n) => n.port));
        const origin = `http://127.0.0.1:${balancer.port}`;
        results[count === 1 ? 'one' : 'two'] = await load(origin, await signIn(origin));
        await balancer.stop();
      }
      rounds.push(results as (typeof rounds)[number]);
      step(`round ${round + 1}: 1 node ${Math.round(results.one!.rps)} req/s, 2 nodes ${Math.round(results.two!.rps)} req/s`);
    }
  } finally {
    await Promise.all(nodes.map((n) => n.node.stop()));
    await rm(dir, { recursive: true, force: true });
  }
  const ratios = rounds.map((r) => r.two.rps / r.one.rps);
  const ratio = median(ratios);
  const failures = rounds.reduce((n, r) => n + r.one.failures + r.two.failures, 0);
  const loadAvg = loadAverage();
  console.log(`order-list mix through HAProxy, ${CONNECTIONS} connections from another process, ${SECONDS} s after 3 s, ${ROUNDS} alternating rounds, ${os.availableParallelism()} cores; load ${loadAvg}`);
  printTable([
    ...rounds.flatMap((r, i) =>
      (['one', 'two'] as const).map((key) => ({ round: i + 1, setup: key === 'one' ? '1 node' : '2 nodes', 'req/s': Math.round(r[key].rps), 'p50 ms': r[key].p50, 'p99 ms': r[key].p99, failures: r[key].failures })),
    ),
    { round: '', setup: '2 nodes / 1 node, median of rounds', 'req/s': ratio.toFixed(2), 'p50 ms': '', 'p99 ms': '', failures: '' },
    { round: '', setup: 'each round', 'req/s': ratios.map((r) => r.toFixed(2)).join(' '), 'p50 ms': '', 'p99 ms': '', failures: '' },
  ]);
  saveResult('scale-out', { rounds, ratios, ratio, loadAverage: loadAvg, connections: CONNECTIONS, seconds: SECONDS, mix: MIX });
  if (failures > 0) throw new Error('some requests failed during the load');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
