import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '@tests/support/test-app';

const t = useTestApp();
let port: number;
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});

/**
 * Streams `size` bytes to the real socket, as a browser uploading a big body does. Resolves once the
 * exchange is over with the status, or with the socket error if the upload broke off (a reset).
 */
function send(path: string, size: number, { chunked = false, contentType = 'application/json' } = {}): Promise<string> {
  return new Promise((resolve) => {
    const headers: Record<string, string | number> = { 'content-type': contentType };
    if (!chunked) headers['content-length'] = size;
    let status = 'no answer';
    let failure: string | undefined;
    const req = http.request({ port, host: '127.0.0.1', method: 'POST', path, headers, agent: false }, (res) => {
      res.resume();
      res.on('end', () => (status = String(res.statusCode)));
    });
    req.on('error', (error: NodeJS.ErrnoException) => (failure = error.code ?? error.message));
    req.on('close', () => resolve(failure ?? status));
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let sent = 0;
    const write = () => {
      while (sent < size) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', write);
      }
      req.end();
    };
    write();
  });
}

describe('a body over the size limit', () => {
  for (const chunked of [false, true])
    for (const path of ['/api/stand/pwdLogin', '/api/order/create'])
      it(`answers 413 every time, never a reset (${path}, ${chunked ? 'chunked' : 'with a length'})`, async () => {
        const answers = [];
        for (let i = 0; i < 5; i += 1) answers.push(await send(path, 12 * 1024 * 1024, { chunked }));
        expect(answers).toEqual(Array(5).fill('413'));
      });

  it('gets a refusal given before the body is read, never a reset', async () => {
    const answers = [];
    for (let i = 0; i < 5; i += 1)
      answers.push(await send('/api/upload/file?kind=1&ticket=x', 12 * 1024 * 1024, { contentType: 'multipart/form-data; boundary=x' }));
    expect(answers).toEqual(Array(5).fill('400'));
  });
});
