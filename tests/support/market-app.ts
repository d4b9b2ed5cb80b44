import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@server/app';
import { loadMarketConfig, type MarketConfig } from '@server/modules/app-market/market.config';
import { MOCK_SUITES, type Deliver, type FakeSuite } from '../../container-mocks/fake-market';
import { startFakeOpenPlatform, type FakeOpenPlatform } from '../../container-mocks/fake-open-platform';
import { Client } from './test-app';
import { openTestDatabase } from './test-database';

/** The app-market tests' suites (as in the hosts' developer consoles), corps and callback addresses. */
export const SUITES: Record<'wecom' | 'dingtalk', FakeSuite> = MOCK_SUITES;
export const CORPS = { wecom: ['wwmockcorp0001', 'ZhouGuanli'], dingtalk: ['dingmockcorp0001', 'manager001'] } as const;
export const OTHER = { wecom: 'wwothercorp0002', dingtalk: 'dingothercorp0002' } as const;
export const CALLBACK = { wecom: '/api/market/wecom/callback', dingtalk: '/api/market/dingtalk/callback' } as const;

/** Both suites' configuration against the fakes; `extra` adds or overrides variables. */
export const marketConfig = (fakes: Record<'wecom' | 'dingtalk', FakeOpenPlatform>, extra: NodeJS.ProcessEnv = {}): MarketConfig =>
  loadMarketConfig({
    MARKET_WECOM_SUITE_ID: SUITES.wecom.suiteId,
    MARKET_WECOM_SUITE_SECRET: SUITES.wecom.secret,
    MARKET_WECOM_TOKEN: SUITES.wecom.token,
    MARKET_WECOM_AES_KEY: SUITES.wecom.aesKey,
    MARKET_WECOM_API_BASE: fakes.wecom.url,
    MARKET_DINGTALK_SUITE_KEY: SUITES.dingtalk.suiteId,
    MARKET_DINGTALK_SUITE_SECRET: SUITES.dingtalk.secret,
    MARKET_DINGTALK_TOKEN: SUITES.dingtalk.token,
    MARKET_DINGTALK_AES_KEY: SUITES.dingtalk.aesKey,
    MARKET_DINGTALK_OAPI_BASE: fakes.dingtalk.url,
    MARKET_DINGTALK_API_BASE: fakes.dingtalk.url,
    ...extra,
  });

/** An app on the seeded test database in app-market mode; `runWorker` runs its durable jobs. */
export async function buildMarketApp(market: MarketConfig, runWorker = false) {
  const app = await buildApp({
    database: await openTestDatabase({ seeded: true }),
    config: { dataDir: await mkdtemp(path.join(os.tmpdir(), 'fsm-market-')), hotline: '400', appDownloadUrl: 'https://a.test', paymentUrl: 'https://p.test' },
    market,
    runWorker,
  });
  await app.ready();
  return app;
}

/** The fake market's callbacks, delivered in process. */
export const injectInto =
  (app: () => FastifyInstance): Deliver =>
  async ({ method, path: url, query, body, contentType }) => {
    const res = await app().inject({ method, url: `${url}?${new URLSearchParams(query)}`, headers: { 'content-type': contentType }, payload: body });
    return { status: res.statusCode, body: res.body };
  };

/** The corp's row in market_corps, read as numbers on PGlite and PostgreSQL alike (raw bigints are text on the latter). */
export async function enterpriseOfCorp(app: FastifyInstance, host: string, corpId: string) {
  const r = await app.db.system.execute<{ enterprise_id: string | number | null; state: number; permanent_code: string }>(
    sql`select enterprise_id, state, permanent_code from market_corps where host = ${host} and corp_id = ${corpId}`,
  );
  const row = r.rows[0];
  return row && { ...row, enterprise_id: row.enterprise_id === null ? null : Number(row.enterprise_id), state: Number(row.state) };
}

/** Signs in through the host; `from`: another client address, past the sign-in route's per-address limit. */
export async function marketSignIn(app: FastifyInstance, fakes: Record<'wecom' | 'dingtalk', FakeOpenPlatform>, host: 'wecom' | 'dingtalk', corpId: string, userId: string, from?: string) {
  const client = new Client(app, from);
  // WeCom's third-party web sign-in gives the page a suite code; DingTalk's client a code of the corp's app.
  const code = host === 'wecom' ? fakes.wecom.market.mintSuiteCode(corpId, userId) : fakes.dingtalk.mintCode(corpId, userId);
  const res = await client.post('/hosts/signIn', { host, code, corpId });
  return { client, res };
}

/** The quick deploy of a newly installed corp, once it has finished (or failed). */
export async function waitForDeploy(client: Client) {
  for (let i = 0; i < 200; i++) {
    const { json } = await client.get('/schema/progress');
    if (json.data.done || json.data.error) return json.data;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('quick deploy did not finish');
}

/**
 * A market app on fresh fakes of both hosts with the host's first corp installed from its market and its
 * administrator signed in once the quick deploy is done (before the file's tests; closed after them).
 */
export function useInstalledMarket(host: 'wecom' | 'dingtalk', extra: NodeJS.ProcessEnv = {}, options: { httpPush?: boolean; runWorker?: boolean } = {}) {
  const t = {} as { wecom: FakeOpenPlatform; dingtalk: FakeOpenPlatform; app: FastifyInstance; admin: Client };
  beforeAll(async () => {
    [t.wecom, t.dingtalk] = await Promise.all([startFakeOpenPlatform('wecom'), startFakeOpenPlatform('dingtalk')]);
    t.app = await buildMarketApp(marketConfig(t, extra), options.runWorker === true);
    const { market } = t[host];
    market.connect(SUITES[host], CALLBACK[host], injectInto(() => t.app));
    market.useHttpPush(options.httpPush === true);
    expect((await market.pushTicket()).status).toBe(200);
    const [corp, admin] = CORPS[host];
    expect((await market.install(corp, admin)).status).toBe(200);
    t.admin = (await marketSignIn(t.app, t, host, corp, admin)).client;
    await waitForDeploy(t.admin);
  }, 120_000);
  afterAll(async () => {
    await t.app?.close();
    await Promise.all([t.wecom?.close(), t.dingtalk?.close()]);
  });
  return t;
}
