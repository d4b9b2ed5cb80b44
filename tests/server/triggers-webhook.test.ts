import { execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callWebhook, checkTarget, isForbiddenAddress, signBody, WebhookRefused } from '@server/modules/triggers/triggers.public';

describe('webhook addresses', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['10.1.2.3', true],
    ['172.16.0.1', true],
    ['172.31.255.255', true],
    ['192.168.1.1', true],
    ['169.254.169.254', true],
    ['100.64.0.1', true],
    ['0.0.0.0', true],
    ['224.0.0.1', true],
    ['::1', true],
    ['::', true],
    ['fe80::1', true],
    ['fd12:3456::1', true],
    ['::ffff:127.0.0.1', true],
    ['::ffff:10.0.0.1', true],
    ['not-an-ip', true],
    ['8.8.8.8', false],
    ['172.32.0.1', false],
    ['203.0.114.7', false],
    ['2606:4700::1111', false],
    ['::ffff:8.8.8.8', false],
  ])('%s forbidden: %s', (address, forbidden) => {
    expect(isForbiddenAddress(address)).toBe(forbidden);
  });

  const resolveTo = (...addresses: string[]) => async () => addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

  it('refuses plain http, credentials in the URL and bad URLs', async () => {
    for (const url of ['http://hooks.example.com/x', 'ftp://hooks.example.com', 'https://u:p@hooks.example.com/', 'not a url']) {
      await expect(checkTarget(url, resolveTo('8.8.8.8'))).rejects.toThrow('Webhook 地址须为 https');
    }
  });

  it('refuses a name that resolves to any loopback, private or link-local address, after DNS', async () => {
    for (const addresses of [['127.0.0.1'], ['8.8.8.8', '10.0.0.5'], ['169.254.169.254'], ['::1'], ['fe80::2']]) {
      await expect(checkTarget('https://hooks.example.com/x', resolveTo(...addresses))).rejects.toBeInstanceOf(WebhookRefused);
    }
    await expect(checkTarget('https://127.0.0.1/x')).rejects.toThrow('Webhook 地址不能指向本机或内网地址');
    await expect(checkTarget('https://[::1]/x')).rejects.toThrow('Webhook 地址不能指向本机或内网地址');
    await expect(checkTarget('https://localhost/x')).rejects.toThrow('Webhook 地址不能指向本机或内网地址');
    expect((await checkTarget('https://hooks.example.com/x', resolveTo('8.8.8.8'))).address).toBe('8.8.8.8');
  });

  it('does not call a refused address', async () => {
    await expect(callWebhook({ url: 'https://127.0.0.1:1/x', secret: 's', body: '{}', deliveryId: '1-1' })).rejects.toBeInstanceOf(WebhookRefused);
  });
});

describe('webhook calls', () => {
  let server: Server;
  let port: number;
  let ca: Buffer;
  let status = 200;
  let hang = false;
  const received: { headers: Record<string, unknown>; body: string }[] = [];

  beforeAll(async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'fsm-hook-'));
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=hooks.test', '-addext', 'subjectAltName=DNS:hooks.test', '-keyout', `${dir}/key.pem`, '-out', `${dir}/cert.pem`], { stdio: 'ignore' });
    ca = readFileSync(`${dir}/cert.pem`);
    server = createServer({ key: readFileSync(`${dir}/key.pem`), cert: ca }, (req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        received.push({ headers: req.headers, body });
        if (hang) return;
        res.statusCode = status;
        res.end('ok');
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  // The test's own server is on the loopback address: only a test may say so.
  const transport = () => ({ ca, resolve: async () => [{ address: '127.0.0.1', family: 4 }], allowPrivateForTests: true, timeoutMs: 500 });

  it('posts the body signed with HMAC-SHA256 under the secret, with the delivery id', async () => {
    const body = JSON.stringify({ record: { id: 1 } });
    expect(await callWebhook({ url: `https://hooks.test:${port}/fsm`, secret: 'top-secret', body, deliveryId: '9-1' }, transport())).toBe(200);
    const last = received.at(-1)!;
    expect(last.body).toBe(body);
    const expected = `sha256=${createHmac('sha256', 'top-secret').update(body).digest('hex')}`;
    expect(last.headers['x-fsm-signature']).toBe(expected);
    expect(signBody('top-secret', body)).toBe(expected);
    expect(last.headers['x-fsm-delivery']).toBe('9-1');
  });

  it('throws on a non-2xx answer and on a timeout, so the job is retried', async () => {
    status = 500;
    await expect(callWebhook({ url: `https://hooks.test:${port}/fsm`, secret: 's', body: '{}', deliveryId: '9-2' }, transport())).rejects.toThrow('Webhook 返回 500');
    status = 200;
    hang = true;
    await expect(callWebhook({ url: `https://hooks.test:${port}/fsm`, secret: 's', body: '{}', deliveryId: '9-3' }, transport())).rejects.toThrow('超时');
    hang = false;
  });

  it('without the test switch the same server is refused', async () => {
    await expect(callWebhook({ url: `https://hooks.test:${port}/fsm`, secret: 's', body: '{}', deliveryId: '9-4' }, { ...transport(), allowPrivateForTests: false })).rejects.toBeInstanceOf(WebhookRefused);
  });
});
