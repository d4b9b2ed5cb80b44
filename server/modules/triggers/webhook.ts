import { createHmac } from 'node:crypto';
import { lookup as dnsLookup } from 'node:dns/promises';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP } from 'node:net';
import { TriggerErrors } from '@domain/triggers/errors';
import { SIGNATURE_HEADER, WEBHOOK } from '@domain/triggers/triggers.constants';

/*
 * Webhook calls: HTTPS only, the body signed with HMAC-SHA256 under the action's secret, a timeout
 * per attempt (the durable job retries with the queue's backoff), and never to loopback, private,
 * link-local or otherwise internal addresses — checked on the addresses DNS gives, and the connection
 * is made to the very address checked (a name that resolves differently a moment later cannot slip in).
 */

/** The hex HMAC-SHA256 of the body under the secret, sent as `x-fsm-signature: sha256=<hex>`. */
export function signBody(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

const FORBIDDEN = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  FORBIDDEN.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const)
  FORBIDDEN.addSubnet(net, bits, 'ipv6');

/** Whether an address is loopback, private, link-local, shared, multicast or unspecified (IPv4-mapped IPv6 read as IPv4). */
export function isForbiddenAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return isForbiddenAddress(mapped[1]);
  const family = isIP(address);
  if (family === 0) return true;
  return FORBIDDEN.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export type Resolver = (host: string) => Promise<{ address: string; family: number }[]>;
const systemResolver: Resolver = (host) => dnsLookup(host, { all: true, verbatim: true });

export class WebhookRefused extends Error {}

/** The URL's one address to connect to, once every address the name resolves to is allowed. */
export async function checkTarget(url: string, resolve: Resolver = systemResolver, allowPrivate = false): Promise<{ url: URL; address: string; family: number }> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new WebhookRefused(TriggerErrors.webhookHttps);
  }
  if (parsed.protocol !== 'https:' || parsed.username || parsed.password) throw new WebhookRefused(TriggerErrors.webhookHttps);
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await resolve(host);
  if (addresses.length === 0 || (!allowPrivate && addresses.some((a) => isForbiddenAddress(a.address)))) throw new WebhookRefused(TriggerErrors.webhookPrivate);
  return { url: parsed, ...addresses[0] };
}

export interface WebhookCall {
  url: string;
  secret: string;
  body: string;
  deliveryId: string;
}
export interface WebhookTransport {
  resolve?: Resolver;
  /** Extra TLS options (tests pass their self-signed certificate's authority). */
  ca?: string | Buffer;
  timeoutMs?: number;
  /** Tests only: lets a test reach its own server on the loopback address. Never set in the app. */
  allowPrivateForTests?: boolean;
}

/** Posts the signed body; resolves with the status, throws on refusal, timeout, network error or a non-2xx answer. */
export async function callWebhook(call: WebhookCall, transport: WebhookTransport = {}): Promise<number> {
  const target = await checkTarget(call.url, transport.resolve, transport.allowPrivateForTests === true);
  const timeoutMs = transport.timeoutMs ?? WEBHOOK.timeoutMs;
  return new Promise<number>((resolve, reject) => {
    const req = httpsRequest(
      target.url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(call.secret, call.body), 'x-fsm-delivery': call.deliveryId },
        // Connect to the address just checked, whatever the name resolves to now.
        lookup: (_host, options, done) => {
          if ((options as { all?: boolean }).all) (done as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address: target.address, family: target.family }]);
          else done(null, target.address, target.family);
        },
        servername: isIP(target.url.hostname) ? undefined : target.url.hostname,
        ca: transport.ca,
        timeout: timeoutMs,
      },
      (res) => {
        res.resume();
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          if (status >= 200 && status < 300) resolve(status);
          else reject(new Error(`Webhook 返回 ${status}`));
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`Webhook 超时（${timeoutMs} ms）`)));
    req.on('error', reject);
    req.end(call.body);
  });
}
