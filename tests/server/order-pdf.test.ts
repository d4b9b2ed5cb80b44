import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DownloadItem } from '@domain/downloads/downloads.constants';
import type { OrderDetail } from '@domain/orders/orders.types';
import { jobs, orders } from '@server/db/schema';
import { signPdfLink } from '@server/modules/orders/pdf/order-pdf-link';
import { ORDER_PDF_JOB } from '@server/modules/orders/pdf/order-pdf.service';
import { loadUploadSecret } from '@server/modules/uploads/upload-ticket';
import { addCustomer, enterpriseId, orderTypeId, serviceItemId, userIds } from '@tests/support/order-fixtures';
import { Client, useSignedIn, useTestApp } from '@tests/support/test-app';
import { pdftotextPages, qpdfCheck } from '@tests/support/pdf-tools';
import { waitUntil } from '@tests/support/wait-until';

const t = useTestApp();
const [dispatcher, engineer, warehouse, foreign] = useSignedIn(t, '13800000002', '13800000003', '13800000009', '13800000011');
let first: OrderDetail;
let second: OrderDetail;
let noPhone: OrderDetail;

const pdfJobCount = async () => (await t.app.db.system.select({ n: count() }).from(jobs).where(eq(jobs.kind, ORDER_PDF_JOB)))[0].n;

async function create(customerId: number, title: string) {
  const ep = await enterpriseId(t.app, '示例科技有限公司');
  const res = await dispatcher.post('/v2/order/add', {
    templateId: await orderTypeId(t.app, ep, '默认工单'),
    customerId,
    title,
    serviceItemId: await serviceItemId(t.app, ep, '空调维修'),
    appointmentTime: '2030-06-01 14:00',
    description: '客厅空调不制冷，需上门检修',
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json.data as OrderDetail;
}

beforeAll(async () => {
  const ep = await enterpriseId(t.app, '示例科技有限公司');
  const customer = await addCustomer(t.app, ep, { name: 'PDF测试客户', phone: '13900002001', contact: '黄先生', contactPhone: '13900002002' });
  first = await create(customer, '空调不制冷');
  second = await create(customer, '热水器漏水');
  noPhone = await create(customer, '无电话工单');
  await t.app.db.system.update(orders).set({ customPhone: '' }).where(eq(orders.id, noPhone.id));
});

/** Every page's text, page by page, read back with Mozilla's PDF reader. */
async function pdfText(bytes: Buffer): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes) }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((i) => ('str' in i ? i.str : '')).join(''));
  }
  return pages;
}

const raw = (url: string, client?: Client) => {
  const cookie = client ? (client as unknown as { cookie: string }).cookie : undefined;
  return t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
};

describe('POST /export/orderPdf', () => {
  it('makes one PDF of the chosen orders in the download centre, each from a new page, Chinese text embedded', async () => {
    const res = await dispatcher.post('/export/orderPdf', { ids: [first.id, second.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json.message).toBe('已加入下载中心');
    const item = await waitUntil(
      async () => ((await dispatcher.get('/fileDownloadCenter/list')).json.data as DownloadItem[]).find((i) => i.id === res.json.data.id)!,
      (i) => i.process_state !== 1,
      30_000,
    );
    expect(item).toMatchObject({ process_state: 2, process: 100, format: 'pdf', error: null });
    expect(item.name).toMatch(/^工单PDF\d{14}$/);

    const file = await raw(item.file_download_url!, dispatcher);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The font is subset: a few hundred glyphs, not the 10 MB font.
    expect(file.rawPayload.length).toBeLessThan(300_000);

    const pages = await pdfText(file.rawPayload);
    const firstStart = pages.findIndex((p) => p.includes(first.orderNo));
    const secondStart = pages.findIndex((p) => p.includes(second.orderNo));
    expect(firstStart).toBe(0);
    expect(secondStart).toBeGreaterThan(firstStart);
    expect(pages[firstStart]).toContain('空调不制冷');
    expect(pages[firstStart]).toContain('示例科技有限公司');
    expect(pages[firstStart]).toContain('PDF测试客户');
    const firstOrder = pages.slice(firstStart, secondStart).join('');
    expect(firstOrder).toContain('工单进度');
    expect(firstOrder).toContain('创建工单');
    expect(pages[secondStart]).toContain('热水器漏水');
    expect(pages.join('')).not.toContain(noPhone.orderNo);

    // The tools beside the app read it too: qpdf finds the file well-formed, poppler extracts the Chinese text.
    const checked = await qpdfCheck(file.rawPayload);
    expect(checked.code, checked.report).toBe(0);
    expect(checked.report).toContain('No syntax or stream encoding errors found');
    const popplerPages = await pdftotextPages(file.rawPayload);
    expect(popplerPages.length).toBe(pages.length);
    expect(popplerPages[firstStart]).toContain(first.orderNo);
    expect(popplerPages[firstStart]).toContain('空调不制冷');
    expect(popplerPages[firstStart]).toContain('PDF测试客户');
    expect(popplerPages[secondStart]).toContain('热水器漏水');
  });

  it('refuses bad input with 400 naming the field, and creates no item', async () => {
    const before = ((await dispatcher.get('/fileDownloadCenter/list')).json.data as DownloadItem[]).length;
    for (const body of [{}, { ids: [] }, { ids: ['x'] }, { ids: [0] }, { ids: 5 }]) {
      const res = await dispatcher.post('/export/orderPdf', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json.message).toMatch(/ids/);
    }
    const tooMany = await dispatcher.post('/export/orderPdf', { ids: Array.from({ length: 101 }, (_, i) => i + 1) });
    expect(tooMany.statusCode).toBe(400);
    expect(((await dispatcher.get('/fileDownloadCenter/list')).json.data as DownloadItem[]).length).toBe(before);
  });

  it('refuses a role without the order-detail permission, and another enterprise’s orders', async () => {
    expect((await warehouse.post('/export/orderPdf', { ids: [first.id] })).statusCode).toBe(403);
    const res = await foreign.post('/export/orderPdf', { ids: [first.id] });
    expect(res.statusCode).toBe(404);
    expect(res.json.message).toBe('工单不存在');
    expect((await foreign.get('/fileDownloadCenter/list')).json.data).toEqual([]);
  });

  it('refuses a signed-out caller', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/export/orderPdf', payload: { ids: [first.id] } });
    expect(res.statusCode).toBe(401);
  });
});

describe('the order sheet, read with pdftotext', () => {
  /** The lines of one section: from its title to the next section's. */
  const section = (text: string, title: string, next: string) => text.slice(text.indexOf(title), text.indexOf(next, text.indexOf(title)));

  it('lists only the type\'s own fields under 自定义字段 (the order\'s controls are in 工单信息), and no discount as ¥0.00', async () => {
    const ep = await enterpriseId(t.app, '示例科技有限公司');
    const customer = await addCustomer(t.app, ep, { name: 'PDF安装客户', phone: '13900002003' });
    const created = await dispatcher.post('/v2/order/add', {
      templateId: await orderTypeId(t.app, ep, '安装工单'),
      customerId: customer,
      title: '安装挂机',
      serviceItemId: await serviceItemId(t.app, ep, '空调维修'),
      appointmentTime: '2030-06-02 09:30',
      description: '二楼卧室安装',
      fields: { model: 'KFR-35GW' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const order = created.json.data as OrderDetail;
    const res = await dispatcher.post('/export/orderPdf', { ids: [order.id] });
    expect(res.statusCode, res.body).toBe(200);
    const item = await waitUntil(
      async () => ((await dispatcher.get('/fileDownloadCenter/list')).json.data as DownloadItem[]).find((i) => i.id === res.json.data.id)!,
      (i) => i.process_state !== 1,
      30_000,
    );
    const text = (await pdftotextPages((await raw(item.file_download_url!, dispatcher)).rawPayload)).join('\n');

    const info = section(text, '工单信息', '自定义字段');
    expect(info).toContain('2030-06-02');
    expect(info).toContain('二楼卧室安装');
    expect(info).toContain('图片描述');
    const custom = section(text, '自定义字段', '费用');
    expect(custom).toContain('机型');
    expect(custom).toContain('KFR-35GW');
    for (const own of ['预约时间', '服务项目', '优先级', '详细描述', '图片描述']) expect(custom, own).not.toContain(own);
    const fees = section(text, '费用', '收费项');
    expect(fees).toMatch(/优惠金额\s+¥0\.00/);
    expect(text).not.toContain('-¥0.00');
  });
});

describe('POST /order/pdfSend', () => {
  it('texts the order contact a link that opens the order PDF without signing in', async () => {
    const before = t.sms.sent.length;
    const res = await dispatcher.post('/order/pdfSend', { id: first.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json.data).toEqual({ phone: '139****2002' });
    // The order's timeline says it was sent (发送给客户).
    const timeline = ((await dispatcher.get(`/order/orderDetail?id=${first.id}`)).json.data as OrderDetail).timeline;
    expect(timeline.at(-1)).toMatchObject({ op: 'sendToCustomer', remark: '工单PDF发送给 139****2002' });
    const [text] = await waitUntil(
      () => t.sms.sent.slice(before),
      (sent) => sent.length > 0,
    );
    expect(text.phone).toBe('13900002002');
    expect(text.text).toContain(first.orderNo);
    const link = text.text.match(/https?:\/\/\S+\/api\/public\/orderPdf\/\S+/)![0];

    const pdf = await raw(new URL(link).pathname);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const pages = await pdfText(pdf.rawPayload);
    expect(pages[0]).toContain(first.orderNo);
    expect(pages.join('')).toContain('黄先生');
  });

  it('a forged, altered or expired link opens nothing', async () => {
    const ep = await enterpriseId(t.app, '示例科技有限公司');
    const secret = await loadUploadSecret(t.dataDir);
    const good = signPdfLink(secret, { enterpriseId: ep, orderId: first.id, userId: 1 }, new Date());
    const altered = good.replace(`.${first.id}.`, `.${second.id}.`);
    const expired = signPdfLink(secret, { enterpriseId: ep, orderId: first.id, userId: 1 }, new Date(Date.now() - 8 * 86_400_000));
    for (const token of [altered, expired, 'abc', signPdfLink('other-secret', { enterpriseId: ep, orderId: first.id, userId: 1 }, new Date())]) {
      const res = await raw(`/api/public/orderPdf/${token}`);
      expect(res.statusCode, token).toBe(404);
    }
  });

  it('refuses an order without a contact phone, bad input, other roles and other enterprises', async () => {
    const queuedBefore = await pdfJobCount();
    const none = await dispatcher.post('/order/pdfSend', { id: noPhone.id });
    expect(none.statusCode).toBe(400);
    expect(none.json.message).toContain('工单没有联系电话');
    expect((await dispatcher.post('/order/pdfSend', { id: 'x' })).statusCode).toBe(400);
    expect((await dispatcher.post('/order/pdfSend', {})).statusCode).toBe(400);
    // Service staff send only the orders they hold; this one is nobody's yet, so not theirs to see.
    expect((await engineer.post('/order/pdfSend', { id: first.id })).statusCode).toBe(404);
    expect((await warehouse.post('/order/pdfSend', { id: first.id })).statusCode).toBe(403);
    expect((await foreign.post('/order/pdfSend', { id: first.id })).statusCode).toBe(404);
    // A refused send queues no job, so no SMS can follow.
    expect(await pdfJobCount()).toBe(queuedBefore);
  });

  it('lets a service member send the orders they hold', async () => {
    const staff = (await userIds(t.app, await enterpriseId(t.app, '示例科技有限公司')))['张师傅'];
    const assigned = await dispatcher.post('/worker/batchDesignate', { ids: [second.id], ownerId: staff });
    expect(assigned.json.data.done, assigned.body).toEqual([second.id]);
    const res = await engineer.post('/order/pdfSend', { id: second.id });
    expect(res.statusCode, res.body).toBe(200);
    expect((await engineer.post('/order/pdfSend', { id: first.id })).statusCode).toBe(404);
  });
});
