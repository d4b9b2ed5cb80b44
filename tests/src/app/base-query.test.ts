import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FetchArgs } from '@reduxjs/toolkit/query/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/app/api';
import { createStore } from '@/app/store';
import { sessionApi } from '@/app/session/session.api';
import { errorMessage } from '@/lib/errors';
import { setCsrfToken } from '@adapters/session-token';

interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
}
type Handler = (req: IncomingMessage, res: ServerResponse) => void;

const json = (status: number, body: unknown): Handler => (_req, res) => {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
};

let seen: Seen[] = [];
let routes: Record<string, Handler> = {};
let origin = '';
const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const url = new URL(req.url ?? '/', origin);
    seen.push({ method: req.method ?? '', path: url.pathname, query: url.searchParams, headers: req.headers, body: Buffer.concat(chunks).toString() });
    (routes[url.pathname] ?? json(200, { success: true, data: null }))(req, res);
  });
});

const happyDOM = (window as unknown as { happyDOM: { setURL(url: string): void; settings: { navigator: { userAgent: string } } } }).happyDOM;
const browserUserAgent = navigator.userAgent;

const testApi = api.injectEndpoints({
  endpoints: (build) => ({
    send: build.mutation<unknown, FetchArgs>({ query: (args) => args }),
    read: build.query<unknown, string>({ query: (url) => url }),
  }),
});

let store = createStore();
const send = (args: FetchArgs) => store.dispatch(testApi.endpoints.send.initiate(args));
const requestsTo = (path: string) => seen.filter((s) => s.path === `/api${path}`);
let unique = 0;
/** A fresh path per test so that the duplicate guard never links two tests. */
const fresh = (name: string) => `/${name}-${++unique}`;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  happyDOM.setURL(`${origin}/allOrder`);
  happyDOM.settings.navigator.userAgent = browserUserAgent;
  seen = [];
  routes = {};
  store = createStore();
  setCsrfToken('csrf-1');
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
});

describe('the csrf token', () => {
  it('is added to the JSON body of a POST', async () => {
    const path = fresh('save');
    await send({ url: path, method: 'POST', body: { name: '张三' } });
    expect(JSON.parse(requestsTo(path)[0].body)).toEqual({ name: '张三', ctoken: 'csrf-1' });
  });

  it('makes a body for a PUT that had none', async () => {
    const path = fresh('touch');
    await send({ url: path, method: 'PUT' });
    expect(JSON.parse(requestsTo(path)[0].body)).toEqual({ ctoken: 'csrf-1' });
  });

  it('goes in the query of a DELETE', async () => {
    const path = fresh('remove');
    await send({ url: `${path}?id=7`, method: 'DELETE' });
    const [request] = requestsTo(path);
    expect(request.query.get('ctoken')).toBe('csrf-1');
    expect(request.query.get('id')).toBe('7');
  });

  it('is not added to a GET', async () => {
    const path = fresh('list');
    await store.dispatch(testApi.endpoints.read.initiate(path));
    expect(requestsTo(path)[0].query.has('ctoken')).toBe(false);
  });

  it('is the one the session user brought', async () => {
    routes['/api/v2/sessionUser/info'] = json(200, { success: true, data: { id: 1, csrfToken: 'from-session' } });
    await store.dispatch(sessionApi.endpoints.getSessionUser.initiate());
    const path = fresh('after-session');
    await send({ url: path, method: 'POST', body: {} });
    expect(JSON.parse(requestsTo(path)[0].body).ctoken).toBe('from-session');
  });
});

describe('the host headers', () => {
  it('sends the app token and the plugin guid when they are stored', async () => {
    localStorage.setItem('app_session_token', 'app-token');
    sessionStorage.setItem('plugin_guid', 'guid-9');
    const path = fresh('with-headers');
    await store.dispatch(testApi.endpoints.read.initiate(path));
    expect(requestsTo(path)[0].headers).toMatchObject({ token: 'app-token', guid: 'guid-9' });
  });

  it('sends neither header when nothing is stored', async () => {
    const path = fresh('plain');
    await store.dispatch(testApi.endpoints.read.initiate(path));
    expect(requestsTo(path)[0].headers).not.toHaveProperty('token');
    expect(requestsTo(path)[0].headers).not.toHaveProperty('guid');
  });
});

describe('the duplicate guard', () => {
  it('cancels an identical POST within one second without a request', async () => {
    const path = fresh('submit');
    const first = await send({ url: path, method: 'POST', body: { id: 1 } });
    const second = await send({ url: path, method: 'POST', body: { id: 1 } });
    expect(first.error).toBeUndefined();
    expect(errorMessage(second.error)).toBe('不要重复点击');
    expect(requestsTo(path)).toHaveLength(1);
  });

  it('lets the same POST through once the second has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const path = fresh('again');
    await send({ url: path, method: 'POST', body: { id: 1 } });
    vi.setSystemTime(Date.now() + 1000);
    await send({ url: path, method: 'POST', body: { id: 1 } });
    expect(requestsTo(path)).toHaveLength(2);
  });

  it('lets a POST with a different body through', async () => {
    const path = fresh('different');
    await send({ url: path, method: 'POST', body: { id: 1 } });
    await send({ url: path, method: 'POST', body: { id: 2 } });
    expect(requestsTo(path)).toHaveLength(2);
  });

  it('never stops uploads', async () => {
    const path = fresh('upload');
    const upload = () => {
      const form = new FormData();
      form.append('file', new Blob(['abc']), 'a.txt');
      return send({ url: path, method: 'POST', body: form });
    };
    await upload();
    const second = await upload();
    expect(second.error).toBeUndefined();
    expect(requestsTo(path)).toHaveLength(2);
    expect(requestsTo(path)[1].body).toContain('name="ctoken"');
  });
});

describe('error texts', () => {
  it('shows the server message', async () => {
    const path = fresh('conflict');
    routes[`/api${path}`] = json(409, { success: false, message: '工单已完成' });
    const result = await send({ url: path, method: 'POST', body: {} });
    expect(result.error).toEqual({ status: 409, data: { success: false, message: '工单已完成' } });
  });

  it('treats a 200 answer with success false as a failure', async () => {
    const path = fresh('refused');
    routes[`/api${path}`] = json(200, { success: false, message: '库存不足' });
    const result = await send({ url: path, method: 'POST', body: {} });
    expect(result.error).toEqual({ status: 200, data: { success: false, message: '库存不足' } });
  });

  it('says 404 Error and 500 Error when the server gave no message', async () => {
    const missing = fresh('missing');
    const broken = fresh('broken');
    routes[`/api${missing}`] = (_req, res) => res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not Found</h1>');
    routes[`/api${broken}`] = (_req, res) => res.writeHead(500).end();
    expect(errorMessage((await store.dispatch(testApi.endpoints.read.initiate(missing))).error)).toBe('404 Error');
    expect(errorMessage((await store.dispatch(testApi.endpoints.read.initiate(broken))).error)).toBe('500 Error');
  });

  it('says Network Error when the connection drops, times out or the answer is unreadable', async () => {
    const dropped = fresh('dropped');
    const slow = fresh('slow');
    const garbled = fresh('garbled');
    routes[`/api${dropped}`] = (req) => req.socket.destroy();
    routes[`/api${slow}`] = (_req, res) => setTimeout(() => res.writeHead(200).end('{}'), 500);
    routes[`/api${garbled}`] = (_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{oops');
    const results = await Promise.all([
      send({ url: dropped, method: 'POST', body: {} }),
      send({ url: slow, method: 'POST', body: {}, timeout: 50 }),
      send({ url: garbled, method: 'POST', body: {} }),
    ]);
    expect(results.map((r) => errorMessage(r.error))).toEqual(['Network Error', 'Network Error', 'Network Error']);
  });

  it('rejects unwrap() with the same shape', async () => {
    const path = fresh('unwrap');
    routes[`/api${path}`] = json(400, { success: false, message: '手机号 格式不正确' });
    const failure = await send({ url: path, method: 'POST', body: {} }).unwrap().catch((e: unknown) => e);
    expect(errorMessage(failure)).toBe('手机号 格式不正确');
  });
});

describe('when the session is gone (未登录)', () => {
  const notSignedIn = json(401, { success: false, message: '未登录' });

  it('goes to the sign-in page in a browser, remembering where the user was', async () => {
    happyDOM.setURL(`${origin}/allOrder?keyword=k1`);
    const path = fresh('private');
    routes[`/api${path}`] = notSignedIn;
    await store.dispatch(testApi.endpoints.read.initiate(path));
    expect(window.location.pathname).toBe('/login');
    expect(new URLSearchParams(window.location.search).get('redirect')).toBe('/allOrder?keyword=k1');
  });

  it('stays put inside DingTalk and WeCom: the session guard signs in again silently with the host', async () => {
    for (const userAgent of ['Mozilla/5.0 (Linux) AliApp(DingTalk/7.0.10)', 'Mozilla/5.0 (Windows) wxwork/4.1.20 MicroMessenger/7.0.1']) {
      happyDOM.setURL(`${origin}/allOrder`);
      happyDOM.settings.navigator.userAgent = userAgent;
      const path = fresh('private');
      routes[`/api${path}`] = notSignedIn;
      await store.dispatch(testApi.endpoints.read.initiate(path));
      expect(window.location.pathname).toBe('/allOrder');
    }
  });

  it('stays on a public page', async () => {
    happyDOM.setURL(`${origin}/register`);
    const path = fresh('private');
    routes[`/api${path}`] = notSignedIn;
    await store.dispatch(testApi.endpoints.read.initiate(path));
    expect(window.location.pathname).toBe('/register');
  });
});

describe('a stale csrf token', () => {
  it('reloads the session user 200 ms later', async () => {
    routes['/api/v2/sessionUser/info'] = json(200, { success: true, data: { id: 1, csrfToken: 'csrf-2' } });
    await store.dispatch(sessionApi.endpoints.getSessionUser.initiate());
    const path = fresh('stale');
    routes[`/api${path}`] = json(403, { success: false, message: '操作失败，无效的CsrfToken' });
    const failedAt = Date.now();
    await send({ url: path, method: 'POST', body: {} });

    await vi.waitFor(() => expect(requestsTo('/v2/sessionUser/info')).toHaveLength(2), { timeout: 15_000, interval: 20 });
    expect(Date.now() - failedAt).toBeGreaterThanOrEqual(190);
  });
});
