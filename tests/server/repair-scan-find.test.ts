import { beforeAll, describe, expect, it } from 'vitest';
import { PortalPaths as P } from '@domain/portal/portal.paths';
import type { PortalAccountRow } from '@domain/portal/portal.schemas';
import type { CustomerProductRow } from '@domain/products/products.schemas';
import type { RepairDetail, RepairView, ScanFindResult } from '@domain/repair/repair.schemas';
import { DEMO_PORTAL_CODE, DEMO_PORTAL_PHONES } from '@server/modules/portal/portal.public';
import { PortalClient } from '@tests/support/portal-client';
import { Client, useSignedIn, useTestApp } from '@tests/support/test-app';

/** The phone's scan (/m/repairScan): a product's code finds its open repair order; the desk signs in one on its way. */
const t = useTestApp();
const [admin, desk, engineer, sales, trialAdmin] = useSignedIn(t, '13800000001', '13800000006', '13800000003', '13800000005', '13800000021');

let customer: PortalClient;
const find = (c: Client, code: unknown) => c.post('/v2/repair/order/scanFind', { code });
const detail = async (id: number) => (await admin.get(`/v2/repair/order/detail?id=${id}`)).json.data as RepairDetail;

/** A new product of the demo portal customer (so no repair order is open on it), found by its serial number. */
async function newProduct(name: string): Promise<CustomerProductRow> {
  const accounts = (await admin.get(`${P.accountList}?pageSize=100`)).json.data.list as PortalAccountRow[];
  const customerId = accounts.find((a) => a.phone === DEMO_PORTAL_PHONES[0])!.customerId;
  const model = await admin.post('/v2/product/save', { name, model: `${name}-M`, category: '', warrantyPeriod: 1, warrantyUnit: 3, warrantyBasis: 2 });
  const saved = await admin.post('/v2/customer/production/save', { productId: model.json.data.id, name, serialNumber: `${name}-SN`, customerId });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json.data as CustomerProductRow;
}

beforeAll(async () => {
  customer = await new PortalClient(t).signIn(DEMO_PORTAL_CODE, DEMO_PORTAL_PHONES[0]);
});

describe('POST /v2/repair/order/scanFind', () => {
  it('signs in, when the desk scans it, the product a customer asked a repair for in the portal; a second scan only finds it', async () => {
    const product = await newProduct('扫码寄修机');
    const asked = await customer.post(P.repairCreate, { customerProductId: product.id, fault: '不开机' });
    expect(asked.statusCode, asked.body).toBe(200);
    const { id } = asked.json.data as { id: number };

    const first = await find(desk, product.serialNumber);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json.message).toBe('签收成功');
    const found = first.json.data as ScanFindResult;
    expect(found).toMatchObject({ signedIn: true, order: { id, state: 0, source: 3, signedInBy: { name: '孙接待' } } });
    expect(found.order.signedInAt).not.toBeNull();
    expect(found.order.operations).toContain('confirm');
    expect((await detail(id)).logs.map((l) => l.action)).toEqual(['创建', '签收']);

    const again = await find(desk, product.serialNumber);
    expect([again.statusCode, again.json.message, again.json.data.signedIn, again.json.data.order.id]).toEqual([200, '已找到维修单', false, id]);
    expect((await detail(id)).logs).toHaveLength(2);
  });

  it('finds for an engineer an order whose product is on its way without signing it in, and one at the bench by its QR code', async () => {
    const product = await newProduct('扫码工程师机');
    const written = (await desk.post('/v2/repair/order/save', { customerProductId: product.id, fault: '漏水' })).json.data as RepairView;
    const res = await find(engineer, product.serialNumber);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json.data).toMatchObject({ signedIn: false, order: { id: written.id, signedInAt: null } });
    expect((res.json.data as ScanFindResult).order.operations).not.toContain('signIn');

    const withCode = ((await admin.post('/productQR/generateDownloadQrUrl', { customerProductIds: [product.id] })).json.data as { codes: { url: string }[] }).codes[0];
    expect((await desk.post('/v2/repair/order/signIn', { id: written.id })).statusCode).toBe(200);
    const byQr = await find(engineer, withCode.url);
    expect(byQr.json.data).toMatchObject({ signedIn: false, order: { id: written.id, signedInBy: { name: '孙接待' } } });
  });

  it('says when the product has no open order, names nothing of another enterprise, refuses other roles and bad input, and changes nothing', async () => {
    const product = await newProduct('扫码无单机');
    const before = (await admin.get('/v2/repair/order/count')).json.data as number;
    const none = await find(desk, product.serialNumber);
    expect([none.statusCode, none.json.message]).toEqual([404, '该产品没有进行中的维修单']);

    const foreignModel = await trialAdmin.post('/v2/product/save', { name: '别家扫码机', model: 'BJ-S', category: '', warrantyPeriod: 1, warrantyUnit: 3, warrantyBasis: 2 });
    await trialAdmin.post('/v2/customer/production/save', { productId: foreignModel.json.data.id, name: '别家扫码机', serialNumber: 'BJ-SCAN-1', customerId: null });
    const foreign = await find(desk, 'BJ-SCAN-1');
    expect([foreign.statusCode, foreign.json.message]).toEqual([404, '本企业没有该二维码或序列号的客户产品']);

    expect((await find(sales, product.serialNumber)).statusCode).toBe(403);
    const cases: [unknown, string][] = [
      ['', '请扫描产品二维码或输入序列号'],
      [undefined, '请扫描产品二维码或输入序列号'],
      ['x'.repeat(501), '扫码内容过长'],
      [12345, 'code'],
    ];
    for (const [code, message] of cases) {
      const res = await find(desk, code);
      expect(res.statusCode, JSON.stringify(code)).toBe(400);
      expect(res.json.message).toContain(message);
    }
    const nul = await find(desk, 'SN\u0000x');
    expect(nul.statusCode).toBeGreaterThanOrEqual(400);
    expect(nul.statusCode).toBeLessThan(500);
    expect((await admin.get('/v2/repair/order/count')).json.data).toBe(before);
  });
});
