// `npm run dev`: the API with reload on save (port 3000, data in data-dev/) and Vite's dev server,
// which proxies /api to it. Ctrl-C stops both; when one of them dies the other is stopped too.
// `npm run dev -- --host=wecom|dingtalk` also starts that host's fake open platform (port 3100)
// and serves the app inside the mock host: open the host page URL printed at start.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (...p) => path.join(root, 'node_modules', ...p);
const apiPort = process.env.API_PORT ?? '3000';
const hostArg = process.argv.slice(2).find((a) => a.startsWith('--host='))?.slice('--host='.length);
if (hostArg && hostArg !== 'wecom' && hostArg !== 'dingtalk') {
  console.error(`--host must be wecom or dingtalk, not "${hostArg}"`);
  process.exit(2);
}

let hostEnv = {};
let viteEnv = {};
let mock;
if (hostArg) {
  const { register } = await import('tsx/esm/api');
  register();
  const { startFakeOpenPlatform } = await import('../container-mocks/fake-open-platform.ts');
  const { mockServerEnv, hostPageUrl } = await import('../container-mocks/mock-env.ts');
  mock = await startFakeOpenPlatform(hostArg, Number(process.env.MOCK_PORT ?? 3100));
  mock.trustDomain('127.0.0.1:5173');
  // The host frames Vite's address, so that is the app's public URL (pages signed, invitations).
  hostEnv = { ...mockServerEnv(hostArg, mock.url), APP_URL: 'http://127.0.0.1:5173' };
  // The bridge must run before the SDKs load: Vite puts it first in <head> (vite.config.ts).
  const page = new URL(hostPageUrl(hostArg, mock.url, 'http://127.0.0.1:5173/'));
  const bridge = new URL('/__mock/bridge.js', mock.url);
  bridge.search = page.search;
  bridge.searchParams.delete('app');
  viteEnv = { HOST_MOCK_BRIDGE: bridge.toString() };
  console.log(`\n  mock ${hostArg}: open ${page}\n`);
}

const children = [
  spawn(process.execPath, [bin('tsx', 'dist', 'cli.mjs'), 'watch', '--clear-screen=false', 'server/server.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { DEMO_MODE: '1', DATA_DIR: hostArg ? `data-dev-${hostArg}` : 'data-dev', ...process.env, ...hostEnv, PORT: apiPort },
  }),
  spawn(process.execPath, [bin('vite', 'bin', 'vite.js'), ...(hostArg ? ['--host', '127.0.0.1'] : [])], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...viteEnv, API_PORT: apiPort },
  }),
];

let stopping = false;
function stopAll(signal) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  void mock?.close();
}

process.on('SIGINT', () => stopAll('SIGINT'));
process.on('SIGTERM', () => stopAll('SIGTERM'));
for (const child of children)
  child.on('exit', (code) => {
    if (!stopping && code) process.exitCode = code;
    stopAll('SIGTERM');
  });
