// App market (issue 43), measured side by side in one process:
//   - corp token lookups: the shared cache's answer (in-process store; and Redis when REDIS_URL is set)
//     against asking the fake open platform's get_corp_token over HTTP every time (the uncached baseline);
//   - callback verification throughput: signature check + AES-256-CBC decrypt + receiver check of a
//     suite_ticket callback (CallbackCrypto.open), against the signature check alone.
// Run: node --import tsx bench/app-market.ts
import { performance } from 'node:perf_hooks';
import { Redis } from 'ioredis';
import { CallbackCrypto } from '@server/modules/app-market/callback-crypto';
import { MemoryTokenStore, RedisTokenStore, SharedTokens, type TokenStore } from '@server/modules/app-market/corp-tokens';
import { WecomSuite } from '@server/modules/app-market/suites';
import { startFakeOpenPlatform } from '../container-mocks/fake-open-platform';
import { loadAverage, median, printTable, saveResult } from './lib';

const LOOKUPS = 2_000;
const UNCACHED = 300;
const VERIFY_SECONDS = 2;
const ROUNDS = 5;

const suite = { suiteId: 'wwsuitebench', secret: 'bench-secret', token: 'benchToken', aesKey: 'jWmYm7qr5nMoAUwZRjGtBxmz3KA1tkAj3ykkR6q2B2C' };

async function perSecond(n: number, work: () => Promise<unknown>) {
  const start = performance.now();
  for (let i = 0; i < n; i++) await work();
  return (n / (performance.now() - start)) * 1000;
}

function throughput(work: () => unknown) {
  let n = 0;
  const end = performance.now() + VERIFY_SECONDS * 1000;
  while (performance.now() < end) {
    for (let i = 0; i < 100; i++) work();
    n += 100;
  }
  return n / VERIFY_SECONDS;
}

async function main() {
  const platform = await startFakeOpenPlatform('wecom');
  // Authorise the corp in the fake market, as a callback would, to have a permanent code.
  let ticket = '';
  let authCode = '';
  platform.market.connect(suite, '/cb', async ({ body }) => {
    const crypto = new CallbackCrypto(suite.token, suite.aesKey, suite.suiteId);
    const plain = crypto.decrypt(/<Encrypt><!\[CDATA\[(.*?)\]\]>/.exec(body)![1]).message;
    ticket = /<SuiteTicket><!\[CDATA\[(.*?)\]\]>/.exec(plain)?.[1] ?? ticket;
    authCode = /<AuthCode><!\[CDATA\[(.*?)\]\]>/.exec(plain)?.[1] ?? authCode;
    return { status: 200, body: 'success' };
  });
  await platform.market.pushTicket();
  await platform.market.install('wwmockcorp0001');
  const client = new WecomSuite({ host: 'wecom', ...suite, apiBase: platform.url, purchaseUrl: 'https://m.test' });
  const suiteToken = (await client.fetchSuiteToken(ticket)).value;
  const { permanentCode, corpId } = await client.authorise(suiteToken, authCode);
  const fetchCorpToken = () => client.fetchCorpToken(suiteToken, corpId, permanentCode);

  const stores: [string, TokenStore][] = [['in-process', new MemoryTokenStore()]];
  const redis = process.env.REDIS_URL ? new Redis(process.env.REDIS_URL) : undefined;
  if (redis) stores.push(['Redis', new RedisTokenStore(redis)]);

  const rows: Record<string, string | number>[] = [];
  const figures: Record<string, number> = {};
  const uncached: number[] = [];
  const cached: Record<string, number[]> = {};
  for (let round = 0; round < ROUNDS; round++) {
    uncached.push(await perSecond(UNCACHED, fetchCorpToken));
    for (const [name, store] of stores) {
      const tokens = new SharedTokens(store);
      const key = SharedTokens.corpKey('wecom', `${corpId}-${round}`);
      (cached[name] ??= []).push(await perSecond(LOOKUPS, () => tokens.get(key, fetchCorpToken)));
    }
  }
  figures.uncachedPerSecond = median(uncached);
  rows.push({ measure: 'corp token: get_corp_token over HTTP (uncached)', 'per second': figures.uncachedPerSecond.toFixed(0), ratio: '1.00' });
  for (const [name] of stores) {
    figures[`cached ${name}`] = median(cached[name]);
    rows.push({ measure: `corp token: shared cache (${name})`, 'per second': figures[`cached ${name}`].toFixed(0), ratio: (figures[`cached ${name}`] / figures.uncachedPerSecond).toFixed(1) });
  }

  const crypto = new CallbackCrypto(suite.token, suite.aesKey, suite.suiteId);
  const message = `<xml><SuiteId><![CDATA[${suite.suiteId}]]></SuiteId><InfoType><![CDATA[suite_ticket]]></InfoType><TimeStamp>1780000000</TimeStamp><SuiteTicket><![CDATA[${'t'.repeat(64)}]]></SuiteTicket></xml>`;
  const encrypted = crypto.encrypt(message);
  const input = { signature: crypto.signature('1780000000', 'nonce123', encrypted), timestamp: '1780000000', nonce: 'nonce123', encrypted };
  const full: number[] = [];
  const signatureOnly: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    signatureOnly.push(throughput(() => crypto.verify(input.signature, input.timestamp, input.nonce, input.encrypted)));
    full.push(throughput(() => crypto.open(input)));
  }
  figures.signatureOnly = median(signatureOnly);
  figures.verifyAndDecrypt = median(full);
  rows.push({ measure: 'callback: signature check only', 'per second': figures.signatureOnly.toFixed(0), ratio: '1.00' });
  rows.push({ measure: 'callback: signature + decrypt + receiver (open)', 'per second': figures.verifyAndDecrypt.toFixed(0), ratio: (figures.verifyAndDecrypt / figures.signatureOnly).toFixed(2) });

  printTable(rows);
  console.log(`load average: ${loadAverage()}`);
  saveResult('app-market', { rows, figures, load: loadAverage() });
  await redis?.quit();
  await platform.close();
}

void main();
