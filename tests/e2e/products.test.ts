import type { APIRequestContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { appInBrowser, eventually, screenshot } from './support';

const ADMIN = '13800000001';
const SERIAL = 'E2E-QR-0001';

const app = appInBrowser();

/**
 * A customer product with its QR code, made through the API: adding a product and printing its code
 * in the UI is part of the customer chain in customers.test.ts.
 */
async function productWithCode(request: APIRequestContext): Promise<{ id: number; url: string }> {
  const session = await (await request.get('/api/v2/sessionUser/info')).json();
  const post = async (path: string, data: Record<string, unknown>) => {
    const res = await request.post(`/api${path}`, { data: { ...data, ctoken: session.data.csrfToken } });
    expect(res.status()).toBe(200);
    return (await res.json()).data;
  };
  const customer = await post('/v2/customer/add', { name: '扫码测试酒店', phone: '075588880001', contacts: [{ name: '前台', phone: '13900008888' }] });
  const [model] = (await (await request.get('/api/v2/product/list?keyword=商用净水机')).json()).data;
  const unit = await post('/v2/customer/production/save', { productId: model.id, customerId: customer.id, serialNumber: SERIAL });
  const { codes } = await post('/productQR/generateDownloadQrUrl', { customerProductIds: [unit.id] });
  return { id: unit.id, url: codes[0].url };
}

describe('a customer product QR code that customers scan to ask for service', () => {
  let admin: Page;
  let product: { id: number; url: string };

  beforeAll(async () => {
    admin = await app.signedIn(ADMIN);
    product = await productWithCode(admin.request);
  });

  it('lets anyone who scans the code, without signing in, send a service request', async () => {
    const visitor = await app.newPage();
    await visitor.goto(product.url);
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
    await admin.goto(`/productManage/productDetail/0/${product.id}`);
    await eventually(() => admin.getByRole('row').filter({ hasText: '净水机漏水，请尽快上门' }).count()).toBe(1);
    expect(await admin.getByRole('row').filter({ hasText: '陈经理' }).innerText()).toContain('13911112222');
  });

  it('refuses a code that does not exist', async () => {
    const visitor = await app.newPage();
    await visitor.goto('/qr/AAAAAAAAAAAAAAAAAAAAAA');
    await visitor.getByText('二维码不存在').waitFor();
    await visitor.context().close();
  });
});
