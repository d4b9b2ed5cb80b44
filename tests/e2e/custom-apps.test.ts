import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appInBrowser, confirmDialog, eventually, openFromMenu, openSideGroup, screenshot, seeMessage, tabTitles, textsOf } from './support';

const app = appInBrowser();

const signedIn = (phone: string) => app.atHome(phone);

const FIELDS = [
  ['单行文本', '设备名称'],
  ['数字', '数量'],
  ['多行文本', '故障描述'],
] as const;

// One story: each step works on what the one before made.
describe('an enterprise adds its own list application', () => {
  let admin: Page;
  let dispatcher: Page;

  it('the administrator creates a list application in a new group', async () => {
    admin = await signedIn('13800000001');
    await openFromMenu(admin, '系统设置', '应用设置', '自定义应用');
    await admin.getByRole('button', { name: '新增分组' }).click();
    let dialog = admin.getByRole('dialog');
    await dialog.getByPlaceholder('请输入分组名称').fill('现场管理');
    await confirmDialog(dialog);
    await dialog.waitFor({ state: 'detached' });

    const group = admin.locator('.arco-card-size-small').filter({ has: admin.locator('.arco-card-header-title', { hasText: '现场管理' }) });
    await group.getByRole('button', { name: '新增应用' }).click();
    dialog = admin.getByRole('dialog');
    await dialog.getByPlaceholder('请输入应用名称').fill('设备台账');
    await confirmDialog(dialog);
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => textsOf(group.locator('tbody tr td:first-child'))).toEqual(['设备台账']);
  });

  it('designs its form with three fields in the form builder', async () => {
    await admin.getByRole('row', { name: /设备台账/ }).getByRole('button', { name: '设计表单' }).click();
    const drawer = admin.locator('.arco-drawer');
    const palette = drawer.getByRole('region', { name: '控件' });
    const settings = drawer.getByRole('region', { name: '字段设置' });
    for (const [control, title] of FIELDS) {
      await palette.getByRole('button', { name: control, exact: true }).click();
      await settings.getByLabel('标题').fill(title);
    }
    await drawer.getByRole('button', { name: '保存' }).click();
    await seeMessage(admin, '保存成功');
    await eventually(() => textsOf(drawer.locator('.form-builder-card-title'))).toEqual(FIELDS.map(([, title]) => title));
  });

  it('a dispatcher finds it in the menu, adds a record and sees it in the list', async () => {
    dispatcher = await signedIn('13800000002');
    expect(await openSideGroup(dispatcher, '自定义应用')).toEqual(['用车登记', '公司官网', '设备台账']);
    // Each group of custom applications is a heading inside the section.
    await dispatcher.getByRole('complementary').locator('.arco-menu-group-title', { hasText: '现场管理' }).waitFor();
    await dispatcher.getByRole('complementary').getByRole('menuitem', { name: '设备台账', exact: true }).click();
    await dispatcher.waitForURL(/\/FineControlList\?templateId=\d+&templateName=%E8%AE%BE/);
    await eventually(() => tabTitles(dispatcher)).toEqual(['首页', '设备台账']);

    await dispatcher.getByRole('button', { name: '新增' }).click();
    const dialog = dispatcher.getByRole('dialog');
    await dialog.getByRole('group', { name: '设备名称' }).locator('input').fill('三号机组空调');
    await dialog.getByRole('group', { name: '数量' }).locator('input').fill('2');
    await dialog.getByRole('group', { name: '故障描述' }).locator('textarea').fill('制冷效果差');
    await dialog.getByRole('button', { name: '提交' }).click();
    await dialog.waitFor({ state: 'detached' });

    const row = dispatcher.getByRole('row', { name: /三号机组空调/ });
    await eventually(() => textsOf(row.locator('td'))).toEqual(['三号机组空调', '2', '制冷效果差', '李派单', expect.any(String), expect.stringContaining('详情')]);
    await screenshot(dispatcher, 'custom-apps-record-list');
    await row.getByRole('button', { name: '详情' }).click();
    await dispatcher.locator('.arco-drawer').getByText('制冷效果差').waitFor();
  });
});
