import { beforeAll, describe, expect, it } from 'vitest';
import { freeEditionNotice, Messages } from '@domain/common/messages';
import {
  appInBrowser,
  eventually,
  openSideGroup,
  screenshot,
  sideGroup,
  signInByCode,
  signInByPassword,
  submitPasswordSignIn,
  textsOf,
} from './support';

const app = appInBrowser();
let hotline: string;

beforeAll(async () => {
  const answer = await fetch(`${app.server.origin}/api/v2/system/customServicePhone`);
  hotline = ((await answer.json()) as { data: { phone: string } }).data.phone;
});

describe('signing in in the browser', () => {
  it('takes the administrator from /login to the home guide inside the shell', async () => {
    const page = await app.newPage();
    await signInByPassword(page, '13800000001');

    await page.waitForURL('**/guideOne');
    await expect.poll(() => page.getByText('王管理').first().isVisible(), { timeout: 15_000 }).toBe(true);
    await screenshot(page, 'sign-in-guide-one');
  });

  it('signs a dispatcher in with the code texted to the phone', async () => {
    const page = await app.newPage();
    await signInByCode(page, '13800000002', app.server);

    await page.waitForURL('**/guideOne');
    await expect.poll(() => page.getByText('李派单').first().isVisible(), { timeout: 15_000 }).toBe(true);
  });

  it('lets a phone in two enterprises choose the one to enter', async () => {
    const page = await app.newPage();
    await submitPasswordSignIn(page, '13800000099');

    await page.getByRole('heading', { name: '选择企业' }).waitFor();
    const choices = page.getByRole('list', { name: '企业列表' }).getByRole('button');
    await eventually(() => textsOf(choices)).toEqual(['示例科技有限公司\n多企业用户', '免费体验工作室\n多企业用户']);
    expect(new URL(page.url()).pathname).toBe('/login');

    await choices.filter({ hasText: '免费体验工作室' }).click();
    await page.waitForURL('**/guideOne');
    await page.getByRole('cell', { name: '企业 免费体验工作室' }).waitFor();
    await eventually(() => page.getByRole('button', { name: '用户菜单' }).innerText()).toMatch(/多企业用户\s*系统管理员/);
    await screenshot(page, 'sign-in-chosen-enterprise');
  });
});

describe('what each plan lets an enterprise do', () => {
  it('shows the free enterprise a lock on charged entries and the upgrade dialog behind them', async () => {
    const page = await app.signedIn('13800000011');
    await page.waitForURL('**/guideOne');
    await page.getByRole('cell', { name: '版本 免费版' }).waitFor();

    await page.locator('.shell-top-menu').getByRole('menuitem', { name: '系统设置' }).click();
    await openSideGroup(page, '组织架构');
    const tags = page.getByRole('complementary').getByRole('menuitem', { name: '人员标签' });
    await tags.getByLabel('付费功能').waitFor();
    expect(await page.getByRole('complementary').getByRole('menuitem', { name: '组织架构' }).getByLabel('付费功能').count()).toBe(0);

    await tags.click();
    const dialog = page.getByRole('dialog', { name: '升级为VIP版本' });
    await dialog.getByText(freeEditionNotice('人员标签', hotline)).waitFor();
    await dialog.getByRole('img', { name: '付费升级二维码' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/guideOne');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Typing the address leads to the lock too, not to the page.
    await page.goto('/tagsManage/personTag');
    await page.getByText('人员标签为付费功能').waitFor();
    await dialog.getByRole('img', { name: '付费升级二维码' }).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: '查看升级方式' }).click();
    await dialog.getByText(freeEditionNotice('人员标签', hotline)).waitFor();
    await screenshot(page, 'plans-free-locked');
  });

  it('sends the expired enterprise to /errorOverdue, wherever it goes', async () => {
    const page = await app.signedIn('13800000031');

    await page.waitForURL('**/errorOverdue');
    await page.getByText(Messages.serviceExpired, { exact: true }).waitFor();
    await page.getByText('过期设备公司的服务已到期').waitFor();
    await page.getByRole('link', { name: hotline }).waitFor();

    await page.goto('/productSetting');
    await page.waitForURL('**/errorOverdue');
    await screenshot(page, 'plans-expired');

    await page.getByRole('button', { name: '退出登录' }).click();
    await page.waitForURL('**/login');
  });

  it('stops the trial enterprise over its headcount with a modal that leads to the organisation', async () => {
    const page = await app.signedIn('13800000021');
    await page.waitForURL('**/guideOne');
    await page.getByRole('cell', { name: '已用/购买人数 5 人 / 3 人' }).waitFor();

    // In the menu the entry is shut, with a lock that says why, and a click leads nowhere.
    await page.locator('.shell-top-menu').getByRole('menuitem', { name: '系统设置', exact: true }).click();
    const entry = (await sideGroup(page, '系统参数')).filter({ hasText: '系统参数' }).first();
    expect(await entry.getAttribute('aria-disabled')).toBe('true');
    await entry.getByLabel(Messages.overPaidHeadcount).waitFor();
    await entry.click({ force: true });
    expect(new URL(page.url()).pathname).toBe('/guideOne');

    await page.goto('/systemParam');
    const modal = page.getByRole('dialog', { name: Messages.headcountExceeded });
    await modal.getByText('当前企业共有 5 名用户，套餐允许 3 名，请先调整人员。').waitFor();
    await modal.getByText(hotline).waitFor();
    await screenshot(page, 'plans-trial-headcount');

    await modal.getByRole('button', { name: Messages.headcountAck }).click();
    await page.waitForURL('**/productSetting');
    await modal.waitFor({ state: 'detached' });
    await page.getByRole('row', { name: /刘试用 13800000021/ }).waitFor();
    await screenshot(page, 'plans-trial-organisation');
  });
});
