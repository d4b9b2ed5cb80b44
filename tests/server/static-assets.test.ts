import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app';
import { openTestDatabase } from '@tests/support/test-database';
import { compressDist } from '../../scripts/compress-assets.mjs';

// A built client in miniature: index.html and one content-hashed script, large enough to be compressed.
const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, name: "工单${i}" }`).join(', ')}];\n`;
const html = `<!doctype html><html lang="zh-CN"><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div>${'<!-- app -->'.repeat(100)}</body></html>`;

describe('the built client is sent pre-compressed, hashed files cached for good, index.html never', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const dist = await mkdtemp(path.join(os.tmpdir(), 'fsm-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), html);
    await writeFile(path.join(dist, 'assets', 'index-Ab12Cd34.js'), script);
    await compressDist(dist);
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fsm-test-'));
    app = await buildApp({ database: await openTestDatabase(), staticDir: dist, config: { dataDir, hotline: '400-800-6688', appDownloadUrl: '', paymentUrl: '' } });
    await app.ready();
  });
  afterAll(() => app?.close());

  const get = (url: string, encoding?: string) => app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('a browser that takes brotli gets the .br file, with a year-long immutable cache', async () => {
    const res = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(script.length / 4);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('gzip for a client without brotli, the file itself for one without either', async () => {
    const gz = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await get('/assets/index-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('index.html, asked for directly or through an app path, is compressed and never cached', async () => {
    for (const url of ['/', '/index.html', '/allOrder']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe('no-cache, no-store, must-revalidate');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(html);
    }
  });
});
