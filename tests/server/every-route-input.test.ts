import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import type { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@server/db/seed/demo-data';
import { parseChannel } from '@server/lib/parse';
import { DEMO_KF } from '@server/modules/online-chat/online-chat.public';
import { junk, schemaArbitrary } from '@tests/support/schema-arbitrary';
import { useFakeWecomKf } from '@tests/support/fake-wecom-kf';
import { useTestApp } from '@tests/support/test-app';

/** Generated requests per route once its schemas are known; the bound keeps the whole walk to seconds. */
const RUNS_PER_ROUTE = 3;
/** Requests that learn which schemas a route parses with (each one can reach the next parse). */
const DISCOVERY_ROUNDS = 2;
/** Routes that would end the walk's own session or are not HTTP. */
const SKIPPED = new Set(['POST /api/logout', 'POST /api/stand/user/password', 'POST /api/stand/login/epList']);

/** A request still unanswered after this long is stuck (a lock wait, a deadlock), not slow. */
const ANSWER_MS = 15_000;

function answerWithin<T>(pending: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const stuck = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)));
  return Promise.race([pending, stuck]).finally(() => clearTimeout(timer));
}

/** The database's own words when a query failed (drizzle wraps them), else the error's. */
function causeOf(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  return error.cause instanceof Error ? `${error.cause.message} (${(error.cause as { code?: string }).code ?? ''})` : error.message;
}

interface Route {
  method: string;
  url: string;
}

const routes: Route[] = [];
const serverErrors = new Map<string, unknown>();
// Calls the app makes to WeCom's kf API (a WeCom account's save, the sync) reach a fake WeCom, never the
// outside world: the walk's generated names would otherwise meet "fetch failed" (502), not the app's answer.
const wecom = useFakeWecomKf();
beforeAll(() =>
  wecom().kf.setup({ corpId: DEMO_KF.corpId, openKfid: DEMO_KF.openKfid, token: DEMO_KF.callbackToken, encodingAesKey: DEMO_KF.encodingAesKey, callbackUrl: 'http://127.0.0.1:9/unused' }),
);
const t = useTestApp({ onRoute: collectRoute });
let token = '';

function collectRoute(route: RouteOptions) {
  const methods = [route.method].flat().filter((m) => m !== 'HEAD' && m !== 'OPTIONS');
  if ((route as { websocket?: boolean }).websocket) return;
  for (const method of methods) routes.push({ method, url: route.url });
  // Remember what a 5xx was, so a failure names the cause rather than only the status.
  route.onError = [route.onError ?? []].flat().concat(async (request, _reply, error) => {
    serverErrors.set(`${request.method} ${request.url}`, error);
  });
}

beforeAll(async () => {
  const res = await t.app.inject({ method: 'POST', url: '/api/stand/pwdLogin', payload: { mobile: '13800000001', password: DEMO_PASSWORD } });
  token = res.cookies.find((c) => c.name === 'fsm_sid')!.value;
}, 120_000);

/** A query string carries only text: arrays repeat their key, nested values travel as JSON. */
function toQuery(input: unknown): Record<string, string | string[]> {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return {};
  return Object.fromEntries(
    Object.entries(input).map(([key, value]) => [
      key,
      Array.isArray(value) ? value.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))) : typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value),
    ]),
  );
}

/** The same input goes in the query and (for writes) the body; path parameters get arbitrary text. */
async function call(route: Route, input: unknown, param: string) {
  const url = route.url.replace(/:[A-Za-z]+/g, encodeURIComponent(param));
  const res = await t.app.inject({
    method: route.method as 'GET',
    url,
    query: toQuery(input),
    headers: { token },
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: JSON.stringify(input ?? null), headers: { token, 'content-type': 'application/json' } }),
  });
  return res;
}

/** Calls the route and returns the schemas its handler parsed with on the way. */
async function schemasSeen(route: Route, input: unknown): Promise<Set<z.ZodType>> {
  const seen = new Set<z.ZodType>();
  const listener = (message: unknown) => seen.add((message as { schema: z.ZodType }).schema);
  parseChannel.subscribe(listener);
  try {
    await call(route, input, '1');
  } finally {
    parseChannel.unsubscribe(listener);
  }
  return seen;
}

/** One object satisfying every schema the route parses (query and body alike). */
function inputFor(schemas: Set<z.ZodType>): fc.Arbitrary<unknown> {
  if (schemas.size === 0) return fc.oneof(fc.dictionary(fc.string({ maxLength: 8 }), junk, { maxKeys: 4 }), junk);
  return fc.tuple(...[...schemas].map(schemaArbitrary)).map((parts) =>
    parts.every((p) => p && typeof p === 'object' && !Array.isArray(p)) ? Object.assign({}, ...parts) : parts[parts.length - 1],
  );
}

describe('every route', () => {
  it('answers arbitrary strings, numbers, arrays and nesting in its query, body and path without a 5xx', async () => {
    const only = process.env.ROUTE_WALK_ONLY;
    const walked = routes.filter((r) => r.url.startsWith('/api/') && !SKIPPED.has(`${r.method} ${r.url}`) && (!only || r.url.includes(only)));
    if (!only) expect(walked.length).toBeGreaterThan(300);
    const failures: string[] = [];
    for (const route of walked) {
      const started = Date.now();
      let schemas = await schemasSeen(route, {});
      for (let round = 0; round < DISCOVERY_ROUNDS; round += 1) {
        const [sample] = fc.sample(inputFor(schemas), 1);
        const more = await schemasSeen(route, sample);
        if ([...more].every((s) => schemas.has(s))) break;
        schemas = new Set([...schemas, ...more]);
      }
      const outcome = await fc.check(
        fc.asyncProperty(inputFor(schemas), fc.oneof(fc.nat().map(String), fc.string({ unit: 'binary', maxLength: 12 })), async (input, param) => {
          serverErrors.clear();
          const res = await answerWithin(call(route, input, param), ANSWER_MS);
          if (res.statusCode >= 500) throw new Error(`${res.statusCode} ${causeOf([...serverErrors.values()][0]) ?? res.body}`);
        }),
        { numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
      if (process.env.ROUTE_WALK_LOG) console.log(`${route.method} ${route.url} ${Date.now() - started} ms${outcome.failed ? ' FAILED' : ''}`);
      if (outcome.failed)
        failures.push(`${route.method} ${route.url} ${JSON.stringify(outcome.counterexample)?.slice(0, 300)} → ${outcome.errorInstance instanceof Error ? outcome.errorInstance.message.slice(0, 300) : ''}`);
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
