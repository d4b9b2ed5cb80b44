import { beforeAll, describe, expect, it } from 'vitest';
import type { CustomerDetail, CustomerHistoryRow } from '@domain/customers/customers.schemas';
import { Client, userIdsByName, useSignedIn, useTestApp } from '@tests/support/test-app';

const t = useTestApp();
const [admin, sales, freeAdmin] = useSignedIn(t, '13800000001', '13800000005', '13800000011');
let users: Record<string, number>;

beforeAll(async () => {
  users = await userIdsByName(admin);
});

async function addCustomer(name: string, phone: string): Promise<CustomerDetail> {
  const res = await admin.post('/v2/customer/add', { name, phone, contacts: [{ name: '默认联系人', phone: '13911110000' }] });
  expect(res.statusCode, res.body).toBe(200);
  return res.json.data;
}
const history = async (c: Client, id: number, query = '') => (await c.get(`/v2/customer/history?id=${id}${query}`)).json.data as { list: CustomerHistoryRow[]; total: number };

describe('GET /v2/customer/history', () => {
  it('lists what happened to the customer, newest first, with who did it', async () => {
    const c = await addCustomer('历史测试客户', '13755550001');
    const other = await addCustomer('别的客户', '13755550002');
    await admin.post('/v2/customer/edit', { id: c.id, name: '历史测试客户（新）', phone: c.phone, businessUserId: users['钱销售'] });
    const contact = (await admin.post('/customer/contact/save', { customerId: c.id, name: '新联系人', phone: '13911112222' })).json.data as { id: number };
    await admin.post('/customer/contact/setDefault', { id: contact.id });
    await admin.post('/customer/address/save', { customerId: c.id, region: '浙江省/杭州市/西湖区', detail: '文三路1号' });
    await admin.post('/v2/customer/batchAddPermission', { customerIds: [c.id, other.id], userIds: [users['钱销售']] });
    await admin.delete(`/v2/customer/delete?ids=${c.id},${other.id}`);
    await admin.put('/v2/customer/reduction', { ids: [c.id] });

    const { list, total } = await history(admin, c.id);
    expect(list.map((r) => r.summary)).toEqual([
      '还原客户：历史测试客户（新）',
      '删除客户：历史测试客户（新）',
      '授权可见人员：钱销售',
      '新增地址：浙江省杭州市西湖区文三路1号',
      '设置默认联系人',
      '新增联系人：新联系人',
      '变更负责人：无 → 钱销售',
      '修改客户：历史测试客户 → 历史测试客户（新）',
      '新增客户：历史测试客户',
    ]);
    expect(total).toBe(9);
    expect(list[0]).toMatchObject({ action: 'customer.restore', userName: '王管理', createTime: expect.any(String) });
    // A batch writes one row per customer, so the other customer's history holds only its own.
    expect((await history(admin, other.id)).list.map((r) => r.summary)).toEqual(['删除客户：别的客户', '授权可见人员：钱销售', '新增客户：别的客户']);
  });

  it('pages with pageIndex and pageSize', async () => {
    const c = await addCustomer('分页历史客户', '13755550003');
    for (const name of ['甲', '乙', '丙']) await admin.post('/customer/contact/save', { customerId: c.id, name, phone: '13911113333' });
    const second = await history(admin, c.id, '&pageIndex=1&pageSize=10');
    expect(second).toEqual({ list: [], total: 4 });
    expect((await history(admin, c.id, '&pageSize=10')).list[0].summary).toBe('新增联系人：丙');
    expect((await admin.get(`/v2/customer/history?id=${c.id}&pageSize=7`)).json.message).toMatch(/^pageSize: /);
  });

  it('shows a recycled customer only to those who manage the bin', async () => {
    const c = await addCustomer('回收历史客户', '13755550004');
    await admin.post('/v2/customer/batchAddPermission', { customerIds: [c.id], userIds: [users['钱销售']] });
    expect((await sales.get(`/v2/customer/history?id=${c.id}`)).statusCode).toBe(200);
    await admin.delete(`/v2/customer/delete?ids=${c.id}`);
    expect((await history(admin, c.id)).list[0].summary).toBe('删除客户：回收历史客户');
    expect((await sales.get(`/v2/customer/history?id=${c.id}`)).statusCode).toBe(404);
  });

  it('refuses a customer the caller may not see, another enterprise and a bad id', async () => {
    const c = await addCustomer('隐私历史客户', '13755550005');
    expect((await sales.get(`/v2/customer/history?id=${c.id}`)).statusCode).toBe(404);
    expect((await freeAdmin.get(`/v2/customer/history?id=${c.id}`)).statusCode).toBe(404);
    const bad = await admin.get('/v2/customer/history?id=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json.message).toMatch(/^id: /);
  });

  it('shows customer changes on the operation log page under 客户', async () => {
    const logs = (await admin.get('/operlog/point?module=customers&pageSize=100')).json.data as { moduleName: string }[];
    expect(logs.length).toBeGreaterThan(0);
    expect(logs[0].moduleName).toBe('客户');
  });
});
