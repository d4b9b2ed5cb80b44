// `npm run bench`: the three benchmarks one after another, each in its own process.
import { spawnSync } from 'node:child_process';
import { REPO_ROOT } from '@tests/support/server-process';

const BENCHMARKS = ['bench/bundle-size.ts', 'bench/cold-start.ts', 'bench/session-throughput.ts'];

let failed = 0;
for (const script of BENCHMARKS) {
  console.log(`\n=== ${script} ===`);
  const { status } = spawnSync(process.execPath, ['--import', 'tsx', script], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (status !== 0) failed++;
}
process.exitCode = failed ? 1 : 0;
