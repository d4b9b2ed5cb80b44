import { describe, expect, it } from 'vitest';
import { useSignedIn, useTestApp } from '@tests/support/test-app';

const t = useTestApp();
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
