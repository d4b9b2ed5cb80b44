// `npm start`: builds the client only when its sources changed since the last build, then runs the
// server (demo data on unless --no-demo, or NODE_ENV=production without --demo) and passes signals on.
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(root, 'dist');
const stampFile = path.join(distDir, '.build-stamp');
const CLIENT_SOURCES = ['src', 'domain', 'adapters', 'index.html', 'vite.config.ts'];

/** Newest modification time (ms) of a file or of any file below a folder; 0 when it does not exist. */
function newestMtime(target) {
  let stat;
  try {
    stat = statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs; // a deleted file only shows as its folder's change
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** When the current dist/ was built: the stamp, else the time `npm run build` wrote index.html. */
function builtAt() {
  for (const file of [stampFile, path.join(distDir, 'index.html')]) {
    try {
      return statSync(file).mtimeMs;
    } catch {
      // try the next one
    }
  }
  return 0;
}

function buildIfStale() {
  const built = builtAt();
  const sources = Math.max(...CLIENT_SOURCES.map((p) => newestMtime(path.join(root, p))));
  if (built && built >= sources) return;
  console.log(built ? '客户端源码有改动，重新构建…' : '首次启动，构建客户端…');
  const startedAt = new Date();
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  // The stamp carries the build's start time, so a source saved during the build still counts as newer.
  writeFileSync(stampFile, `${startedAt.toISOString()}\n`);
  utimesSync(stampFile, startedAt, startedAt);
}

function demoMode(args, env) {
  if (args.includes('--no-demo')) return '0';
  if (args.includes('--demo')) return '1';
  if (env.DEMO_MODE === '0' || env.DEMO_MODE === '1') return env.DEMO_MODE;
  return env.NODE_ENV === 'production' ? '0' : '1';
}

const args = process.argv.slice(2);
buildIfStale();

const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'server.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, DEMO_MODE: demoMode(args, process.env) },
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  process.exitCode = code ?? 128 + ({ SIGINT: 2, SIGTERM: 15 }[signal] ?? 1);
});
