import { isIP } from 'node:net';

/** Fastify's `trustProxy`: false (the peer is the client), a hop count, or the proxies' addresses. */
export type TrustProxy = false | number | string[];

// proxy-addr's named ranges, which Fastify accepts beside addresses and CIDR blocks.
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * Reads TRUST_PROXY: unset, empty or "off" trusts no forwarded header (the default: any client could
 * otherwise choose its own IP with X-Forwarded-For and slip past the per-IP limits); a whole number
 * trusts that many proxy hops; otherwise a comma-separated list of proxy addresses or CIDR blocks.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'off') return false;
  if (/^\d+$/.test(text)) return Number(text) === 0 ? false : Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  const wrong = entries.find((entry) => !isAddressOrRange(entry));
  if (wrong !== undefined) throw new Error(`环境变量 TRUST_PROXY 无效: "${wrong}" 不是地址、网段或跳数`);
  return entries;
}

/** Fastify's types leave out the hop count that its proxy-addr accepts, so hops become the same test as a function. */
export function fastifyTrustProxy(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}
