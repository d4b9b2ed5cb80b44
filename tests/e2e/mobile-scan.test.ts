import type { Frame } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { mockHostInBrowser } from './hosts-support';
import { apiCall, screenshot } from './support';

/** A phone (iPhone 12–15 size), as in the other mobile tests. */
const PHONE = { width: 390, height: 844 };
const hosts = { wecom: mockHostInBrowser('wecom'), dingtalk: mockHostInBrowser('dingtalk') };

/** A customer product with its printed QR code in the signed-in user's enterprise (made through the API). */
async function productWithCode(frame: Frame, serialNumber: string): Promise<{ id: number; url: string }> {
  const post = async <T,>(path: string, body: object) => {
    const answer = await apiCall<T>(frame, path, body);
    expect(answer.success, answer.message).toBe(true);
    return answer.data;
  };
  const model = await post<{ id: number }>('/v2/product/save', { name: '扫码测试机', model: 'SCAN-1' });
  const customer = await post<{ id: number }>('/v2/customer/add', { name: `扫码客户${serialNumber}`, phone: `0755${String(Date.now()).slice(-8)}`, contacts: [{ name: '前台', phone: '13900008888' }], addresses: [] });
  const unit = await post<{ id: number }>('/v2/customer/production/save', { productId: model.id, customerId: customer.id, serialNumber });
  const { codes } = await post<{ codes: { url: string }[] }>('/productQR/generateDownloadQrUrl', { customerProductIds: [unit.id] });
  return { id: unit.id, url: codes[0].url };
}

describe('扫码 on the phone at 390×844', () => {
  for (const [name, host] of Object.entries(hosts)) {
    it(`inside the mock ${name === 'wecom' ? 'WeCom' : 'DingTalk'} client: the host's scanner reads a product QR code and the phone opens that product's phone screen, and 维修扫码 its repair order`, async () => {
      const { page, app } = await host.open(PHONE);
      await app.getByRole('navigation', { name: '主导航' }).waitFor({ timeout: 30_000 });
      const frame = page.frames().find((f) => f.url().startsWith(host.run.server.origin))!;
      const serial = `SCAN-${name}-${Date.now()}`;
      const product = await productWithCode(frame, serial);

      // The WeCom sidebar opens on the chat's customer: 扫码 is on the to-do home.
      await frame.goto(`${host.run.server.origin}/m`);
      await app.getByRole('link', { name: '扫码' }).click();
      await app.getByRole('heading', { name: '扫码' }).waitFor();
      // What the host's camera sees next (the mock client answers its scanner with it).
      await frame.evaluate((code) => ((window as unknown as { __MOCK_HOST__: { scanCode: string } }).__MOCK_HOST__.scanCode = code), product.url);
      await app.getByRole('button', { name: '扫一扫' }).click();

      await frame.waitForURL((url) => url.pathname === `/m/product/${product.id}`);
      await app.getByRole('region', { name: '产品信息' }).getByText(serial).first().waitFor();
      const scanned = await frame.evaluate(() => (window as unknown as { __MOCK_HOST__: { log: { scanned: string[] } } }).__MOCK_HOST__.log.scanned);
      expect(scanned).toEqual([product.url]);
      await screenshot(page, `mobile-scan-${name}`);

      // 维修扫码 in the same host: the product signed in at the desk, the host's scanner opens its repair order.
      const signed = await apiCall<{ order: { repairNo: string } }>(frame, '/v2/repair/order/scanSignIn', { code: product.url, fault: '不制热' });
      expect(signed.success, signed.message).toBe(true);
      await frame.goto(`${host.run.server.origin}/m/repairScan`);
      await app.getByRole('heading', { name: '维修扫码' }).waitFor();
      await frame.evaluate((code) => ((window as unknown as { __MOCK_HOST__: { scanCode: string } }).__MOCK_HOST__.scanCode = code), product.url);
      await app.getByRole('button', { name: '扫一扫' }).click();
      await frame.waitForURL((url) => /^\/m\/repair\/\d+$/.test(url.pathname));
      await app.getByRole('region', { name: '维修单' }).getByRole('heading', { name: signed.data.order.repairNo }).waitFor();
    });
  }
});
