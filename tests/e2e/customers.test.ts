import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { submitDefaultOrder } from './order-form';
import { appInBrowser, confirmDialog, eventually, formItem, screenshot, seeMessage, textsOf } from './support';

const ADMIN = '13800000001';
const CUSTOMER = '浏览器测试客户';
const SERIAL = 'E2E-CHAIN-0001';

const app = appInBrowser();
let page: Page;

/** What a phone camera reads from a PNG data URL shown on the page (jsQR). */
function decode(dataUrl: string): string | null {
  const png = PNG.sync.read(Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64'));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

beforeAll(async () => {
  page = await app.signedIn(ADMIN);
});

async function createCustomer() {
  await page.goto('/allCustomer');
  await page.getByRole('button', { name: '新增客户' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByPlaceholder('请输入客户名称').fill(CUSTOMER);
  await dialog.getByPlaceholder('客户账号电话，企业内唯一').fill('13766667777');
  await dialog.getByLabel('联系人1姓名').fill('第一联系人');
  await dialog.getByLabel('联系人1电话').fill('13766660001');
  await dialog.getByRole('button', { name: '添加联系人' }).click();
  await dialog.getByLabel('联系人2姓名').fill('第二联系人');
  await dialog.getByLabel('联系人2电话').fill('13766660002');
  await dialog.getByRole('button', { name: '添加地址' }).click();
  await dialog.getByLabel('地址1所在地区').fill('广东省/深圳市/南山区');
  await dialog.getByLabel('地址1详细地址').fill('浏览器路1号');
  await dialog.getByRole('button', { name: '添加地址' }).click();
  await dialog.getByLabel('地址2详细地址').fill('浏览器路2号');
  await dialog.getByRole('button', { name: '确定' }).click();
  await dialog.waitFor({ state: 'hidden', timeout: 15_000 });

  await page.getByRole('form', { name: '筛选' }).getByLabel('客户名称').fill('浏览器测试');
  await page.getByRole('button', { name: /查询/ }).click();
  const link = page.getByRole('link', { name: CUSTOMER });
  await eventually(() => link.count()).toBe(1);
  await eventually(() => page.getByText('第一联系人').count()).toBeGreaterThan(0);

  await link.click();
  await page.getByText('客户信息').waitFor();
  for (const text of ['第一联系人', '第二联系人', '13766660002', '广东省深圳市南山区浏览器路1号', '浏览器路2号'])
    await eventually(() => page.getByText(text, { exact: false }).count()).toBeGreaterThan(0);
}

async function addProduct() {
  await page.goto('/productManage');
  await page.getByRole('button', { name: '添加产品' }).click();
  const dialog = page.getByRole('dialog');
  await formItem(dialog, '产品').getByRole('combobox').click();
  await page.getByRole('option', { name: '商用净水机（RO-800）' }).click();
  const customer = formItem(dialog, '客户').getByRole('combobox');
  await customer.click();
  await customer.locator('input').fill('浏览器测试');
  await page.getByRole('option', { name: new RegExp(CUSTOMER) }).click();
  await formItem(dialog, '序列号').locator('input').fill(SERIAL);
  await confirmDialog(dialog);
  await seeMessage(page, '保存成功');
  const row = page.getByRole('row').filter({ hasText: SERIAL });
  await expect.poll(() => row.innerText()).toContain(CUSTOMER);
}

/** Opens the product (it takes the customer's default address), prints its code and reads the printed picture back. */
async function printQrCode() {
  await page.getByRole('row').filter({ hasText: SERIAL }).getByRole('link', { name: '商用净水机' }).click();
  await page.getByText('广东省深圳市南山区浏览器路1号').waitFor();
  const productUrl = page.url();
  await page.getByRole('button', { name: '生成二维码' }).click();
  await page.getByRole('img', { name: '产品二维码' }).waitFor();
  await page.getByRole('button', { name: '打印二维码' }).click();
  await page.waitForURL(/\/qrCodeSetting\/code\/0\?ids=\d+/);
  const picture = page.getByRole('img', { name: '二维码 商用净水机' });
  expect(decode((await picture.getAttribute('src'))!)).toMatch(new RegExp(`^${app.server.origin}/qr/[A-Za-z0-9_-]{22}$`));
  expect(await page.locator('.qr-sheet').getByText(SERIAL).count()).toBe(1); // the print-only copy aside
  await expect.poll(() => page.getByRole('button', { name: /^打\s*印$/ }).isVisible()).toBe(true);
  await screenshot(page, 'products-qr-sheet');
  return productUrl;
}

async function orderFromProductOnCustomerPage(productUrl: string) {
  await page.goto(productUrl);
  await page.getByRole('link', { name: '新建工单' }).click();
  await page.waitForURL(/\/createOrder\?.*customerProductId=\d+/);
  await submitDefaultOrder(page, '净水机滤芯更换', CUSTOMER);
  await page.getByText('净水机滤芯更换').first().waitFor();

  await page.goto(productUrl);
  await page.getByRole('link', { name: CUSTOMER }).click();
  await page.waitForURL(/\/customerDetail\/\d+$/);
  await page.getByRole('tab', { name: '工单', exact: true }).click();
  const orders = page.getByLabel('客户的工单');
  await eventually(() => orders.getByRole('row').filter({ hasText: '净水机滤芯更换' }).count()).toBe(1);
  await screenshot(page, 'customer-order-from-product');
}

describe('a customer from the first screen to its first order', () => {
  it('is created with two contacts and two addresses, gets a product with a printed QR code, and an order from the product shows on its detail page', async () => {
    await createCustomer();
    await addProduct();
    const productUrl = await printQrCode();
    await orderFromProductOnCustomerPage(productUrl);
  }, 180_000);
});

describe('a saved search plan on 联系人', () => {
  it('is saved from the filters in use, made the default, and filters the list when the screen is opened again', async () => {
    const customer = '华润万家南山店';
    const plan = '南山店联系人';
    await page.goto('/contactManage');
    const customersShown = async () => [...new Set(await textsOf(page.getByLabel('联系人列表').getByRole('row').getByRole('link')))];
    await eventually(async () => (await customersShown()).length).toBeGreaterThan(1);
    const customerFilter = page.getByRole('form', { name: '筛选' }).getByLabel('客户名称');
    await customerFilter.fill(customer);
    await page.getByRole('button', { name: /查询/ }).click();
    await eventually(customersShown).toEqual([customer]);

    await page.getByRole('button', { name: '保存方案' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('方案名称').fill(plan);
    await dialog.getByRole('button', { name: /^保\s*存$/ }).click();
    await seeMessage(page, '保存成功');
    await page.getByRole('button', { name: '搜索方案' }).click();
    await page.getByRole('button', { name: `设为默认 ${plan}` }).click();
    await page.getByRole('button', { name: `取消默认 ${plan}` }).waitFor();

    await page.goto('/allCustomer');
    await page.goto('/contactManage');
    await eventually(() => customerFilter.inputValue()).toBe(customer);
    await eventually(customersShown).toEqual([customer]);
    await screenshot(page, 'contacts-default-search-plan');
  }, 60_000);
});
