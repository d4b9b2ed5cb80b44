// `npm run dev`: the API with reload on save (port 3000, data in data-dev/) and Vite's dev server,
// which proxies /api to it. Ctrl-C stops both; when one of them dies the other is stopped too.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (...p) => path.join(root, 'node_modules', ...p);
const apiPort = process.env.API_PORT ?? '3000';

const children = [
  spawn(process.execPath, [bin('tsx', 'dist', 'cli.mjs'), 'watch', '--clear-screen=false', 'server/server.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { DEMO_MODE: '1', DATA_DIR: 'data-dev', ...process.env, PORT: apiPort },
  }),
  spawn(process.execPath, [bin('vite', 'bin', 'vite.js')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];

let stopping = false;
function stopAll(signal) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill(signal);
}

process.on('SIGINT', () => stopAll('SIGINT'));
process.on('SIGTERM', () => stopAll('SIGTERM'));
for (const child of children)
  child.on('exit', (code) => {
    if (!stopping && code) process.exitCode = code;
    stopAll('SIGTERM');
  });
