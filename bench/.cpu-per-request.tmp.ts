import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadFromOutside, signIn, startBenchServer } from './lib';
const URL_DB = 'postgres://postgres@127.0.0.1:5432/bench_orders';
const pidOf = (origin: string) => Number(execSync(`ss -ltnpH 'sport = :${new URL(origin).port}'`).toString().match(/pid=(\d+)/)![1]);
const cpuMs = (pid: number) => { const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' '); return (Number(f[11]) + Number(f[12])) * 10; };
const api = await startBenchServer('bench/servers/api-server.ts', { DATABASE_URL: URL_DB }, '/api/health');
const bare = await startBenchServer('bench/servers/bare-orders-server.ts', { DATABASE_URL: URL_DB, ENTERPRISE_ID: '1' }, '/health');
const cookie = await signIn(api.origin);
const sides = { api: { url: `${api.origin}/api/v2/order/getAllOrderList?states=3&pageSize=20`, headers: { cookie }, pid: pidOf(api.origin) }, bare: { url: `${bare.origin}/list`, headers: {}, pid: pidOf(bare.origin) } };
for (const s of Object.values(sides)) await loadFromOutside({ url: s.url, headers: s.headers, connections: 20, seconds: 3 });
for (let i = 0; i < 3; i++) for (const [name, s] of Object.entries(sides)) {
  const c0 = cpuMs(s.pid); const r = await loadFromOutside({ url: s.url, headers: s.headers, connections: 20, seconds: 5 }); const c1 = cpuMs(s.pid);
  console.log(name, Math.round(r.requestsPerSecond), 'req/s', ((c1 - c0) / (r.requestsPerSecond * 5)).toFixed(3), 'cpu ms/req');
}
await Promise.all([api.stop(), bare.stop()]);
