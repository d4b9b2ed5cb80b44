import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CustomerProductRow, QrBatchRow, QrCodeRow, QrImage } from '@domain/products/products.schemas';
import { eventTemplates, notices } from '@server/db/schema';
import { addCustomer, enterpriseIds } from '@tests/support/product-fixtures';
import { Client, useSignedIn, useTestApp } from '@tests/support/test-app';
import { and, eq, inArray } from 'drizzle-orm';

const t = useTestApp();
const [admin, engineer, trialAdmin] = useSignedIn(t, '13800000001', '13800000003', '13800000021');
let paid: number;
let unit: CustomerProductRow;
let otherUnit: CustomerProductRow;
let foreignUnit: CustomerProductRow;

/** Reads a PNG the way a phone camera would: pixels in, text out (jsQR). */
function decodePng(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null;
}
const decodeDataUrl = (dataUrl: string) => decodePng(Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64'));

async function addUnit(c: Client, productName: string, serial: string, customerId: number | null): Promise<CustomerProductRow> {
  const product = (await c.post('/v2/product/save', { name: productName })).json.data;
  return (await c.post('/v2/customer/production/save', { productId: product.id, customerId, serialNumber: serial })).json.data;
}

const publicGet = (url: string) => t.app.inject({ method: 'GET', url: `/api${url}` });
const publicPost = (url: string, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: `/api${url}`, payload });

beforeAll(async () => {
  const ids = await enterpriseIds(t);
  paid = ids['示例科技有限公司'];
  const customer = await addCustomer(t, paid, '扫码客户', '075522220001');
  unit = await addUnit(admin, '商用洗碗机', 'XW-001', customer);
  otherUnit = await addUnit(admin, '商用冰柜', 'BG-001', customer);
  foreignUnit = await addUnit(trialAdmin, '别家设备', 'FX-001', null);
});

describe('POST /productQR/generateDownloadQrUrl for customer products', () => {
  it('gives each product one code holding its public page address with an unguessable token', async () => {
    const res = await admin.post('/productQR/generateDownloadQrUrl', { customerProductIds: [unit.id, otherUnit.id] });
    expect(res.statusCode).toBe(200);
    const codes = res.json.data.codes as QrCodeRow[];
    expect(codes).toHaveLength(2);
    for (const code of codes) {
      expect(code.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(code.url).toBe(`http://localhost:80/qr/${code.token}`);
    }
    expect(new Set(codes.map((c) => c.token)).size).toBe(2);
    // Asking again keeps the codes already printed.
    const again = (await admin.post('/productQR/generateDownloadQrUrl', { customerProductIds: [unit.id] })).json.data.codes as QrCodeRow[];
    expect(again.map((c) => c.token)).toEqual([codes.find((c) => c.customerProductId === unit.id)!.token]);
    const detail = (await admin.get(`/v2/customer/production/detail?customerProductionId=${unit.id}`)).json.data;
    expect(detail.customerPro.qr.token).toBe(again[0].token);
  });

  it('refuses products of another enterprise and empty input', async () => {
    const res = await admin.post('/productQR/generateDownloadQrUrl', { customerProductIds: [foreignUnit.id] });
    expect(res.statusCode).toBe(404);
    const empty = await admin.post('/productQR/generateDownloadQrUrl', {});
    expect(empty.statusCode).toBe(400);
  });
});

describe('QR images decode back to the code (jsQR)', () => {
  it('renders scannable PNGs with generateDownloadQrImg', async () => {
    const code = (await admin.get(`/v2/customer/production/detail?customerProductionId=${unit.id}`)).json.data.customerPro.qr;
    const images = (await engineer.post('/productQR/generateDownloadQrImg', { ids: [code.id] })).json.data as QrImage[];
    expect(images).toHaveLength(1);
    expect(images[0].image).toMatch(/^data:image\/png;base64,/);
    expect(decodeDataUrl(images[0].image)).toBe(code.url);
  });

  it('serves the PNG of one code at /productQR/img', async () => {
    const code = (await admin.get(`/v2/customer/production/detail?customerProductionId=${otherUnit.id}`)).json.data.customerPro.qr;
    const cookie = (admin as unknown as { cookie: string }).cookie;
    const res = await t.app.inject({ method: 'GET', url: `/api/productQR/img?id=${code.id}`, headers: { cookie } });
    expect(res.headers['content-type']).toBe('image/png');
    expect(decodePng(res.rawPayload)).toBe(code.url);
    const foreignCookie = (trialAdmin as unknown as { cookie: string }).cookie;
    expect((await t.app.inject({ method: 'GET', url: `/api/productQR/img?id=${code.id}`, headers: { cookie: foreignCookie } })).statusCode).toBe(404);
  });
});

describe('QR batches', () => {
  let batch: QrBatchRow;
  let codes: QrCodeRow[];

  it('generates a batch of unbound codes with a dated batch number', async () => {
    const before = (await admin.get('/productQR/batch/count')).json.data as number;
    const res = await admin.post('/productQR/generateDownloadQrUrl', { quantity: 12, note: '第一批贴纸' });
    batch = res.json.data.batch;
    codes = res.json.data.codes;
    expect(batch).toMatchObject({ quantity: 12, boundCount: 0, note: '第一批贴纸', batchNo: expect.stringMatching(/^QR\d{8}-\d{3}$/) });
    expect(codes).toHaveLength(12);
    expect(codes.every((c) => c.batchId === batch.id && c.customerProductId === null)).toBe(true);
    const next = ((await admin.post('/productQR/generateDownloadQrUrl', { quantity: 1 })).json.data.batch as QrBatchRow).batchNo;
    // Numbers count up within the day.
    expect(Number(next.slice(-3))).toBe(Number(batch.batchNo.slice(-3)) + 1);
    expect((await admin.get('/productQR/batch/count')).json.data).toBe(before + 2);
    expect((await admin.get(`/productQR/code/count?batchId=${batch.id}`)).json.data).toBe(12);
  });

  it('decodes every image of the batch sheet', async () => {
    const images = (await admin.post('/productQR/generateDownloadQrImg', { batchId: batch.id })).json.data as QrImage[];
    expect(images.map((i) => decodeDataUrl(i.image))).toEqual(codes.map((c) => c.url));
  });

  it('refuses batches out of bounds and to people who do not run products', async () => {
    for (const quantity of [0, 501, 1.5]) {
      const res = await admin.post('/productQR/generateDownloadQrUrl', { quantity });
      expect(res.statusCode).toBe(400);
    }
    expect((await engineer.post('/productQR/generateDownloadQrUrl', { quantity: 5 })).statusCode).toBe(403);
    const sales = await Client.signIn(t.app, '13800000005');
    expect((await sales.post('/productQR/generateDownloadQrUrl', { quantity: 5 })).statusCode).toBe(403);
  });

  it('binds a batch code to a product, once', async () => {
    const fresh = await addUnit(admin, '制冰机', 'ZB-001', null);
    const bound = await admin.post('/productQR/bind', { codeId: codes[0].id, customerProductId: fresh.id });
    expect(bound.json.data).toMatchObject({ id: codes[0].id, customerProductId: fresh.id, productName: '制冰机', serialNumber: 'ZB-001' });
    expect((await admin.post('/productQR/bind', { codeId: codes[0].id, customerProductId: unit.id })).json.message).toBe('该二维码已绑定其他产品');
    expect((await admin.post('/productQR/bind', { codeId: codes[1].id, customerProductId: fresh.id })).json.message).toBe('该产品已有二维码');
    expect((await admin.get(`/productQR/batch/detail?id=${batch.id}`)).json.data.boundCount).toBe(1);
  });

  it('resolves a scanned code inside the app for its own enterprise only', async () => {
    const found = (await engineer.get(`/productQR/filedDetail?code=${encodeURIComponent(codes[0].url)}`)).json.data;
    expect(found.customerProduct).toMatchObject({ name: '制冰机' });
    expect((await engineer.get(`/productQR/filedDetail?code=${codes[1].token}`)).json.data.customerProduct).toBeNull();
    const foreign = await trialAdmin.get(`/productQR/filedDetail?code=${codes[0].token}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json.message).toBe('二维码不存在');
    expect((await engineer.get('/productQR/filedDetail?code=12345')).statusCode).toBe(404);
  });

  it('deletes codes so they no longer resolve; an emptied batch goes too', async () => {
    const single = (await admin.get('/productQR/batch/list')).json.data[0] as QrBatchRow;
    const [code] = (await admin.get(`/productQR/code/list?batchId=${single.id}`)).json.data as QrCodeRow[];
    expect((await engineer.delete(`/productQR/delQrService?ids=${code.id}`)).statusCode).toBe(403);
    expect((await admin.delete(`/productQR/delQrService?ids=${code.id}`)).json.message).toBe('删除成功');
    expect((await publicGet(`/public/qr/${code.token}`)).statusCode).toBe(404);
    expect((await admin.get(`/productQR/batch/detail?id=${single.id}`)).statusCode).toBe(404);
  });

  it('keeps the count shown, the count stored and the codes made equal when codes of a batch are deleted', async () => {
    const made = (await admin.post('/productQR/generateDownloadQrUrl', { quantity: 20 })).json.data as { batch: QrBatchRow; codes: QrCodeRow[] };
    const gone = made.codes.slice(0, 4).map((c) => c.id);
    expect((await admin.delete(`/productQR/delQrService?ids=${gone.join(',')}`)).json.message).toBe('删除成功');
    const detail = (await admin.get(`/productQR/batch/detail?id=${made.batch.id}`)).json.data as QrBatchRow;
    const listed = ((await admin.get('/productQR/batch/list')).json.data as QrBatchRow[]).find((b) => b.id === made.batch.id);
    const codeCount = (await admin.get(`/productQR/code/count?batchId=${made.batch.id}`)).json.data;
    const images = (await admin.post('/productQR/generateDownloadQrImg', { batchId: made.batch.id })).json.data as QrImage[];
    expect([detail.quantity, listed?.quantity, codeCount, images.length]).toEqual([16, 16, 16, 16]);
  });
});

describe('the public service page of a scanned code', () => {
  it('shows the product without a session', async () => {
    const { token } = (await admin.get(`/v2/customer/production/detail?customerProductionId=${unit.id}`)).json.data.customerPro.qr;
    const res = await publicGet(`/public/qr/${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      enterpriseName: '示例科技有限公司',
      productName: '商用洗碗机',
      productModel: '',
      serialNumber: 'XW-001',
      warrantyEnd: null,
      warrantyStatus: 'unknown',
      portalPath: '/portal/demo000001',
      // The demo enterprise has a web chat entry: the page offers 在线咨询 (tests/server/online-chat.test.ts follows it).
      chatToken: expect.any(String),
    });
  });

  it('refuses unknown, malformed and unbound codes alike', async () => {
    for (const token of ['AAAAAAAAAAAAAAAAAAAAAA', '1', `${'x'.repeat(22)}'--`]) {
      const res = await publicGet(`/public/qr/${encodeURIComponent(token)}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('二维码不存在');
    }
    const batchCode = ((await admin.get('/productQR/code/list?pageSize=100')).json.data as QrCodeRow[]).find((c) => c.customerProductId === null)!;
    expect((await publicGet(`/public/qr/${batchCode.token}`)).json().message).toBe('该二维码尚未绑定产品');
  });

  it('takes a service request: stored on the product and made into an event waiting for dispatch', async () => {
    const { token } = (await admin.get(`/v2/customer/production/detail?customerProductionId=${unit.id}`)).json.data.customerPro.qr;
    const res = await publicPost(`/public/qr/${token}/request`, { contactName: '王先生', phone: '13912345678', description: '洗碗机不出热水' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: '已提交，客服会尽快与您联系' });
    const detail = (await admin.get(`/v2/customer/production/detail?customerProductionId=${unit.id}`)).json.data;
    expect(detail.requests).toEqual([expect.objectContaining({ contactName: '王先生', phone: '13912345678', description: '洗碗机不出热水', eventId: expect.any(Number) })]);
    const event = (await admin.get(`/v2/event/detailed?id=${detail.requests[0].eventId}`)).json.data;
    expect(event).toMatchObject({
      title: '扫码报修：商用洗碗机',
      state: 1,
      source: 5,
      custom_name: '扫码客户',
      custom_linkperson: '王先生',
      custom_phone: '13912345678',
      customerProductId: unit.id,
    });
    expect((await trialAdmin.get(`/v2/event/detailed?id=${detail.requests[0].eventId}`)).statusCode).toBe(404);
  });

  it('falls back to a notice to every dispatcher when no event can be made', async () => {
    const templates = await t.app.db.system.select({ id: eventTemplates.id }).from(eventTemplates).where(eq(eventTemplates.enterpriseId, paid));
    await t.app.db.system.update(eventTemplates).set({ enabled: false }).where(eq(eventTemplates.enterpriseId, paid));
    try {
      const { token } = (await admin.get(`/v2/customer/production/detail?customerProductionId=${otherUnit.id}`)).json.data.customerPro.qr;
      const res = await publicPost(`/public/qr/${token}/request`, { contactName: '赵女士', phone: '13900001111', description: '冰柜不制冷' });
      expect(res.json().data.eventId).toBeNull();
      const sent = await t.app.db.system
        .select({ content: notices.content, link: notices.link })
        .from(notices)
        .where(and(eq(notices.enterpriseId, paid), eq(notices.title, '客户扫码报修：商用冰柜')));
      // 李派单 and 王管理 hold the dispatcher role.
      expect(sent).toHaveLength(2);
      expect(sent[0]).toEqual({ content: '赵女士（13900001111）：冰柜不制冷', link: `/productManage/productDetail/0/${otherUnit.id}` });
    } finally {
      await t.app.db.system.update(eventTemplates).set({ enabled: true }).where(inArray(eventTemplates.id, templates.map((r) => r.id)));
    }
  });

  it('refuses a bad request with a 400 naming the field and stores nothing', async () => {
    const { token } = (await admin.get(`/v2/customer/production/detail?customerProductionId=${otherUnit.id}`)).json.data.customerPro.qr;
    const res = await publicPost(`/public/qr/${token}/request`, { contactName: '李', phone: 'abc', description: '坏了' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('phone: 请输入正确的联系电话');
    expect((await admin.get(`/v2/customer/production/detail?customerProductionId=${otherUnit.id}`)).json.data.requests).toHaveLength(1);
  });
});
