// `npm run bench`: the benchmarks one after another, each in its own process.
import { spawnSync } from 'node:child_process';
import { REPO_ROOT } from '@tests/support/server-process';

const BENCHMARKS = ['bench/bundle-size.ts', 'bench/page-weight.ts', 'bench/cold-start.ts', 'bench/session-throughput.ts', 'bench/customers-list.ts'];
// Opt-in: the million-order benchmark generates its data set first (about five minutes the first time).
if (process.argv.includes('--orders') || process.env.BENCH_ORDERS === '1') BENCHMARKS.push('bench/orders-speed.ts');

let failed = 0;
for (const script of BENCHMARKS) {
  console.log(`\n=== ${script} ===`);
  const { status } = spawnSync(process.execPath, ['--import', 'tsx', script], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (status !== 0) failed++;
}
process.exitCode = failed ? 1 : 0;
