// Several API nodes: throughput of the order-list mix through one balancer (HAProxy, round robin) to
// one node, then to two nodes, on the million-order data set (bench/orders-data.ts) and one Redis.
// Both runs go through the same balancer, so their ratio is the effect of the second node alone.
// On a 2-core machine the load generator, the balancer, PostgreSQL and the nodes share the cores:
// two nodes cannot double the throughput; the point is no loss and no failed request.
// Needs: PostgreSQL on 127.0.0.1:5432, Redis on 127.0.0.1:6379 (REDIS_URL), `apt-get install haproxy`.
// Run: node --import tsx bench/scale-out.ts
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, ServerProcess } from '@tests/support/server-process';
import { printTable, saveResult, signIn } from './lib';
import { BENCH_URL, ensureOrdersDataSet } from './orders-data';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const CONNECTIONS = 40;
const SECONDS = 15;

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
  const requests = MIX.map((p) => ({ method: 'GET' as const, path: p }));
  const options = { url: origin, headers: { cookie }, connections: CONNECTIONS, requests };
  await autocannon({ ...options, duration: 3 });
  const r = await autocannon({ ...options, duration: SECONDS });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, failures: r.non2xx + r.errors + r.timeouts };
}

async function main() {
  await ensureOrdersDataSet();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'fsm-bench-nodes-'));
  const nodes = [await startNode(dir), await startNode(dir)];
  const results: Record<string, Awaited<ReturnType<typeof load>>> = {};
  try {
    for (const count of [1, 2]) {
      const balancer = await startBalancer(dir, nodes.slice(0, count).map((n) => n.port));
      const origin = `http://127.0.0.1:${balancer.port}`;
      results[`${count} node${count > 1 ? 's' : ''}`] = await load(origin, await signIn(origin));
      await balancer.stop();
    }
  } finally {
    await Promise.all(nodes.map((n) => n.node.stop()));
    await rm(dir, { recursive: true, force: true });
  }
  const [one, two] = Object.values(results);
  console.log(`order-list mix through HAProxy, ${CONNECTIONS} connections, ${SECONDS} s after 3 s, ${os.availableParallelism()} cores`);
  printTable([
    ...Object.entries(results).map(([setup, r]) => ({ setup, 'req/s': Math.round(r.rps), 'p50 ms': r.p50, 'p99 ms': r.p99, failures: r.failures })),
    { setup: '2 nodes / 1 node', 'req/s': (two.rps / one.rps).toFixed(2), 'p50 ms': '', 'p99 ms': '', failures: '' },
  ]);
  saveResult('scale-out', { results, ratio: two.rps / one.rps, connections: CONNECTIONS, seconds: SECONDS, mix: MIX });
  if (one.failures + two.failures > 0) throw new Error('some requests failed during the load');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
