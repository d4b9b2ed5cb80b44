import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CustomerProductDetail, CustomerProductRow, ProductRow } from '@domain/products/products.schemas';
import { chinaToday } from '@domain/products/warranty';
import { operationLogs } from '@server/db/schema';
import { addCustomer, enterpriseIds, grantCustomers } from '@tests/support/product-fixtures';
import { Client, useTestApp } from '@tests/support/test-app';

const t = useTestApp();
let admin: Client;
let dispatcher: Client;
let engineer: Client;
let sales: Client;
let trialAdmin: Client;
let paid: number;
let trial: number;
let customerA: number;
let customerB: number;
let foreignCustomer: number;

beforeAll(async () => {
  [admin, dispatcher, engineer, sales, trialAdmin] = await Promise.all(
    ['13800000001', '13800000002', '13800000003', '13800000005', '13800000021'].map((phone) => Client.signIn(t.app, phone)),
  );
  const ids = await enterpriseIds(t);
  paid = ids['示例科技有限公司'];
  trial = ids['试用服务公司'];
  customerA = await addCustomer(t, paid, '华南机电', '075511110001');
  customerB = await addCustomer(t, paid, '深蓝物业', '075511110002');
  foreignCustomer = await addCustomer(t, trial, '试用客户', '075511110003');
  // The salesperson and the engineer see only customers of theirs, and so only those customers' products.
  await grantCustomers(t, paid, [customerA, customerB], ['13800000003', '13800000005']);
});

const saveProduct = (c: Client, body: Record<string, unknown>) => c.post('/v2/product/save', body);
const saveCustomerProduct = (c: Client, body: Record<string, unknown>) => c.post('/v2/customer/production/save', body);

async function productNamed(name: string, c = admin): Promise<ProductRow> {
  const rows = (await c.get(`/v2/product/list?keyword=${encodeURIComponent(name)}&pageSize=100`)).json.data as ProductRow[];
  return rows.find((p) => p.name === name)!;
}

describe('POST /v2/product/save and GET /v2/product/list', () => {
  it('adds a product model with warranty terms and edits it, logging both', async () => {
    const added = await saveProduct(admin, { name: '桌面净化器', model: 'AP-300', category: '净化设备', warrantyPeriod: 2, warrantyUnit: 3, warrantyBasis: 3 });
    expect(added.json).toMatchObject({
      success: true,
      message: '保存成功',
      data: { name: '桌面净化器', model: 'AP-300', category: '净化设备', warrantyPeriod: 2, warrantyUnit: 3, warrantyBasis: 3, customerProductCount: 0 },
    });
    const { id } = added.json.data;
    const edited = await dispatcher.post('/v2/product/save', { id, name: '桌面净化器', model: 'AP-300S', warrantyPeriod: 18, warrantyUnit: 2 });
    expect(edited.json.data).toMatchObject({ id, model: 'AP-300S', category: '', warrantyPeriod: 18, warrantyUnit: 2, warrantyBasis: 2 });
    const logged = await t.app.db.system
      .select({ action: operationLogs.action })
      .from(operationLogs)
      .where(and(eq(operationLogs.enterpriseId, paid), eq(operationLogs.module, 'products')));
    expect(logged.map((r) => r.action)).toEqual(expect.arrayContaining(['product.create', 'product.update']));
  });

  it('lists newest first, searches name and model, counts and pages from 0', async () => {
    await saveProduct(admin, { name: '中央空调', model: 'KT-9', category: '暖通' });
    await saveProduct(admin, { name: '新风机', model: 'XF-1', category: '暖通' });
    const rows = (await admin.get('/v2/product/list?category=暖通')).json.data as ProductRow[];
    expect(rows.map((r) => r.name)).toEqual(['新风机', '中央空调']);
    expect((await admin.get('/v2/product/count?keyword=KT-9')).json.data).toBe(1);
    expect(((await admin.get('/v2/product/list?category=暖通&pageIndex=1&pageSize=10')).json.data as ProductRow[]).length).toBe(0);
    expect((await admin.get('/v2/product/categories')).json.data).toEqual(expect.arrayContaining(['暖通']));
    expect((await engineer.get('/v2/product/count')).json.data).toBeGreaterThanOrEqual(3);
  });

  it('refuses a second product with the same name and model', async () => {
    const res = await saveProduct(admin, { name: '中央空调', model: 'KT-9' });
    expect(res.statusCode).toBe(409);
    expect(res.json.message).toBe('已有同名同型号的产品');
  });

  it('refuses bad input with a 400 naming the field, and keeps nothing', async () => {
    const before = (await admin.get('/v2/product/count')).json.data;
    for (const [body, field] of [
      [{ name: '' }, 'name'],
      [{ name: '甲', warrantyPeriod: 0 }, 'warrantyPeriod'],
      [{ name: '甲', warrantyUnit: 4 }, 'warrantyUnit'],
      [{ name: '甲', warrantyBasis: 1 }, 'warrantyBasis'],
      [{ name: '甲', customValues: 'x' }, 'customValues'],
    ] as const) {
      const res = await saveProduct(admin, body);
      expect(res.statusCode).toBe(400);
      expect(res.json.message).toContain(field);
    }
    expect((await admin.get('/v2/product/count')).json.data).toBe(before);
  });

  it('checks custom fields against the template centre form of basic-info type 5', async () => {
    const form = (await admin.get('/v2/temp/cusTempField?type=5')).json.data;
    expect(form.typeName).toBe('产品字段');
    const fields = [...form.form.fields, { key: 'power', type: 2, title: '功率', required: true, settings: {}, fieldAttributeList: [] }];
    expect((await admin.post('/detailControl/saveOc', { type: 5, form: { fields } })).statusCode).toBe(200);
    const missing = await saveProduct(admin, { name: '热水器', model: 'RS-1' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json.message).toContain('customValues.power');
    const ok = await saveProduct(admin, { name: '热水器', model: 'RS-1', customValues: { power: '2000', stray: 'dropped' } });
    expect(ok.json.data.customValues).toEqual({ power: 2000 });
    // Later saves of other products need the field too: take it off again.
    await admin.post('/detailControl/saveOc', { type: 5, form: { fields: form.form.fields } });
  });

  it('lets only administrators and dispatchers write the archive', async () => {
    const res = await saveProduct(engineer, { name: '工程师的产品' });
    expect(res.statusCode).toBe(403);
    expect((await sales.delete('/v2/product/delete?ids=1')).statusCode).toBe(403);
  });
});

describe('customer products', () => {
  let purifier: ProductRow;

  beforeAll(async () => {
    purifier = await productNamed('桌面净化器');
  });

  it('adds a product to a customer, taking the model name, its warranty terms and the customer address', async () => {
    const res = await saveCustomerProduct(sales, { productId: purifier.id, customerId: customerA, serialNumber: 'SN-0001', purchaseDate: '2026-01-31', installDate: '2026-02-10' });
    expect(res.statusCode).toBe(200);
    expect(res.json.data).toMatchObject({
      name: '桌面净化器',
      productName: '桌面净化器',
      productModel: 'AP-300S',
      customerId: customerA,
      customerName: '华南机电',
      serialNumber: 'SN-0001',
      address: '广东省深圳市南山区科技园1号',
      // 18 months from the purchase date (basis 2), the day clamped to the shorter month.
      warrantyStart: '2026-01-31',
      warrantyEnd: '2027-07-31',
      warrantyPeriod: 18,
      warrantyUnit: 2,
      warrantyBasis: 2,
      qr: null,
    });
  });

  it('computes the warranty from the install date with basis 3 and reports its status', async () => {
    const res = await saveCustomerProduct(admin, {
      productId: purifier.id,
      customerId: customerB,
      name: '净化器（大堂）',
      serialNumber: 'SN-0002',
      purchaseDate: '2020-01-01',
      installDate: '2020-03-15',
      warrantyBasis: 3,
      warrantyPeriod: 1,
      warrantyUnit: 3,
    });
    expect(res.json.data).toMatchObject({ warrantyStart: '2020-03-15', warrantyEnd: '2021-03-15', warrantyStatus: 'expired' });
    const fresh = await saveCustomerProduct(admin, { productId: purifier.id, customerId: customerB, serialNumber: 'SN-0003', purchaseDate: chinaToday(), warrantyPeriod: 30, warrantyUnit: 1 });
    expect(fresh.json.data.warrantyStatus).toBe('active');
  });

  it('keeps a warranty end entered by hand, and refuses one before the start', async () => {
    const res = await saveCustomerProduct(admin, { productId: purifier.id, customerId: customerA, serialNumber: 'SN-0004', purchaseDate: '2026-01-01', warrantyEnd: '2031-12-31' });
    expect(res.json.data).toMatchObject({ warrantyStart: '2026-01-01', warrantyEnd: '2031-12-31' });
    const bad = await saveCustomerProduct(admin, { productId: purifier.id, serialNumber: 'SN-0005', purchaseDate: '2026-01-01', warrantyEnd: '2025-12-31' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json.message).toBe('warrantyEnd: 质保结束日期不能早于质保开始日期');
  });

  it('refuses a serial number twice for one product, a missing product, a foreign customer and bad dates', async () => {
    const dup = await saveCustomerProduct(admin, { productId: purifier.id, customerId: customerB, serialNumber: 'SN-0001' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json.message).toBe('该产品下已有相同序列号的客户产品');
    expect((await saveCustomerProduct(admin, { productId: 999999, customerId: customerA })).json.message).toBe('产品不存在');
    const foreign = await saveCustomerProduct(admin, { productId: purifier.id, customerId: foreignCustomer });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json.message).toBe('客户不存在');
    const badDate = await saveCustomerProduct(admin, { productId: purifier.id, purchaseDate: '2026-02-30' });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json.message).toContain('purchaseDate');
    expect((await saveCustomerProduct(admin, { productId: 'x' })).json.message).toContain('productId');
  });

  it('lists by customer, product and keyword, with the count', async () => {
    const mine = (await admin.get(`/v2/customer/production/list?customerId=${customerA}`)).json.data as CustomerProductRow[];
    expect(mine.map((r) => r.serialNumber)).toEqual(['SN-0004', 'SN-0001']);
    expect((await admin.get(`/v2/customer/production/count?customerId=${customerB}`)).json.data).toBe(2);
    expect((await admin.get(`/v2/customer/production/count?productId=${purifier.id}&keyword=SN-000`)).json.data).toBe(4);
    expect((await engineer.get('/v2/customer/production/count?keyword=大堂')).json.data).toBe(1);
    expect((await admin.get('/v2/customer/production/list?customerId=abc')).statusCode).toBe(400);
  });

  it('answers the detail with customerPro.fk_t_production_id and customer.id', async () => {
    const [row] = (await admin.get(`/v2/customer/production/list?keyword=SN-0001`)).json.data as CustomerProductRow[];
    const detail = (await engineer.get(`/v2/customer/production/detail?customerProductionId=${row.id}`)).json.data as CustomerProductDetail;
    expect(detail.customerPro).toMatchObject({ id: row.id, fk_t_production_id: purifier.id, serialNumber: 'SN-0001' });
    expect(detail.customer).toEqual({ id: customerA, name: '华南机电' });
    expect(detail.product).toMatchObject({ id: purifier.id, name: '桌面净化器' });
    expect(detail.requests).toEqual([]);
    expect((await admin.get('/v2/customer/production/detail?customerProductionId=999999')).statusCode).toBe(404);
  });

  it('keeps a product model with customer products from being deleted', async () => {
    const res = await admin.delete(`/v2/product/delete?ids=${purifier.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json.message).toContain('该产品已有客户产品，不能删除');
  });

  it('deletes customer products all or none, then the model', async () => {
    const temp = (await saveProduct(admin, { name: '临时产品' })).json.data as ProductRow;
    const unit = (await saveCustomerProduct(admin, { productId: temp.id, serialNumber: 'TMP-1' })).json.data as CustomerProductRow;
    expect((await admin.delete(`/v2/customer/production/delete?ids=${unit.id},999999`)).statusCode).toBe(404);
    expect((await admin.get(`/v2/customer/production/count?productId=${temp.id}`)).json.data).toBe(1);
    expect((await engineer.delete(`/v2/customer/production/delete?ids=${unit.id}`)).statusCode).toBe(403);
    expect((await admin.delete(`/v2/customer/production/delete?ids=${unit.id}`)).json.message).toBe('删除成功');
    expect((await admin.delete(`/v2/product/delete?ids=${temp.id}`)).json.message).toBe('删除成功');
    expect((await admin.get(`/v2/product/detail?id=${temp.id}`)).statusCode).toBe(404);
  });
});

describe('tenant isolation and plans', () => {
  it('never shows or changes another enterprise’s products', async () => {
    const purifier = await productNamed('桌面净化器');
    expect(((await trialAdmin.get('/v2/product/list?keyword=桌面净化器')).json.data as ProductRow[]).length).toBe(0);
    expect((await trialAdmin.get(`/v2/product/detail?id=${purifier.id}`)).statusCode).toBe(404);
    expect((await trialAdmin.post('/v2/product/save', { id: purifier.id, name: '改名' })).statusCode).toBe(404);
    expect((await trialAdmin.post('/v2/customer/production/save', { productId: purifier.id })).statusCode).toBe(404);
    const [unit] = (await admin.get('/v2/customer/production/list?keyword=SN-0001')).json.data as CustomerProductRow[];
    expect((await trialAdmin.get(`/v2/customer/production/detail?customerProductionId=${unit.id}`)).statusCode).toBe(404);
    expect((await trialAdmin.delete(`/v2/customer/production/delete?ids=${unit.id}`)).statusCode).toBe(404);
    expect((await trialAdmin.get('/v2/customer/production/count')).json.data).toBe(0);
    expect((await admin.get('/v2/product/detail?id=' + purifier.id)).json.data.name).toBe('桌面净化器');
  });

  it('gives the free plan the upgrade notice for customer products', async () => {
    const free = await Client.signIn(t.app, '13800000011');
    const res = await free.get('/v2/customer/production/list');
    expect(res.statusCode).toBe(403);
    expect(res.json.message).toBe('免费版本不支持客户产品,建议升级为VIP版本,客服热线400-800-6688');
  });

  it('asks for a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/customer/production/list' });
    expect(res.statusCode).toBe(401);
  });
});
