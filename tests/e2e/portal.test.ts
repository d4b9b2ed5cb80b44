import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, appInBrowser, eventually } from './support';
import { PHONE } from './mobile-support';

const PORTAL = '/portal/demo000001';
const CUSTOMER_PHONE = '13900000001';
const DISPATCHER = '13800000002';
const ENGINEER = '13800000003';
const FINANCE = '13800000008';

const app = appInBrowser();
/** A photo from the customer's phone: a tiny PNG the portal scales and uploads. */
const PHOTO = { name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAEUlEQVR4AWM8AQQMQMDEAAUAMKYDJOk+9mYAAAAASUVORK5CYII=', 'base64') };
type Detail = { images: { url: string }[]; evaluation: { suggestion: string; images: { url: string }[] } | null; receipt: { signature: { url: string } | null } | null };
let customer: Page;

beforeAll(async () => {
  // The customer's own phone: a fresh context at 390 px, no staff session.
  const page = await app.newPage();
  const context = await page.context().browser()!.newContext({ baseURL: app.server.origin, viewport: PHONE, locale: 'zh-CN', isMobile: true, hasTouch: true });
  await page.context().close();
  customer = await context.newPage();
  customer.setDefaultTimeout(15_000);
});

describe('customer portal', () => {
  let orderNo = '';
  let orderId = 0;

  it('a customer signs in with a code at 390 px and reports a request, which becomes an order', async () => {
    await customer.goto(PORTAL);
    await customer.getByRole('heading', { name: /服务门户/ }).waitFor();
    await customer.getByLabel('手机号').fill(CUSTOMER_PHONE);
    const known = app.server.smsCodes(CUSTOMER_PHONE).length;
    await customer.getByRole('button', { name: '获取验证码' }).click();
    await customer.getByLabel('验证码').fill(await app.server.nextSmsCode(CUSTOMER_PHONE, known));
    await customer.getByRole('button', { name: '登录' }).click();
    await customer.getByRole('heading', { name: '您好，陈客户' }).waitFor();
    // 在线客服 (the web chat) has its own path in tests/e2e/online-chat.test.ts.
    await customer.getByRole('link', { name: /服务申请/ }).click();
    await customer.getByLabel('问题描述').fill('空调外机异响，请安排检修');
    await customer.getByLabel('期望上门时间（选填）').fill('2030-06-01T14:00');
    await customer.getByLabel('现场照片（选填）').setInputFiles(PHOTO);
    await customer.getByAltText('已上传 photo.png').waitFor();
    await customer.getByRole('button', { name: '提交' }).click();
    const card = customer.locator('article.request').first();
    await card.getByRole('heading', { name: /空调外机异响/ }).waitFor();
    await card.getByText('预约时间：2030-06-01 14:00').waitFor();
    await card.getByRole('button', { name: '取消工单' }).waitFor();
    orderNo = (await card.locator('.muted').innerText()).split(' · ')[0];
    expect(orderNo).toMatch(/^GD\d+/);
    orderId = Number(await card.getAttribute('data-id'));
    // Nothing wider than the phone.
    expect(await customer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  it('the dispatcher finds the order and assigns it; the engineer serves and completes it', async () => {
    const page = await app.signedIn(DISPATCHER);
    await page.goto(`/allOrder?keyword=${orderNo}`);
    await eventually(() => page.getByRole('row').filter({ hasText: orderNo }).count()).toBe(1);
    // The customer's photo is the order's 图片描述.
    expect((await api<Detail>(page, `/order/orderDetail?id=${orderId}`)).images).toEqual([expect.objectContaining({ url: expect.stringMatching(/^\/api\/upload\/file\/\d+$/) })]);
    const engineer = await app.signedIn(ENGINEER);
    const engineerId = (await api<{ id: number }>(engineer, '/v2/sessionUser/info')).id;
    expect(await api<{ data: { done: number[] } }>(page, '/worker/batchDesignate', { ids: [orderId], ownerId: engineerId })).toMatchObject({ data: { done: [orderId] } });
    for (const step of ['/order/accept', '/order/startService'])
      expect(await api<{ success: boolean; message?: string }>(engineer, step, { id: orderId })).toMatchObject({ success: true });
    // The receipt written without the customer's signature: the customer signs it in the portal.
    const done = { url: '/uploads/done.png', name: 'done.png', size: 10 };
    expect(await api(engineer, '/order/receipt', { id: orderId, serviceMinutes: 40, finishImages: [done], signature: null, remark: '已修复' })).toMatchObject({ success: true });
    expect(await api(engineer, '/order/serviceComplete', { id: orderId })).toMatchObject({ success: true });
    await engineer.close();
    await page.close();
  });

  it('the customer sees the engineer, signs the receipt and evaluates the completed order; both show on the order', async () => {
    await customer.reload();
    const card = customer.locator('article.request').filter({ hasText: orderNo });
    await card.getByText('服务工程师：张师傅').waitFor();
    await card.getByText('已完成').waitFor();
    await card.getByRole('button', { name: '签名确认' }).click();
    const pad = card.getByLabel('签名区域');
    const box = (await pad.boundingBox())!;
    await customer.mouse.move(box.x + 20, box.y + box.height / 2);
    await customer.mouse.down();
    await customer.mouse.move(box.x + box.width / 2, box.y + 20, { steps: 6 });
    await customer.mouse.move(box.x + box.width - 20, box.y + box.height - 20, { steps: 6 });
    await customer.mouse.up();
    await card.getByRole('button', { name: '提交签名' }).click();
    // Signed, the list is drawn again: no pad, and nothing left to sign.
    await pad.waitFor({ state: 'detached' });
    await card.getByRole('button', { name: '评价' }).waitFor();
    expect(await card.getByRole('button', { name: '签名确认' }).count()).toBe(0);
    await card.getByRole('button', { name: '评价' }).click();
    await card.getByLabel('服务态度').selectOption('4');
    await card.getByLabel('意见建议').fill('师傅很准时，讲解清楚');
    await card.getByLabel('评价图片（选填）').setInputFiles(PHOTO);
    await card.getByAltText('已上传 photo.png').waitFor();
    await card.getByRole('button', { name: '提交评价' }).click();
    await card.getByText('已评价，感谢您的反馈').waitFor();
    expect(await customer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const page = await app.signedIn(DISPATCHER);
    await page.goto(`/allOrder/orderDetail/${orderId}`);
    await page.getByRole('tab', { name: '评价' }).click();
    const evaluation = page.getByLabel('评价');
    await evaluation.getByText('师傅很准时，讲解清楚').waitFor();
    await evaluation.getByText('客户', { exact: true }).waitFor();
    const detail = await api<Detail>(page, `/order/orderDetail?id=${orderId}`);
    expect(detail.evaluation?.images).toHaveLength(1);
    expect(detail.receipt?.signature).toEqual(expect.objectContaining({ url: expect.stringMatching(/^\/api\/upload\/file\/\d+$/), name: 'signature.png' }));
    await page.close();
  });
});

describe('reporting from a product’s QR code with the order type’s form', () => {
  it('the scanned page leads into the portal’s 服务申请 with the product chosen; the customer fills 安装工单’s form and the order keeps it', async () => {
    // A product of 陈客户's with a QR code stuck on it, as staff label one.
    const staff = await app.signedIn('13800000001');
    const accounts = await api<{ list: { phone: string; customerId: number }[] }>(staff, '/home/account/list?pageSize=100');
    const customerId = accounts.list.find((a) => a.phone === CUSTOMER_PHONE)!.customerId;
    const model = await api<{ data: { id: number } }>(staff, '/v2/product/save', { name: '陈家柜机', model: 'KFR-72', category: '', warrantyPeriod: 1, warrantyUnit: 3, warrantyBasis: 2 });
    const unit = await api<{ data: { id: number } }>(staff, '/v2/customer/production/save', { productId: model.data.id, name: '陈家柜机', serialNumber: 'GJ-0001', customerId });
    const qr = await api<{ data: { codes: { token: string }[] } }>(staff, '/productQR/generateDownloadQrUrl', { customerProductIds: [unit.data.id] });
    const token = qr.data.codes[0].token;
    // 安装工单's form also asks 故障部位 (多级联动), 安装地址 (地址) and 客户签字 (手写签名) of the customer.
    const types = await api<{ id: number; name: string; kind: string; form: { fields: object[] }; settings: object }[]>(staff, '/v2/temp/list?pageSize=100');
    const install = types.find((x) => x.name === '安装工单')!;
    const part = { key: 'part', type: 18, title: '故障部位', options: [{ value: 'in', label: '室内机', children: [{ value: 'fan', label: '风扇' }] }, { value: 'out', label: '室外机' }] };
    const extra = [part, { key: 'site', type: 9, title: '安装地址' }, { key: 'sign', type: 21, title: '客户签字', required: true }];
    expect(await api(staff, '/v2/temp/save', { ...install, form: { fields: [...install.form.fields, ...extra] } })).toMatchObject({ success: true });

    await customer.goto(`/qr/${token}`);
    await customer.getByRole('link', { name: '登录客户门户报修' }).click();
    await customer.getByText('扫码报修：陈家柜机（GJ-0001）').waitFor();
    expect(await customer.getByLabel('相关产品').inputValue()).toBe(String(unit.data.id));
    await customer.getByLabel('服务类型').selectOption({ label: '安装工单' });
    await customer.getByLabel('问题描述').fill('新买的柜机，请上门安装');
    await customer.getByLabel('安装楼层（选填）').fill('12');
    await customer.getByRole('button', { name: '提交' }).click();
    await customer.getByText('请填写机型').waitFor();
    await customer.getByLabel('机型', { exact: true }).fill('KFR-72LW');
    await customer.getByLabel('加长铜管（米）（选填）').fill('2');
    await customer.getByLabel('故障部位（选填）').selectOption('in');
    await customer.getByLabel('故障部位第2级').selectOption('fan');
    await customer.getByLabel('安装地址：已保存的地址').selectOption({ index: 1 });
    const pad = customer.getByLabel('客户签字签名区域');
    await pad.scrollIntoViewIfNeeded();
    const box = (await pad.boundingBox())!;
    await customer.mouse.move(box.x + 20, box.y + 20);
    await customer.mouse.down();
    await customer.mouse.move(box.x + box.width - 20, box.y + box.height - 20, { steps: 6 });
    await customer.mouse.up();
    await customer.getByRole('button', { name: '提交' }).click();
    const card = customer.locator('article.request').filter({ hasText: '新买的柜机' });
    await card.waitFor();
    // The scanned code has served: 我的工单 without it.
    expect(customer.url()).not.toContain('qr=');
    const id = Number(await card.getAttribute('data-id'));
    const detail = await api<{ fields: Record<string, unknown>; description: string }>(staff, `/order/orderDetail?id=${id}`);
    expect(detail.fields).toMatchObject({ model: 'KFR-72LW', floor: 12, pipe_meters: 2, pipe_fee: 120, part: ['in', 'fan'], site: { detail: expect.any(String) }, sign: { name: 'signature.png' } });
    expect(detail.description).toContain('相关产品：陈家柜机（GJ-0001）');
    expect(await customer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await staff.close();
  });
});

describe('service mall', () => {
  let orderNo = '';

  it('staff upload an image for a good, which the portal shows on it', async () => {
    const page = await app.signedIn(DISPATCHER);
    await page.goto('/productManagement');
    const goodsRow = page.getByRole('row').filter({ hasText: 'PP棉滤芯' });
    await goodsRow.getByRole('button', { name: '编辑' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[type=file]').setInputFiles(PHOTO);
    await dialog.getByRole('listitem', { name: '图片1' }).waitFor();
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await goodsRow.getByText('1 张').waitFor();
    await page.close();
    // The portal answers the upload at its own address, under the customer's session.
    await customer.goto(`${PORTAL}#/mall`);
    const picture = customer.getByAltText('PP棉滤芯 图1');
    await picture.waitFor();
    await eventually(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(2);
  });

  it('the customer buys two goods in the portal at 390 px, picking a spec', async () => {
    await customer.goto(`${PORTAL}#/mall`);
    await customer.getByRole('heading', { name: 'PP棉滤芯' }).waitFor();
    await customer.getByLabel('PP棉滤芯 规格').selectOption('20英寸');
    await customer.getByLabel('PP棉滤芯 数量').fill('2');
    await customer.getByLabel('净水器除垢剂 数量').fill('1');
    await customer.getByText('合计 ¥107.90').waitFor();
    await customer.getByLabel('收货地址').fill('上海市浦东新区张江路100号');
    await customer.getByRole('button', { name: '提交订单' }).click();
    const card = customer.locator('article.mall-order').first();
    await card.getByText('PP棉滤芯（20英寸）×2，净水器除垢剂×1').waitFor();
    await expect(card.getByText('待付款').count()).resolves.toBe(1);
    orderNo = await card.getByRole('heading').innerText();
    expect(await customer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  it('staff record the payment, approve and ship it with a tracking number', async () => {
    const page = await app.signedIn(DISPATCHER);
    await page.goto('/mallOrder');
    await page.getByRole('link', { name: orderNo }).click();
    await page.getByRole('button', { name: '确认收款' }).click();
    await page.getByRole('button', { name: '审核通过' }).click();
    await page.getByRole('button', { name: '发货' }).click();
    await page.getByLabel('物流单号').fill('SF2026120601');
    await page.getByRole('button', { name: /确\s*定/ }).click();
    await eventually(() => page.getByText('运输中').count()).toBeGreaterThan(0);
    await page.close();
    // Finance finds the payment among the collections it reconciles.
    const books = await app.signedIn(FINANCE);
    await books.goto('/financeReconcile');
    await books.getByRole('tab', { name: '其他收款' }).click();
    await books.getByRole('row').filter({ hasText: orderNo }).getByText('商城订单').waitFor();
    await books.close();
  });

  it('the customer signs for it', async () => {
    // Still on 我的商城订单 since ordering: the page reads the orders again.
    await customer.reload();
    const card = customer.locator('article.mall-order').filter({ hasText: orderNo });
    await card.getByText('物流单号：SF2026120601').waitFor();
    customer.once('dialog', (d) => void d.accept());
    await card.getByRole('button', { name: '确认签收' }).click();
    await eventually(() => card.getByText('已签收').count()).toBe(1);
  });
});
