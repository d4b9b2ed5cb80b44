import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const alias = {
  '@domain': dir('./domain'),
  '@server': dir('./server'),
  '@adapters': dir('./adapters'),
  '@tests': dir('./tests'),
  '@': dir('./src'),
};
const ARCO_ICON = /@arco-design[\\/]web-react[\\/]icon[\\/]/;
const apiPort = Number(process.env.API_PORT ?? 3000);
// `npm run dev -- --host=…`: the mock host's bridge runs first in <head>, before the SDKs load.
const hostMockBridge = process.env.HOST_MOCK_BRIDGE;
const hostMock = {
  name: 'host-mock-bridge',
  apply: 'serve' as const,
  transformIndexHtml: () => (hostMockBridge ? [{ tag: 'script', attrs: { src: hostMockBridge }, injectTo: 'head-prepend' as const }] : []),
};

// The service worker (src/sw/service-worker.ts) is an entry of its own, built to /sw.js (a fixed address, served
// without a long cache lifetime like index.html). Its build id is a hash of the build's asset names, so a build
// that changes any file is a new worker, and one that changes nothing keeps the worker it has.
const SERVICE_WORKER = 'sw.js';
const serviceWorkerBuildId = {
  name: 'service-worker-build-id',
  apply: 'build' as const,
  generateBundle(_: unknown, bundle: Record<string, { type: string; code?: string }>) {
    const sw = bundle[SERVICE_WORKER];
    if (sw?.type !== 'chunk' || sw.code === undefined) return;
    const assets = Object.keys(bundle).filter((name) => name.startsWith('assets/')).sort();
    sw.code = sw.code.replace('__BUILD_ID__', createHash('sha256').update(assets.join('\n')).digest('hex').slice(0, 16));
  },
};

// Chunks by what a cold visit needs together. The browser fetches at most six files at a time from one origin, and
// /allOrder's ~90 small chunks (split by which of the ~300 lazy pages share each module) queued behind each other.
// The modules the PC shell, the order list's first data and the order list page import (beyond the entry's) go in a
// few chunks instead: one for each part and each set of the other first screens that need the same modules too
// (the sign-in page, the mobile version, the rest: other sign-in and error pages, /qr/:token, the mobile screens'
// lazy chunks). So the sign-in page and the mobile version still load only modules they use, and no chunk imports
// one that imports it back: a module's imports are needed by every screen that needs the module.
const FIRST_LOAD = {
  entry: dir('./src/main.tsx'),
  shell: dir('./src/app/signed-in-app.tsx'),
  listData: dir('./src/pages/orders/order-list-args.ts'),
  orderList: dir('./src/pages/orders/all-order-page.tsx'),
};
const imports = new Map<string, { statics: readonly string[]; dynamics: readonly string[] }>();
// Arco's index re-exports every component: a module importing two of them from it would seem to import all of them.
const ARCO_INDEX = dir('./node_modules/@arco-design/web-react/es/index.js');
const ARCO_NAMED = /^import\s*\{([^}]*)\}\s*from\s*['"]@arco-design\/web-react['"]/gm;
const arcoNames = new Map<string, string[]>();
const moduleGraph = {
  name: 'module-graph',
  apply: 'build' as const,
  transform(code: string, id: string) {
    const names = [...code.matchAll(ARCO_NAMED)].flatMap((m) => m[1].split(',').map((n) => n.trim().split(/\s+as\s+/)[0]));
    if (names.length > 0) arcoNames.set(id, names);
  },
  buildEnd(this: { getModuleIds(): Iterable<string>; getModuleInfo(id: string): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null }) {
    const components = new Map([...readFileSync(ARCO_INDEX, 'utf8').matchAll(/export \{ default as (\w+) \} from '\.\/(\w+)'/g)].map((m) => [m[1], dir(`./node_modules/@arco-design/web-react/es/${m[2]}/index.js`)]));
    for (const id of this.getModuleIds()) {
      const info = this.getModuleInfo(id);
      if (!info) continue;
      const used = (arcoNames.get(id) ?? []).flatMap((name) => components.get(name) ?? []);
      const statics = info.importedIds.flatMap((m) => (m === ARCO_INDEX ? used : [m]));
      imports.set(id, { statics, dynamics: info.dynamicallyImportedIds });
    }
  },
};
/** Every module the roots reach, through the dynamic imports of the modules `dynamicFrom` accepts, not going past `stop`. */
function reach(roots: string[], dynamicFrom: (id: string) => boolean = () => false, stop?: string): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id) || id === stop) return;
    seen.add(id);
    const next = imports.get(id);
    next?.statics.forEach(visit);
    if (dynamicFrom(id)) next?.dynamics.forEach(visit);
  };
  roots.forEach(visit);
  return seen;
}
// The PC shell's route tables: the entry holds one of them (for /qr/:token), but their pages open in the shell.
const SHELL_ROUTE_TABLE = /[\\/]src[\\/]pages[\\/](?!mobile[\\/])[^\\/]+[\\/][^\\/]+-routes\.ts$/;
let chunkOf: Map<string, string> | undefined;
/** The chunk of each module of the PC first load, worked out once the module graph is known (rolldown asks after buildEnd). */
function firstLoadChunk(id: string): string | undefined {
  if (!chunkOf) {
    const outside = reach([FIRST_LOAD.entry, dir('./src/pages/products/public-product-page.tsx')], (m) => !SHELL_ROUTE_TABLE.test(m), FIRST_LOAD.shell);
    const login = reach([dir('./src/pages/public/login-page.tsx'), dir('./src/pages/public/public-styles.ts')]);
    const mobile = reach([dir('./src/app/signed-in-mobile-app.tsx')]);
    const entry = reach([FIRST_LOAD.entry]);
    chunkOf = new Map();
    for (const part of ['shell', 'listData', 'orderList'] as const) {
      for (const m of reach([FIRST_LOAD[part]])) {
        // The roots stay the chunks their dynamic imports name (rolldown lost a root's exports when a group took it).
        if (entry.has(m) || chunkOf.has(m) || Object.values(FIRST_LOAD).includes(m)) continue;
        const alsoIn = [login.has(m) && 'login', mobile.has(m) && 'mobile', outside.has(m) && !login.has(m) && !mobile.has(m) && 'other'].filter(Boolean);
        chunkOf.set(m, ['first', part, ...alsoIn].join('-'));
      }
    }
  }
  return chunkOf.get(id);
}

export default defineConfig({
  plugins: [react(), hostMock, serviceWorkerBuildId, moduleGraph],
  resolve: { alias },
  server: { proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, ws: true } } }, // ws: the chat socket
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    manifest: true,
    rolldownOptions: {
      input: { index: dir('./index.html'), sw: dir('./src/sw/service-worker.ts') },
      output: {
        entryFileNames: (chunk) => (chunk.name === 'sw' ? SERVICE_WORKER : 'assets/[name]-[hash].js'),
        // Arco's icons are a file each (under 1 KB): /allOrder fetched 22 of them one by one. The few the
        // entry needs travel together, and every other icon in one chunk (about 12 KB compressed).
        codeSplitting: {
          groups: [
            { name: 'entry-icons', test: ARCO_ICON, tags: ['$initial'], priority: 2 },
            { name: 'icons', test: ARCO_ICON, priority: 1 },
            // The rest of what the entry loads before anything else in one chunk, not 17 (a phone network pays each round).
            { name: 'entry-code', test: (id) => !id.includes('/src/sw/'), tags: ['$initial'] },
            // The chart pages' ECharts under its own name (it took the name of a module beside it).
            { name: 'echarts', test: /[\\/]node_modules[\\/](echarts|zrender)[\\/]/, priority: 1 },
            // Only what the test picks: a dependency the group leaves stays where the other screens find it.
            { name: (id) => firstLoadChunk(id)!, test: (id) => firstLoadChunk(id) !== undefined, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on a two-core machine, which
    // leaves a core idle while a test file's in-process database works. Two or more use them all.
    maxWorkers: Math.max(availableParallelism(), 2),
    // Arco's transition timers (react-transition-group) can still fire after a component-test file's
    // happy-dom window is torn down; that noise is not a failure of any test, so only it is ignored.
    onUnhandledError: (error) => !(error.name === 'ReferenceError' && error.message === 'window is not defined'),
    // No retries anywhere: a test waits for what a user would see, and its time-out is only a ceiling
    // for a machine far busier than CI (two cores shared with the server under test and its database).
    projects: [
      {
        resolve: { alias },
        // Server and domain test files share their worker's loaded modules (each file still starts its own app on
        // its own database): importing the server anew for each of ~220 files was about a fifth of the stage. The
        // server keeps no enterprise's data at module level (caches belong to an app), so files cannot see each other.
        test: { name: 'node', environment: 'node', isolate: false, include: ['tests/domain/**/*.test.ts', 'tests/server/**/*.test.ts'], globalSetup: ['tests/support/global-setup.ts'], testTimeout: 30_000, hookTimeout: 60_000 },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'client',
          // Isolated, unlike the node tests: libraries keep objects of the first window they saw (zrender its
          // canvas context), which a later file's fresh window does not have (tried: a chart test failed).
          environment: 'happy-dom',
          include: ['tests/src/**/*.test.{ts,tsx}', 'tests/adapters/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/support/client-setup.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: { name: 'e2e', environment: 'node', include: ['tests/e2e/**/*.test.ts'], globalSetup: ['tests/support/e2e-global-setup.ts'], testTimeout: 120_000, hookTimeout: 300_000, fileParallelism: false },
      },
    ],
  },
});
