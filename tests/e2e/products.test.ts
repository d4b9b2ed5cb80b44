import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { submitDefaultOrder } from './order-form';
import { appInBrowser, confirmDialog, eventually, formItem, screenshot, seeMessage } from './support';

const ADMIN = '13800000001';
const CUSTOMER = { name: '扫码测试酒店', phone: '075588880001' };
const SERIAL = 'E2E-QR-0001';

const app = appInBrowser();

/** What a phone camera reads from a PNG data URL shown on the page (jsQR). */
function decode(dataUrl: string): string | null {
  const png = PNG.sync.read(Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64'));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

/** Adds a customer through the customers API (their screens are tested on their own). */
async function addCustomer(page: Page) {
  const session = await (await page.request.get('/api/v2/sessionUser/info')).json();
  const res = await page.request.post('/api/v2/customer/add', {
    data: {
      ...CUSTOMER,
      contacts: [{ name: '前台', phone: '13900008888', isDefault: true }],
      addresses: [{ region: '浙江省/杭州市/西湖区', detail: '文三路1号', isDefault: true }],
      ctoken: session.data.csrfToken,
    },
  });
  expect(res.status()).toBe(200);
}

describe('a product at a customer gets a QR code that customers scan to ask for service', () => {
  let admin: Page;
  let codeUrl: string;

  beforeAll(async () => {
    admin = await app.signedIn(ADMIN);
    await addCustomer(admin);
  });

  it('adds a product to a customer on 客户产品', async () => {
    await admin.goto('/productManage');
    await admin.getByRole('button', { name: '添加产品' }).click();
    const dialog = admin.getByRole('dialog');
    await formItem(dialog, '产品').getByRole('combobox').click();
    await admin.getByRole('option', { name: '商用净水机（RO-800）' }).click();
    const customer = formItem(dialog, '客户').getByRole('combobox');
    await customer.click();
    await customer.locator('input').fill('扫码测试');
    await admin.getByRole('option', { name: new RegExp(CUSTOMER.name) }).click();
    await formItem(dialog, '序列号').locator('input').fill(SERIAL);
    await confirmDialog(dialog);
    await seeMessage(admin, '保存成功');
    const row = admin.getByRole('row').filter({ hasText: SERIAL });
    await expect.poll(() => row.innerText()).toContain(CUSTOMER.name);
  });

  it('opens the product, generates its QR code and prints a sheet whose picture scans to the public page', async () => {
    await admin.getByRole('row').filter({ hasText: SERIAL }).getByRole('link', { name: '商用净水机' }).click();
    await admin.getByText('浙江省杭州市西湖区文三路1号').waitFor();
    await admin.getByRole('button', { name: '生成二维码' }).click();
    await admin.getByRole('img', { name: '产品二维码' }).waitFor();
    await admin.getByRole('button', { name: '打印二维码' }).click();
    await admin.waitForURL(/\/qrCodeSetting\/code\/0\?ids=\d+/);
    const picture = admin.getByRole('img', { name: '二维码 商用净水机' });
    const src = (await picture.getAttribute('src'))!;
    codeUrl = decode(src)!;
    expect(codeUrl).toMatch(new RegExp(`^${app.server.origin}/qr/[A-Za-z0-9_-]{22}$`));
    expect(await admin.getByText(SERIAL).count()).toBe(1);
    await expect.poll(() => admin.getByRole('button', { name: /^打\s*印$/ }).isVisible()).toBe(true);
    await screenshot(admin, 'products-qr-sheet');
  });

  it('lets anyone who scans the code, without signing in, send a service request', async () => {
    const visitor = await app.newPage();
    await visitor.goto(codeUrl);
    await visitor.getByText('示例科技有限公司').waitFor();
    await visitor.getByText(SERIAL).waitFor();
    await visitor.getByPlaceholder('您的称呼').fill('陈经理');
    await visitor.getByPlaceholder('方便联系您的电话').fill('13911112222');
    await visitor.getByPlaceholder('请描述故障现象或需要的服务').fill('净水机漏水，请尽快上门');
    await visitor.getByRole('button', { name: '提交报修' }).click();
    await visitor.getByText('已提交，客服会尽快与您联系').waitFor();
    await screenshot(visitor, 'products-public-page');
    await visitor.context().close();
  });

  it('shows the request on the product it was sent for', async () => {
    await admin.goBack();
    await admin.reload();
    await eventually(() => admin.getByRole('row').filter({ hasText: '净水机漏水，请尽快上门' }).count()).toBe(1);
    expect(await admin.getByRole('row').filter({ hasText: '陈经理' }).innerText()).toContain('13911112222');
  });

  it("creates an order from the product and shows it on the customer's detail page", async () => {
    const productUrl = admin.url();
    await admin.getByRole('link', { name: '新建工单' }).click();
    await admin.waitForURL(/\/createOrder\?.*customerProductId=\d+/);
    await submitDefaultOrder(admin, '净水机滤芯更换', CUSTOMER.name);
    await admin.getByText('净水机滤芯更换').first().waitFor();

    await admin.goto(productUrl);
    await admin.getByRole('link', { name: CUSTOMER.name }).click();
    await admin.waitForURL(/\/customerDetail\/\d+$/);
    await admin.getByRole('tab', { name: '工单', exact: true }).click();
    const orders = admin.getByLabel('客户的工单');
    await eventually(() => orders.getByRole('row').filter({ hasText: '净水机滤芯更换' }).count()).toBe(1);
    await screenshot(admin, 'products-order-on-customer');
  });

  it('refuses a code that does not exist', async () => {
    const visitor = await app.newPage();
    await visitor.goto('/qr/AAAAAAAAAAAAAAAAAAAAAA');
    await visitor.getByText('二维码不存在').waitFor();
    await visitor.context().close();
  });
});
