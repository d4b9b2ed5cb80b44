// A page of the app's own components in headless Chromium, without the app around it: the render benchmarks
// bundle a virtual entry (React, the app's aliases, a production build) and serve it from memory.
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import type { Browser, Page } from 'playwright-core';
import { build } from 'vite';
import { REPO_ROOT } from '@tests/support/server-process';

const ORIGIN = 'http://bench.local';

/**
 * Builds `code` (which sets window.benchReady when its functions are in place) and opens it in a new page of
 * `browser`; `close` removes the build.
 */
export async function openBundle(browser: Browser, name: string, code: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const entry = `virtual:${name}`;
  const outDir = await mkdtemp(path.join(os.tmpdir(), `${name}-`));
  await build({
    root: REPO_ROOT,
    configFile: false,
    logLevel: 'error',
    mode: 'production',
    plugins: [react(), { name, resolveId: (id) => (id === entry ? `\0${entry}` : null), load: (id) => (id === `\0${entry}` ? code : null) }],
    resolve: { alias: { '@domain': path.join(REPO_ROOT, 'domain'), '@': path.join(REPO_ROOT, 'src') } },
    define: { 'process.env.NODE_ENV': '"production"' },
    build: { outDir, emptyOutDir: true, minify: true, cssCodeSplit: false, rollupOptions: { input: entry, output: { entryFileNames: 'bench.js', assetFileNames: '[name][extname]' } } },
  });
  const files = await readdir(outDir);
  const css = files.find((f) => f.endsWith('.css'));
  const html = `<!doctype html><html><head><meta charset="utf-8">${css ? `<link rel="stylesheet" href="/${css}">` : ''}</head><body><script type="module" src="/bench.js"></script></body></html>`;
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.route(`${ORIGIN}/**`, async (route) => {
    const file = new URL(route.request().url()).pathname.slice(1) || 'index.html';
    if (file === 'index.html') return route.fulfill({ contentType: 'text/html', body: html });
    if (!files.includes(file)) return route.fulfill({ status: 404, body: '' });
    return route.fulfill({ contentType: file.endsWith('.css') ? 'text/css' : 'text/javascript', body: await readFile(path.join(outDir, file)) });
  });
  await page.goto(`${ORIGIN}/index.html`);
  await page.waitForFunction(() => (window as unknown as { benchReady?: boolean }).benchReady === true);
  return { page, close: () => rm(outDir, { recursive: true, force: true }) };
}
