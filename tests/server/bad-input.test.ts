import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { parseChannel } from '@server/lib/parse';
import { useSignedIn, useTestApp } from '@tests/support/test-app';

const routes: { method: string; url: string }[] = [];
const t = useTestApp({
  onRoute: (route: RouteOptions) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD' && method !== 'OPTIONS' && route.url.startsWith('/api/')) routes.push({ method, url: route.url });
  },
});
const [admin] = useSignedIn(t, '13800000001');

const customerNames = async (name: string) =>
  ((await admin.get(`/v2/customer/list?pageSize=100&name=${encodeURIComponent(name)}`)).json.data as { name: string }[]).map((r) => r.name);
const addCustomer = (name: string, phone: string, extra: Record<string, unknown> = {}) =>
  admin.post('/v2/customer/add', { name, phone, contacts: [{ name: '联系人', phone: '13911110000' }], ...extra });

describe('a control character in a request', () => {
  it('is refused with 400 naming the field in a keyword filter (it gave 500)', async () => {
    for (const keyword of ['a\u0000b', '\u0007', '\u001b[0m']) {
      const res = await admin.get(`/v2/customer/list?name=${encodeURIComponent(keyword)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json.message).toBe('name: 不能包含控制字符');
    }
  });

  it('is refused in a saved body, naming the nested field, and nothing is saved', async () => {
    const res = await addCustomer('控制\u0000字符客户', '13700009901');
    expect([res.statusCode, res.json.message]).toEqual([400, 'name: 不能包含控制字符']);
    const nested = await addCustomer('嵌套字段客户', '13700009902', { contacts: [{ name: '联\u0000系人', phone: '13911110000' }] });
    expect([nested.statusCode, nested.json.message]).toEqual([400, 'contacts.0.name: 不能包含控制字符']);
    expect(await customerNames('控制')).toEqual([]);
    expect(await customerNames('嵌套字段客户')).toEqual([]);
  });

  it('is refused as a key and as half a surrogate pair, which PostgreSQL json refuses too', async () => {
    const key = await addCustomer('键名客户', '13700009903', { fields: { 'a\u0000': 'x' } });
    expect([key.statusCode, key.json.message]).toEqual([400, 'fields.a\u0000: 不能包含控制字符']);
    const half = await addCustomer('半个\ud800字', '13700009904');
    expect([half.statusCode, half.json.message]).toEqual([400, 'name: 不能包含控制字符']);
  });

  it('is refused in a path parameter and on a public route', async () => {
    const code = await t.app.inject({ method: 'GET', url: `/api/stand/codeContent?mobile=${encodeURIComponent('1380000000\u0000')}` });
    expect([code.statusCode, code.json().message]).toEqual([400, 'mobile: 不能包含控制字符']);
  });

  it('leaves tabs, line breaks, emoji and Chinese alone', async () => {
    const res = await addCustomer('正常客户😀', '13700009905', { remark: '第一行\n第二行\t制表\r\n' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await customerNames('正常客户')).toEqual(['正常客户😀']);
  });
});

describe('values the database cannot hold', () => {
  it('refuses a page far past any list, naming pageIndex (its OFFSET overflowed: 500)', async () => {
    for (const url of ['/v2/serverItem/getItemList', '/v2/customer/list', '/v2/order/getAllOrderList']) {
      const res = await admin.get(`${url}?pageIndex=9007199254740991&pageSize=1000`);
      expect(res.statusCode, url).toBe(400);
      expect(res.json.message).toContain('pageIndex');
    }
  });

  it('refuses a date that does not exist, naming the field (PostgreSQL refused it: 500)', async () => {
    for (const value of ['2025-02-30', '5612-38-71', '2025-01-01 24:00']) {
      const res = await admin.get(`/v2/customer/count?createTimeStart=${encodeURIComponent(value)}`);
      expect(res.statusCode, value).toBe(400);
      expect(res.json.message).toContain('createTimeStart');
    }
    expect((await admin.get('/v2/customer/count?createTimeStart=2024-02-29%2023:59')).statusCode).toBe(200);
  });
});

/** zod's and Fastify's English, which a refusal must never show. */
const ENGLISH = /\b(Invalid|[Ee]xpected|received|Too (small|big)|Unrecognized|must|Required|cannot|should)\b/;

describe('a value of the wrong type in a JSON body', () => {
  it('is refused naming the field instead of being coerced (sort:[1], required:{…} and pass:"false" were taken)', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['/v2/spare/type/save', { name: '类型错类型', sort: [1] }, 'sort: 排序须为数字'],
      ['/v2/spare/type/save', { name: '类型错类型', sort: '3' }, 'sort: 排序须为数字'],
      ['/old/part/param/save', { name: '参数错类型', fieldType: 1, required: { a: 1 } }, 'required: 须为true 或 false'],
      ['/v2/spare/operation/examine', { id: 1, pass: 'false' }, 'pass: 须为true 或 false'],
      ['/v2/spare/stock/warning', { partId: 1, warehouseId: [1] }, 'warehouseId: warehouseId 须为正整数'],
    ];
    for (const [url, body, message] of cases) {
      const res = await admin.post(url, body);
      expect([res.statusCode, res.json.message], url).toEqual([400, message]);
    }
    const types = (await admin.get('/v2/spare/type/list')).json.data as { name: string }[];
    expect(types.map((x) => x.name)).not.toContain('类型错类型');
  });

  it('is still read from a query string, where every value is text', async () => {
    const res = await admin.get('/v2/spare/operation/list?pageIndex=0&pageSize=10&mine=1');
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('refusals', () => {
  it('speak the app’s words: the field named, what it must be, no zod English (minQty: Invalid input, docNo: expected string)', async () => {
    const docNo = await admin.post('/v2/spare/operation/post', { type: 3, to: { kind: 1, id: 1 }, docNo: { a: 1 }, lines: [{ partId: 1, qty: 1 }] });
    expect([docNo.statusCode, docNo.json.message]).toEqual([400, 'docNo: 单据号须为文本']);
    const minQty = await admin.post('/v2/spare/stock/warning', { partId: 1, warehouseId: 1, minQty: 'abc' });
    expect([minQty.statusCode, minQty.json.message]).toEqual([400, 'minQty: 最低库存格式不正确']);
    const notJson = await t.app.inject({ method: 'POST', url: '/api/stand/pwdLogin', headers: { 'content-type': 'application/json' }, payload: '{"mobile":' });
    expect([notJson.statusCode, notJson.json().message]).toEqual([400, '请求内容不是有效的 JSON']);
  });

  it('of every route to wrong-typed fields are 4xx in Chinese, never a 5xx', async () => {
    const skipped = new Set(['POST /api/logout', 'POST /api/stand/user/password', 'POST /api/stand/login/epList', 'POST /api/user/changeRole', 'PUT /api/user/changeRole']);
    const wrong: unknown[] = [{ x: 1 }, [1, 2], true, 'x'];
    const failures: string[] = [];
    let refused = 0;
    for (const route of routes.filter((r) => !skipped.has(`${r.method} ${r.url}`))) {
      const withBody = route.method !== 'GET' && route.method !== 'DELETE';
      const url = route.url.replace(/:[A-Za-z]+/g, '1').replace(/^\/api/, '');
      const send = async (input: Record<string, unknown>) => {
        const query = Object.entries(input).map(([k, v]) => [v].flat().map((x) => `${encodeURIComponent(k)}=${encodeURIComponent(typeof x === 'object' ? JSON.stringify(x) : String(x))}`).join('&'));
        try {
          return await (withBody ? admin.request(route.method as 'POST', url, input) : admin.request(route.method as 'GET', `${url}${url.includes('?') ? '&' : '?'}${query.join('&')}`));
        } catch {
          return { statusCode: 200, json: {} as { message?: string } }; // not JSON: a file or a page, so not a refusal
        }
      };
      // The fields the route reads: the top-level keys of the object schemas it parses an empty request with.
      const seen = new Set<z.ZodType>();
      const listen = (message: unknown) => seen.add((message as { schema: z.ZodType }).schema);
      parseChannel.subscribe(listen);
      try {
        await send({});
      } finally {
        parseChannel.unsubscribe(listen);
      }
      const keys = [...seen].flatMap((s) => (s instanceof z.ZodObject ? Object.keys(s.shape) : [])).slice(0, 12);
      for (const key of keys) {
        for (const value of withBody ? wrong : wrong.slice(1)) {
          const res = await send({ [key]: value });
          const where = `${route.method} ${route.url} ${key}=${JSON.stringify(value)} → ${res.statusCode} ${res.json?.message}`;
          if (res.statusCode >= 500 || (res.statusCode >= 400 && ENGLISH.test(res.json?.message ?? ''))) failures.push(where);
          if (res.statusCode === 400) refused += 1;
        }
      }
    }
    expect(failures).toEqual([]);
    expect(refused).toBeGreaterThan(500);
  }, 600_000);
});
