import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { Role, type RoleType } from '@domain/shell/roles';
import { customerGrants, customers, users } from '@server/db/schema';
import { addCustomer, enterpriseIds } from '@tests/support/product-fixtures';
import { downloadedRows, finishedDownload } from '@tests/support/sheet-fixtures';
import { Client, useTestApp } from '@tests/support/test-app';

/**
 * One visibility rule per role for customers and what belongs to them (issue 23 item 2): every role,
 * for a customer the salesperson owns, one granted to them, one they may not open, and a product unit
 * at no customer, asked through list, count, detail and (contracts) export.
 */

const PHONES: Record<RoleType, string> = {
  [Role.admin]: '13800000001',
  [Role.dispatcher]: '13800000002',
  [Role.serviceStaff]: '13800000003',
  [Role.employee]: '13800000004',
  [Role.salesperson]: '13800000005',
  [Role.reception]: '13800000006',
  [Role.returnVisit]: '13800000007',
  [Role.finance]: '13800000008',
  [Role.warehouse]: '13800000009',
  [Role.director]: '13800000010',
};
const ALL: RoleType[] = [Role.admin, Role.dispatcher, Role.director, Role.reception, Role.returnVisit, Role.finance];
const CONTRACT_READERS: RoleType[] = [Role.admin, Role.salesperson, Role.director, Role.dispatcher, Role.finance];

type Kind = 'owned' | 'granted' | 'other' | 'none';
/** Which of the records each role sees: the customer rule, and records of no customer are everyone's. */
const sees = (role: RoleType, kind: Kind) => kind === 'none' || ALL.includes(role) || (role === Role.salesperson && kind !== 'other');

const t = useTestApp();
const clients = new Map<RoleType, Client>();
const customerOf: Partial<Record<Kind, number>> = {};
const unitOf: Partial<Record<Kind, number>> = {};
const contractOf: Partial<Record<Kind, number>> = {};

beforeAll(async () => {
  for (const [role, phone] of Object.entries(PHONES)) clients.set(Number(role) as RoleType, await Client.signIn(t.app, phone));
  const admin = clients.get(Role.admin)!;
  const paid = (await enterpriseIds(t))['示例科技有限公司'];
  const [sales] = await t.app.db.system.select({ id: users.id }).from(users).where(eq(users.phone, PHONES[Role.salesperson]));
  const model = (await admin.post('/v2/product/save', { name: '可见性测试机', model: 'VIS-1' })).json.data.id as number;
  for (const [i, kind] of (['owned', 'granted', 'other'] as const).entries()) {
    const id = await addCustomer(t, paid, `可见性客户${kind}`, `07556666000${i}`);
    customerOf[kind] = id;
    await t.app.db.tenant(paid, async (tx) => {
      if (kind === 'owned') await tx.update(customers).set({ businessUserId: sales.id }).where(eq(customers.id, id));
      if (kind === 'granted') await tx.insert(customerGrants).values({ enterpriseId: paid, customerId: id, userId: sales.id });
    });
  }
  for (const kind of ['owned', 'granted', 'other', 'none'] as const) {
    const unit = await admin.post('/v2/customer/production/save', { productId: model, customerId: customerOf[kind] ?? null, serialNumber: `VIS-${kind}` });
    unitOf[kind] = unit.json.data.id;
    if (kind === 'none') continue;
    const contract = await admin.post('/v2/saleContract/save', { contractNo: `VIS-${kind}`, name: '可见性合同', customerId: customerOf[kind], signedDate: '2026-03-01', status: 1 });
    contractOf[kind] = contract.json.data.id;
  }
});

const roles = Object.keys(PHONES).map(Number) as RoleType[];
const kinds = ['owned', 'granted', 'other', 'none'] as const;
const cases = roles.flatMap((role) => kinds.map((kind) => ({ role, kind, seen: sees(role, kind) })));

describe('customers', () => {
  it.each(cases.filter((c) => c.kind !== 'none'))('role $role, $kind customer: seen $seen in list, count and detail', async ({ role, kind, seen }) => {
    const c = clients.get(role)!;
    const name = encodeURIComponent(`可见性客户${kind}`);
    expect(((await c.get(`/v2/customer/list?name=${name}`)).json.data as { id: number }[]).map((r) => r.id)).toEqual(seen ? [customerOf[kind]] : []);
    expect((await c.get(`/v2/customer/count?name=${name}`)).json.data).toBe(seen ? 1 : 0);
    expect((await c.get(`/v2/customer/detail?id=${customerOf[kind]}`)).statusCode).toBe(seen ? 200 : 404);
  });
});

describe('customer products', () => {
  it.each(cases)('role $role, product of $kind customer: seen $seen in list, count and detail', async ({ role, kind, seen }) => {
    const c = clients.get(role)!;
    const keyword = `VIS-${kind}`;
    expect(((await c.get(`/v2/customer/production/list?keyword=${keyword}`)).json.data as { id: number }[]).map((r) => r.id)).toEqual(seen ? [unitOf[kind]] : []);
    expect((await c.get(`/v2/customer/production/count?keyword=${keyword}`)).json.data).toBe(seen ? 1 : 0);
    const detail = await c.get(`/v2/customer/production/detail?customerProductionId=${unitOf[kind]}`);
    expect([detail.statusCode, detail.json.message]).toEqual(seen ? [200, undefined] : [404, '客户产品不存在']);
  });

  it('a salesperson can neither edit nor delete the product of a customer they cannot open, nor place one there', async () => {
    const sales = clients.get(Role.salesperson)!;
    const model = (await sales.get(`/v2/customer/production/detail?customerProductionId=${unitOf.owned}`)).json.data.product.id as number;
    expect((await sales.post('/v2/customer/production/save', { id: unitOf.other, productId: model })).statusCode).toBe(404);
    expect((await sales.delete(`/v2/customer/production/delete?ids=${unitOf.other}`)).statusCode).toBe(404);
    const placed = await sales.post('/v2/customer/production/save', { productId: model, customerId: customerOf.other });
    expect([placed.statusCode, placed.json.message]).toEqual([404, '客户不存在']);
    expect((await clients.get(Role.admin)!.get(`/v2/customer/production/count?customerId=${customerOf.other}`)).json.data).toBe(1);
  });
});

describe('sales contracts', () => {
  const contractCases = cases.filter((c) => c.kind !== 'none');
  it.each(contractCases)('role $role, contract of $kind customer: seen $seen in list, count and detail', async ({ role, kind, seen }) => {
    const c = clients.get(role)!;
    const list = await c.get(`/v2/saleContract/list?keyword=VIS-${kind}`);
    if (!CONTRACT_READERS.includes(role)) {
      expect(list.statusCode).toBe(403);
      return;
    }
    expect((list.json.data as { id: number }[]).map((r) => r.id)).toEqual(seen ? [contractOf[kind]] : []);
    expect((await c.get(`/v2/saleContract/count?keyword=VIS-${kind}`)).json.data).toBe(seen ? 1 : 0);
    expect((await c.get(`/v2/saleContract/detail?id=${contractOf[kind]}`)).statusCode).toBe(seen ? 200 : 404);
  });

  it('exports only the contracts of customers the user sees', async () => {
    for (const role of [Role.salesperson, Role.finance]) {
      const c = clients.get(role)!;
      const res = await c.post('/v2/saleContract/export', { keyword: 'VIS-' });
      const item = await finishedDownload(c, res.json.data.id);
      const rows = await downloadedRows(t, (c as unknown as { cookie: string }).cookie, item);
      const expected = (['owned', 'granted', 'other'] as const).filter((k) => sees(role, k)).map((k) => `VIS-${k}`);
      expect(rows.slice(1).map((r) => r[0])).toEqual(expected);
    }
  });

  it('a salesperson cannot write, submit or delete a contract of a customer they cannot open', async () => {
    const sales = clients.get(Role.salesperson)!;
    const body = { contractNo: 'VIS-NEW', name: '可见性合同', customerId: customerOf.other, signedDate: '2026-03-01', status: 1 };
    expect([(await sales.post('/v2/saleContract/save', body)).json.message]).toEqual(['客户不存在']);
    expect((await sales.post('/v2/saleContract/save', { ...body, id: contractOf.other, customerId: customerOf.owned })).statusCode).toBe(404);
    expect((await sales.post('/v2/saleContract/approve', { id: contractOf.other, action: 'submit' })).statusCode).toBe(404);
    expect((await sales.delete(`/v2/saleContract/delete?ids=${contractOf.other}`)).statusCode).toBe(404);
  });
});
