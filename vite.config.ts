import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { firstLoadChunk, moduleGraph } from './scripts/first-load-chunks';

const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const alias = {
  '@domain': dir('./domain'),
  '@server': dir('./server'),
  '@adapters': dir('./adapters'),
  '@tests': dir('./tests'),
  '@': dir('./src'),
};
const ARCO_ICON = /@arco-design[\\/]web-react[\\/]icon[\\/]/;
/** The customer portal's modules: its page and src/portal (see the chunk groups). */
const PORTAL_MODULE = /[\\/]src[\\/]portal[\\/]|[\\/]portal\.html/;
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

export default defineConfig({
  plugins: [react(), hostMock, serviceWorkerBuildId, moduleGraph],
  resolve: { alias },
  server: { proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, ws: true } } }, // ws: the chat socket
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    manifest: true,
    // Vite's preload polyfill (for browsers without <link rel=modulepreload>: they still load every module by its imports)
    // sat in the staff entry's chunk, which made the customer portal's page load the staff entry too.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: { index: dir('./index.html'), portal: dir('./portal.html'), sw: dir('./src/sw/service-worker.ts') },
      output: {
        entryFileNames: (chunk) => (chunk.name === 'sw' ? SERVICE_WORKER : 'assets/[name]-[hash].js'),
        // Arco's icons are a file each (under 1 KB): /allOrder fetched 22 of them one by one. The few the
        // entry needs travel together, and every other icon in one chunk (about 12 KB compressed).
        codeSplitting: {
          groups: [
            { name: 'entry-icons', test: ARCO_ICON, tags: ['$initial'], priority: 2 },
            { name: 'icons', test: ARCO_ICON, priority: 1 },
            // The rest of what the entry loads before anything else in one chunk, not 17 (a phone network pays each round).
            // The customer portal (portal.html) is an entry of its own with no framework: none of the staff entry's code.
            // Its page's own module (portal.html) goes with it; what it imports from domain/portal, domain/mall and the web chat's
            // domain/online-chat paths and visitor constants, and the knowledge paths (the portal's FAQ), stays in chunks of their own, shared with the staff screens, which must never load the portal's code.
            { name: 'portal-code', test: PORTAL_MODULE, priority: 3, includeDependenciesRecursively: false },
            { name: 'entry-code', test: (id) => !id.includes('/src/sw/') && !PORTAL_MODULE.test(id) && !/[\\/]domain[\\/](portal[\\/]|mall[\\/]|online-chat[\\/](online-chat\.paths|visitor\.constants)|knowledge[\\/]knowledge\.paths)/.test(id), tags: ['$initial'] },
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
        // Browser test files run two at once (maxWorkers above), each with its own server on its own port and copy
        // of the seeded data: a file spends much of its time waiting on its server or Chromium, which the other's fills.
        test: { name: 'e2e', environment: 'node', include: ['tests/e2e/**/*.test.ts'], globalSetup: ['tests/support/e2e-global-setup.ts'], testTimeout: 120_000, hookTimeout: 300_000 },
      },
    ],
  },
});
