import { describe, expect, it } from 'vitest';
import { api, appInBrowser, screenshot } from './support';

const ADMIN = '13800000001';
const app = appInBrowser();

describe('an exchange', () => {
  it('the administrator passes the demo’s exchange: a unit leaves the warehouse and the customer product gets the new serial number', async () => {
    const admin = await app.signedIn(ADMIN);
    await admin.goto('/returnChange');
    const row = admin.getByRole('row').filter({ hasText: 'EC-21-24014' });
    await row.getByText('待审批').waitFor();
    await row.getByRole('link', { name: /^TH\d{8}$/ }).click();
    await admin.waitForURL(/\/returnChangeDetail\?id=\d+$/);

    await admin.getByRole('button', { name: '审批通过', exact: true }).click();
    const dialog = admin.getByRole('dialog');
    const part = dialog.getByRole('combobox', { name: '换货备件' });
    await part.click();
    await part.locator('input').fill('电容');
    await admin.getByRole('option', { name: /^电容/ }).click();
    await dialog.getByRole('textbox', { name: '新序列号' }).fill('EC-21-30001');
    await dialog.getByRole('button', { name: /^确\s*定$/ }).click();
    await admin.getByText('已通过', { exact: true }).waitFor();
    await admin.getByText('EC-21-24014 → EC-21-30001').waitFor();
    expect(await admin.getByRole('button', { name: '审批通过', exact: true }).count()).toBe(0);
    await screenshot(admin, 'return-change-exchange-passed');

    const products = await api<{ serialNumber: string }[]>(admin, '/v2/customer/production/list?pageIndex=0&pageSize=100');
    expect(products.map((p) => p.serialNumber)).toContain('EC-21-30001');
    expect(products.map((p) => p.serialNumber)).not.toContain('EC-21-24014');
  });
});
