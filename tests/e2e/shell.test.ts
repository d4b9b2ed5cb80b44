import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Download, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@domain/common/messages';
import { DownloadTexts } from '@domain/downloads/downloads.constants';
import {
  appInBrowser,
  chooseFromUserMenu,
  eventually,
  openFromMenu,
  openSideGroup,
  screenshot,
  seeMessage,
  sideMenuNames,
  signInByCode,
  tabTitles,
  topMenuNames,
} from './support';

const ADMIN = '13800000001';

const app = appInBrowser();

const adminAtHome = () => app.atHome(ADMIN);

const userButton = (page: Page) => page.getByRole('button', { name: '用户菜单' });

describe('the shell of the demo administrator', () => {
  it('signs in by code and shows the menu of the administrator role', async () => {
    const page = await app.newPage();
    await signInByCode(page, ADMIN, app.server);

    await page.waitForURL('**/guideOne');
    await eventually(() => userButton(page).innerText()).toMatch(/王管理\s*系统管理员/);
    await page.getByRole('heading', { name: '你好，王管理' }).waitFor();
    // Other areas join the menu as they are built: check the entries of this foundation, not the whole list.
    await eventually(() => topMenuNames(page)).toEqual(expect.arrayContaining(['首页', '系统设置']));
    await eventually(() => sideMenuNames(page)).toEqual(expect.arrayContaining(['首页', '办公']));
    expect(await openSideGroup(page, '办公')).toContain('功能导航');

    await page.locator('.shell-top-menu').getByRole('menuitem', { name: '系统设置' }).click();
    await eventually(() => sideMenuNames(page)).toEqual(expect.arrayContaining(['首页', '组织架构', '系统参数']));
    expect(await sideMenuNames(page)).not.toContain('办公');
    expect(await openSideGroup(page, '组织架构')).toEqual(expect.arrayContaining(['组织架构', '人员标签']));
    expect(await openSideGroup(page, '系统参数')).toContain('系统参数');
    await screenshot(page, 'shell-admin-menu');
  });

  it('opens pages as tabs, switches between them and closes them', async () => {
    const page = await adminAtHome();

    await openFromMenu(page, '系统设置', '组织架构', '组织架构');
    await page.waitForURL('**/productSetting');
    await page.getByRole('row', { name: /王管理 13800000001/ }).waitFor();
    await openFromMenu(page, '系统设置', '组织架构', '人员标签');
    await page.waitForURL('**/tagsManage/personTag');
    await openFromMenu(page, '系统设置', '系统参数', '系统参数');
    await page.waitForURL('**/systemParam');
    await eventually(() => tabTitles(page)).toEqual(['首页', '组织架构', '人员标签', '系统参数']);
    // The shell's strip only: the page has tabs of its own (系统参数, 操作日志).
    expect(await page.getByRole('tablist', { name: '已打开的页面' }).getByRole('tab', { selected: true }).innerText()).toBe('系统参数');
    // Refreshing reloads the open page and rests the button for a second.
    const refresh = page.getByRole('button', { name: '刷新' });
    // Watched from inside the page: a busy machine may take longer than the second to ask after the click.
    // (The strip is watched, not the button: Arco wraps a disabled button anew for its tooltip.)
    type Watched = Window & { refreshRested?: boolean };
    await page.locator('.shell-tab-actions').evaluate((strip) => {
      new MutationObserver(() => {
        if (strip.querySelector<HTMLButtonElement>('button[aria-label="刷新"]')?.disabled) (window as Watched).refreshRested = true;
      }).observe(strip, { attributes: true, childList: true, subtree: true });
    });
    await refresh.click();
    await eventually(() => page.evaluate(() => (window as Watched).refreshRested)).toBe(true);
    await eventually(() => refresh.isEnabled()).toBe(true);

    await page.getByRole('tab', { name: '组织架构' }).click();
    await page.waitForURL('**/productSetting');
    // Closing the open page's tab opens its right-hand neighbour.
    await page.getByTitle('关闭组织架构').click();
    await page.waitForURL('**/tagsManage/personTag');
    await eventually(() => tabTitles(page)).toEqual(['首页', '人员标签', '系统参数']);

    await page.getByRole('button', { name: '标签操作' }).click();
    await page.getByRole('menuitem', { name: '关闭其他' }).click();
    await eventually(() => tabTitles(page)).toEqual(['首页', '人员标签']);
    expect(new URL(page.url()).pathname).toBe('/tagsManage/personTag');

    await page.getByRole('button', { name: '标签操作' }).click();
    await page.getByRole('menuitem', { name: '关闭全部' }).click();
    await page.waitForURL('**/guideOne');
    await eventually(() => tabTitles(page)).toEqual(['首页']);
    await screenshot(page, 'shell-tabs-closed');
  });

  it('subscribes to the daily messages and unsubscribes again', async () => {
    const page = await adminAtHome();
    await page.getByRole('listitem', { name: '订阅消息（未完成）' }).waitFor();

    await chooseFromUserMenu(page, '订阅消息');
    const dialog = page.getByRole('dialog', { name: '订阅消息' });
    const todo = dialog.getByRole('switch', { name: '订阅待办事项' });
    await eventually(() => todo.getAttribute('aria-checked')).toBe('false');
    expect(await dialog.getByRole('switch', { name: '待派单工单' }).isDisabled()).toBe(true);

    await todo.click();
    await seeMessage(page, Messages.subscribed);
    await eventually(() => todo.getAttribute('aria-checked')).toBe('true');
    expect(await dialog.getByRole('switch', { name: '待派单工单' }).isEnabled()).toBe(true);

    await dialog.getByRole('tab', { name: '统计数据' }).click();
    const statistics = dialog.getByRole('switch', { name: '订阅统计数据' });
    await statistics.click();
    await eventually(() => statistics.getAttribute('aria-checked')).toBe('true');
    await statistics.click();
    await seeMessage(page, Messages.unsubscribed);
    await eventually(() => statistics.getAttribute('aria-checked')).toBe('false');

    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // The home guide counts the step done while one subscription stays on.
    await page.getByRole('listitem', { name: '订阅消息（已完成）' }).waitFor();
    await screenshot(page, 'shell-subscribed');
  });

  it('signs out to /login, and the shell then asks to sign in again', async () => {
    const page = await adminAtHome();

    await chooseFromUserMenu(page, '退出登录');
    await seeMessage(page, Messages.logoutOk);
    await page.waitForURL('**/login');

    await page.goto('/productSetting');
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/productSetting');
    await page.getByRole('button', { name: /^登\s*录$/ }).waitFor();
    await screenshot(page, 'shell-signed-out');
  });
});

/** The columns of the staff export. */
const HEADER = ['姓名', '手机号', '部门', '角色', '状态', '创建时间'];

describe('exporting the staff and downloading the file from the download centre', () => {
  let page: Page;

  beforeAll(async () => {
    page = await app.signedIn(ADMIN);
    await page.goto('/productSetting');
    await page.getByRole('row', { name: /王管理 13800000001/ }).waitFor();
  });

  /** Starts an export from the organisation page's 导出 menu (which also closes an open download centre). */
  async function startExport(format: string): Promise<void> {
    await page.getByRole('button', { name: DownloadTexts.export }).click();
    await page.getByRole('menuitem', { name: format }).click();
    await seeMessage(page, DownloadTexts.queued);
  }

  /** Opens the download centre, waits for the file of that extension to be done and downloads it. */
  async function downloadFromCentre(extension: string): Promise<Download> {
    await page.getByRole('button', { name: DownloadTexts.title }).click();
    const list = page.getByRole('list', { name: DownloadTexts.title });
    const item = list.getByRole('listitem').filter({ hasText: new RegExp(`^人员数据\\d{14}\\.${extension}`) });
    // The link appears once the background export has written the file.
    const link = item.getByRole('link', { name: DownloadTexts.download });
    await link.waitFor();
    await item.getByLabel('已完成').waitFor();
    // The shell's 导出完成 notification (top right, 3 s, held open while hovered) lies over the
    // download button and the popover's 下载 links: move the pointer off it and let it go.
    await page.mouse.move(700, 500);
    await page.locator('.arco-notification').waitFor({ state: 'detached' });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    return download;
  }

  it('exports Excel and downloads a workbook of the staff', async () => {
    await startExport(DownloadTexts.exportExcel);
    const download = await downloadFromCentre('xlsx');

    expect(download.suggestedFilename()).toMatch(/^人员数据\d{14}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const rows = workbook.worksheets[0].getSheetValues().filter(Boolean).map((row) => (row as unknown[]).slice(1));
    expect(rows[0]).toEqual(HEADER);
    expect(rows.find((row) => row[0] === '王管理')?.slice(0, 2)).toEqual(['王管理', ADMIN]);
    await screenshot(page, 'downloads-xlsx');
  });

  it('exports CSV and downloads a text file of the staff', async () => {
    await startExport(DownloadTexts.exportCsv);
    const download = await downloadFromCentre('csv');

    expect(download.suggestedFilename()).toMatch(/^人员数据\d{14}\.csv$/);
    const lines = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '').split(/\r?\n/);
    expect(lines[0]).toBe(HEADER.join(','));
    // The phone is written as ="…" so that a spreadsheet keeps it text.
    expect(lines.some((line) => line.startsWith('王管理,"=""13800000001""",'))).toBe(true);
    // Both files stay listed in the centre.
    expect(await page.getByRole('list', { name: DownloadTexts.title }).getByRole('listitem').count()).toBe(2);
    await screenshot(page, 'downloads-csv');
  });
});

// Last in the file: the role is stored on the account, so a failure half-way must not meet the paths above.
describe('switching the role', () => {
  it('switches the role, which changes the menu, clears the tabs and goes home', async () => {
    const page = await adminAtHome();
    await openFromMenu(page, '系统设置', '组织架构', '组织架构');
    await page.waitForURL('**/productSetting');

    await chooseFromUserMenu(page, '切换角色');
    const dialog = page.getByRole('dialog', { name: '切换角色' });
    // Arco hides the radio inputs behind their labels: read the inputs, click the labels.
    await eventually(() => dialog.getByRole('radio', { name: /系统管理员\s*当前角色/ }).isChecked()).toBe(true);
    expect(await dialog.getByRole('button', { name: '确定' }).isDisabled()).toBe(true);
    await dialog.getByText('派单员').click();
    await dialog.getByRole('button', { name: '确定' }).click();

    await seeMessage(page, Messages.roleSwitched);
    await page.waitForURL('**/guideOne');
    await eventually(() => userButton(page).innerText()).toMatch(/王管理\s*派单员/);
    await page.getByRole('cell', { name: '当前角色 派单员' }).waitFor();
    await eventually(() => tabTitles(page)).toEqual(['首页']);
    // 功能导航 lists every entry of the role's menu, by group: the organisation is the administrator's.
    await openFromMenu(page, '首页', '办公', '功能导航');
    await page.getByRole('region', { name: '办公' }).waitFor();
    expect(await page.getByRole('region', { name: '组织架构' }).count()).toBe(0);
    await screenshot(page, 'shell-role-dispatcher');

    // And back: the settings return with the administrator role.
    await chooseFromUserMenu(page, '切换角色');
    await page.getByRole('dialog', { name: '切换角色' }).getByText('系统管理员').click();
    await page.getByRole('dialog', { name: '切换角色' }).getByRole('button', { name: '确定' }).click();
    await eventually(() => userButton(page).innerText()).toMatch(/王管理\s*系统管理员/);
    await openFromMenu(page, '首页', '办公', '功能导航');
    await page.getByRole('region', { name: '组织架构' }).waitFor();
  });
});
