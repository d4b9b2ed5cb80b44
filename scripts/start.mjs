// `npm start`: builds the client and compiles the server only when their sources changed since their
// last build (`npm run build` does both), then runs the compiled server (demo data on unless --no-demo,
// or NODE_ENV=production without --demo) in this same process.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildServer, SERVER_OUT_DIR, SERVER_SOURCES } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CLIENT_SOURCES = ['src', 'domain', 'adapters', 'index.html', 'portal.html', 'vite.config.ts'];

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

/** When `outDir` was built: its stamp, else the time the build wrote `firstFile`; 0 when never. */
function builtAt(outDir, firstFile) {
  for (const file of [path.join(outDir, '.build-stamp'), path.join(outDir, firstFile)]) {
    try {
      return statSync(file).mtimeMs;
    } catch {
      // try the next one
    }
  }
  return 0;
}

/** Runs `build` when a file of `sources` is newer than `outDir`'s last build, then stamps `outDir`. */
async function buildIfStale({ outDir, firstFile, sources, what, build }) {
  const built = builtAt(outDir, firstFile);
  const newest = Math.max(...sources.map((p) => newestMtime(path.join(root, p))));
  if (built && built >= newest) return;
  console.log(built ? `${what}源码有改动，重新构建…` : `首次启动，构建${what}…`);
  const startedAt = new Date();
  await build();
  // The stamp carries the build's start time, so a source saved during the build still counts as newer.
  const stampFile = path.join(outDir, '.build-stamp');
  writeFileSync(stampFile, `${startedAt.toISOString()}\n`);
  utimesSync(stampFile, startedAt, startedAt);
}

function buildClient() {
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function demoMode(args, env) {
  if (args.includes('--no-demo')) return '0';
  if (args.includes('--demo')) return '1';
  if (env.DEMO_MODE === '0' || env.DEMO_MODE === '1') return env.DEMO_MODE;
  return env.NODE_ENV === 'production' ? '0' : '1';
}

const args = process.argv.slice(2);
await buildIfStale({ outDir: path.join(root, 'dist'), firstFile: 'index.html', sources: CLIENT_SOURCES, what: '客户端', build: buildClient });
await buildIfStale({ outDir: SERVER_OUT_DIR, firstFile: 'server.js', sources: SERVER_SOURCES, what: '服务端', build: buildServer });

// In this process: a child would only add a second Node start-up (the server handles SIGTERM and SIGINT itself).
process.chdir(root);
process.env.DEMO_MODE = demoMode(args, process.env);
await import(pathToFileURL(path.join(SERVER_OUT_DIR, 'server.js')).href);
