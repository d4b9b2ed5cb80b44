import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { api, appInBrowser, eventually, screenshot } from './support';

const ADMIN = '13800000001';
const STAFF = '13800000003';
const KEEPER = '13800000009';
const app = appInBrowser();


/** Chooses a part in a part picker by typing its name. */
async function pickPart(page: Page, label: string, name: string) {
  const select = page.getByRole('combobox', { name: label });
  await select.click();
  await select.locator('input').fill(name);
  // The whole catalogue is listed until the search answers, this part among the others: click it only in the
  // searched list, or the list can change under the click (it missed, and the select closed empty).
  const options = page.getByRole('option');
  const searched = (texts: string[]) => texts.length > 0 && texts.every((text) => text.startsWith(name));
  await eventually(async () => searched(await options.allInnerTexts())).toBe(true);
  await page.getByRole('option', { name: new RegExp(`^${name}`) }).click();
  await select.getByText(new RegExp(`^${name}`)).waitFor();
}

const myQty = async (staff: Page, part: string) => {
  const rows = (await api<{ list: { partName: string; qty: string }[] }>(staff, '/v2/spare/stock/mine?pageSize=100')).list;
  return rows.find((r) => r.partName === part)?.qty;
};

describe('spare parts used on an order', () => {
  it('staff claims parts, uses them on an order, the fees show them, and the stock and the ledger agree', async () => {
    const staff = await app.atHome(STAFF);
    const before = Number(await myQty(staff, '冷凝器'));

    // 1. Claim two condensers from the sub-warehouse on /spareGet.
    await staff.goto('/spareGet');
    const from = staff.getByRole('combobox', { name: '来源仓库' });
    await from.click();
    await staff.getByRole('option', { name: '浦西分仓' }).click();
    await pickPart(staff, '第1行备件', '冷凝器');
    await staff.getByRole('textbox', { name: '第1行数量' }).fill('2');
    await staff.getByRole('button', { name: '提交申领' }).click();
    await staff.getByText('已申领 2 件').waitFor();
    await eventually(() => myQty(staff, '冷凝器')).toBe(String(before + 2));

    // 2. An order for 张师傅, waiting for service.
    const admin = await app.signedIn(ADMIN);
    const users = await api<{ id: number; name: string }[]>(admin, '/v2/user/list?pageSize=100');
    const [order] = (await api<{ list: { id: number }[] }>(admin, '/v2/order/getAllOrderList?view=assign&pageSize=10')).list;
    const assigned = await api<{ success: boolean; message: string }>(admin, '/worker/batchDesignate', { ids: [order.id], ownerId: users.find((u) => u.name === '张师傅')!.id });
    expect(assigned.success, assigned.message).toBe(true);
    const accepted = await api<{ success: boolean; message: string }>(staff, '/order/accept', { id: order.id });
    expect(accepted.success, accepted.message).toBe(true);

    // 3. Use three on the order from its detail's 备件 tab.
    await staff.goto(`/allOrder/orderDetail/${order.id}`);
    await staff.getByRole('tab', { name: '备件', exact: true }).click();
    await staff.getByRole('button', { name: '登记用料' }).click();
    const dialog = staff.getByRole('dialog');
    await pickPart(staff, '第1行备件', '冷凝器');
    await dialog.getByRole('textbox', { name: '第1行数量' }).fill('3');
    await dialog.getByRole('button', { name: /^确\s*定$/ }).click();
    await staff.getByText('已登记用料').waitFor();
    await staff.getByRole('row').filter({ hasText: '冷凝器 ×3个' }).filter({ hasText: '1140.00' }).waitFor();

    // 4. The order's fees carry them.
    await staff.getByRole('tab', { name: '费用', exact: true }).click();
    await staff.getByText('¥1140.00').first().waitFor();
    await screenshot(staff, 'spare-parts-order-fees');

    // 5. My parts and the ledger agree.
    await staff.goto('/spareMine');
    await staff.getByRole('row').filter({ hasText: '冷凝器' }).filter({ hasText: `${before - 1} 个` }).waitFor();
    // The stock log is the keepers' and dispatchers' menu screen (staff typing it get the permission page):
    // the administrator opens it on 张师傅's lines.
    await admin.goto(`/stockLog?userId=${users.find((u) => u.name === '张师傅')!.id}`);
    const used = admin.getByRole('row').filter({ hasText: '工单消耗' }).filter({ hasText: '冷凝器' });
    await used.waitFor();
    expect(await used.innerText()).toContain('张师傅（个人）');
    const claimed = admin.getByRole('row').filter({ hasText: '申领' }).filter({ hasText: '冷凝器' }).first();
    expect(await claimed.innerText()).toContain('浦西分仓');
    await screenshot(admin, 'spare-parts-stock-log');
  });
});

describe('old parts recycled from an order', () => {
  it('staff writes the recycle form on the order, the keeper scans it in, and the record shows the receipt', async () => {
    const staff = await app.atHome(STAFF);
    const admin = await app.signedIn(ADMIN);
    const users = await api<{ id: number; name: string }[]>(admin, '/v2/user/list?pageSize=100');
    const [order] = (await api<{ list: { id: number }[] }>(admin, '/v2/order/getAllOrderList?view=assign&pageSize=10')).list;
    const assigned = await api<{ success: boolean; message: string }>(admin, '/worker/batchDesignate', { ids: [order.id], ownerId: users.find((u) => u.name === '张师傅')!.id });
    expect(assigned.success, assigned.message).toBe(true);

    // 1. On the order's 备件 tab, 张师傅 writes down the compressor he took out.
    await staff.goto(`/allOrder/orderDetail/${order.id}`);
    await staff.getByRole('tab', { name: '备件', exact: true }).click();
    await staff.getByRole('button', { name: '填写旧件回收单' }).click();
    const dialog = staff.getByRole('dialog');
    await pickPart(staff, '第1行备件', '压缩机');
    await dialog.getByRole('textbox', { name: '拆机原因' }).fill('压缩机卡缸');
    await dialog.getByRole('button', { name: /^确\s*定$/ }).click();
    const saved = staff.getByText(/^已提交回收单 JJ\d{8}$/);
    await saved.waitFor();
    const code = (await saved.innerText()).replace('已提交回收单 ', '');
    await staff.getByRole('row').filter({ hasText: code }).filter({ hasText: '待回收' }).waitFor();

    // 2. The keeper of 浦西分仓 scans it in at /oldPartsRecyle/scan (a typed code and Enter here).
    const keeper = await app.atHome(KEEPER);
    await keeper.goto('/oldPartsRecyle/scan');
    const box = keeper.getByRole('textbox', { name: '回收单号' });
    await box.fill(code);
    await box.press('Enter');
    await keeper.getByRole('row').filter({ hasText: code }).filter({ hasText: '压缩机 ×1台' }).waitFor();
    await keeper.getByRole('combobox', { name: '收件仓库' }).click();
    await keeper.getByRole('option', { name: '浦西分仓' }).click();
    await keeper.getByRole('button', { name: /确认收件/ }).click();
    await keeper.getByText('已收件：1张').waitFor();
    await screenshot(keeper, 'old-parts-scan');

    // 3. The record and the old-part store show the receipt.
    await staff.goto('/oldPartsRecyle');
    await staff.getByRole('row').filter({ hasText: code }).filter({ hasText: '已回收·浦西分仓·郑仓管' }).waitFor();
    const store = await api<{ list: { partName: string; qty: string }[] }>(keeper, '/old/part/stock/list?pageSize=100');
    expect(Number(store.list.find((r) => r.partName === '压缩机')?.qty)).toBeGreaterThanOrEqual(2);
  });
});

describe('a claim that needs approval', () => {
  it('waits for the keeper: nothing moves until 郑仓管 approves it on /spareExamine, then the stock moves', async () => {
    const admin = await app.signedIn(ADMIN);
    const set = await api<{ success: boolean; message: string }>(admin, '/v2/spare/enterprise/save', { storehouseType: 2, approvalTypes: [7] });
    expect(set.success, set.message).toBe(true);
    try {
      const staff = await app.atHome(STAFF);
      const before = Number((await myQty(staff, '压缩机')) ?? 0);

      // 1. 张师傅 claims a compressor from the sub-warehouse: it is filed for approval.
      await staff.goto('/spareGet');
      await staff.getByRole('combobox', { name: '来源仓库' }).click();
      await staff.getByRole('option', { name: '浦西分仓' }).click();
      await pickPart(staff, '第1行备件', '压缩机');
      await staff.getByRole('textbox', { name: '第1行数量' }).fill('1');
      await staff.getByRole('button', { name: '提交申领' }).click();
      await staff.getByText('已提交审批').waitFor();
      expect(Number((await myQty(staff, '压缩机')) ?? 0)).toBe(before);

      // 2. The keeper of 浦西分仓 approves it.
      const keeper = await app.atHome(KEEPER);
      await keeper.goto('/spareExamine');
      const row = keeper.getByRole('row').filter({ hasText: '压缩机 ×1台' }).filter({ hasText: '待审批' });
      await row.getByRole('button', { name: '通过' }).click();
      await keeper.getByText('已通过').waitFor();
      await screenshot(keeper, 'spare-parts-approval');

      // 3. Only now the compressor is in 张师傅's stock.
      await eventually(() => myQty(staff, '压缩机')).toBe(String(before + 1));
      await staff.goto('/sparelog');
      await staff.getByRole('row').filter({ hasText: '压缩机 ×1台' }).filter({ hasText: '已完成' }).filter({ hasText: '郑仓管' }).waitFor();
    } finally {
      await api(admin, '/v2/spare/enterprise/save', { storehouseType: 2, approvalTypes: [] });
    }
  });
});

describe('axe-core finds no critical or serious violation on the spare-part screens', () => {
  it.each([
    { path: '/spareList', ready: (page: Page) => page.getByRole('row').filter({ hasText: '扎带' }).waitFor() },
    { path: '/spareStock', ready: (page: Page) => page.getByRole('row').filter({ hasText: '总仓库' }).first().waitFor() },
    { path: '/spareOutAndIn', ready: (page: Page) => page.getByRole('button', { name: '提交入库' }).waitFor() },
    { path: '/stockLog', ready: (page: Page) => page.getByRole('row').filter({ hasText: '申领' }).first().waitFor() },
    { path: '/oldPartsRecyle', ready: (page: Page) => page.getByRole('row').filter({ hasText: '电容 ×2个' }).waitFor() },
    { path: '/oldPartsRecyle?tab=mine', ready: (page: Page) => page.getByRole('button', { name: '退还旧件' }).waitFor() },
  ])('on $path', async ({ path, ready }) => {
    const page = await app.atHome(ADMIN);
    await page.goto(path);
    await ready(page);
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
