import type { Frame, Page, Request } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@domain/common/messages';
import { AnnouncementTexts } from '@domain/notices/announcements.schemas';
import { NoticeTexts } from '@domain/notices/notices.constants';
import { NoticePaths } from '@domain/notices/notices.paths';
import {
  appInBrowser,
  confirmDialog,
  eventually,
  formItem,
  openSideGroup,
  sideGroup,
  pickOptions,
  screenshot,
  seeMessage,
  sideMenuNames,
  signInByCode,
  textsOf,
  topMenuNames,
  treeItem,
} from './support';

const ADMIN = '13800000001';
const ENTERPRISE = '示例科技有限公司';
const DEPARTMENT = '服务三部';
const NEW_USER = { name: '孔师傅', phone: '13800000050' };

const app = appInBrowser();

const signedInAdmin = () => app.atHome(ADMIN);

/** The 系统设置 top menu's groups after it is chosen. */
async function settingsGroups(page: Page): Promise<string[]> {
  await page.locator('.shell-top-menu').getByRole('menuitem', { name: '系统设置', exact: true }).click();
  return sideMenuNames(page);
}

// One story, step by step: each step works on what the one before made.
describe('the administrator sets up a service staff user and decides their menu', () => {
  let admin: Page;
  let staff: Page;

  /** Ticks or unticks 系统设置 › 组织架构 › 组织架构 in the service staff role's menu, and saves the menu. */
  async function setServiceStaffOrganisation(granted: boolean): Promise<void> {
    await admin.goto('/productSetting?tab=role');
    await admin.getByRole('menuitem', { name: /^服务人员\s*\d+人$/ }).click();
    const entry = treeItem(admin, '组织架构', 2);
    const checkbox = entry.getByRole('checkbox');
    await eventually(() => checkbox.isChecked()).toBe(!granted);
    await entry.getByText('组织架构', { exact: true }).click();
    await eventually(() => checkbox.isChecked()).toBe(granted);
    // An earlier 保存成功 still on screen would pass for this save's.
    await eventually(() => admin.getByRole('alert').filter({ hasText: Messages.saveOk }).count()).toBe(0);
    await admin.getByRole('button', { name: '保存菜单' }).click();
    await seeMessage(admin, Messages.saveOk);
  }

  beforeAll(async () => {
    admin = await signedInAdmin();
  });

  it('adds a department under the enterprise, which the tree shows and chooses', async () => {
    await admin.goto('/productSetting');
    const tree = admin.getByRole('tree');
    await treeItem(admin, new RegExp(`^${ENTERPRISE}（\\d+）$`), 0).waitFor();

    await tree.getByRole('button', { name: '添加子部门' }).click();
    const dialog = admin.getByRole('dialog', { name: `添加子部门（上级：${ENTERPRISE}）` });
    await dialog.getByPlaceholder('请输入部门名称').fill(DEPARTMENT);
    await confirmDialog(dialog);

    await seeMessage(admin, Messages.saveOk);
    await dialog.waitFor({ state: 'detached' });
    const added = treeItem(admin, `${DEPARTMENT}（0）`, 1);
    // The new department is chosen: its actions show on it.
    await added.getByRole('button', { name: '重命名部门' }).waitFor();
    await admin.getByText('暂无数据').waitFor();
    await screenshot(admin, 'organization-department-added');
  });

  it('adds a service staff user to the new department, who appears in its member list', async () => {
    await admin.getByRole('button', { name: '添加用户' }).click();
    const dialog = admin.getByRole('dialog', { name: '添加用户' });
    await dialog.getByPlaceholder('请输入姓名').fill(NEW_USER.name);
    await dialog.getByPlaceholder('请输入手机号').fill(NEW_USER.phone);
    // The chosen department is the dialog's default.
    expect(await formItem(dialog, '部门').getByRole('combobox').innerText()).toBe(DEPARTMENT);
    await pickOptions(dialog, '角色', ['服务人员']);
    await confirmDialog(dialog);

    await seeMessage(admin, Messages.saveOk);
    await dialog.waitFor({ state: 'detached' });
    const row = admin.getByRole('row', { name: new RegExp(`${NEW_USER.name} ${NEW_USER.phone} ${DEPARTMENT}`) });
    await row.waitFor();
    expect(await row.getByRole('cell').allInnerTexts()).toEqual(expect.arrayContaining(['服务人员', '正常']));
    await treeItem(admin, `${DEPARTMENT}（1）`, 1).waitFor();
    await screenshot(admin, 'organization-user-added');
  });

  it('lets the new user sign in by code to the menu of the service staff role', async () => {
    staff = await app.newPage();
    await signInByCode(staff, NEW_USER.phone, app.server);
    // A new account has no password yet: the app offers to set one, which can wait.
    await staff.waitForURL(`**/passwordset/${NEW_USER.phone}?**`);
    await staff.getByRole('button', { name: '跳过，以后再说' }).click();
    await staff.waitForURL('**/guideOne');

    await eventually(() => staff.getByRole('button', { name: '用户菜单' }).innerText()).toMatch(new RegExp(`${NEW_USER.name}\\s*服务人员`));
    await eventually(() => sideMenuNames(staff)).toEqual(expect.arrayContaining(['首页', '办公']));
    expect(await openSideGroup(staff, '办公')).toEqual(expect.arrayContaining(['功能导航', '消息中心']));
    expect(await topMenuNames(staff)).not.toContain('系统设置');
    await screenshot(staff, 'organization-staff-menu');
  });

  it('shows the service staff the organisation once the administrator grants it to their role', async () => {
    await setServiceStaffOrganisation(true);
    await screenshot(admin, 'organization-role-granted');

    // The menu is read when the app loads: the user sees the change on the next load.
    await staff.reload();
    await eventually(() => topMenuNames(staff)).toContain('系统设置');
    expect(await settingsGroups(staff)).toEqual(['首页', '组织架构']);
    expect(await openSideGroup(staff, '组织架构')).toEqual(['组织架构']);
    await (await sideGroup(staff, '组织架构')).getByText('组织架构', { exact: true }).click();
    await staff.waitForURL('**/productSetting');
    await treeItem(staff, `${DEPARTMENT}（1）`, 1).click();
    await staff.getByRole('row', { name: new RegExp(`${NEW_USER.name} ${NEW_USER.phone} ${DEPARTMENT}`) }).waitFor();
    // They look, but do not manage: no 添加用户, no department actions, no 角色权限 tab.
    expect(await staff.getByRole('button', { name: '添加用户' }).count()).toBe(0);
    expect(await staff.getByRole('button', { name: '添加子部门' }).count()).toBe(0);
    expect(await staff.getByRole('tab', { name: '角色权限' }).count()).toBe(0);
    await screenshot(staff, 'organization-staff-granted');
  });

  it('hides the organisation again once the administrator takes it back', async () => {
    await setServiceStaffOrganisation(false);

    await staff.reload();
    await eventually(() => sideMenuNames(staff)).toEqual(expect.arrayContaining(['首页', '办公']));
    expect(await topMenuNames(staff)).toEqual(['首页']);
    expect(await openSideGroup(staff, '办公')).toEqual(expect.arrayContaining(['功能导航', '消息中心']));
    await screenshot(staff, 'organization-staff-revoked');
  });
});

describe('announcements', () => {
  it('reach another user as an unread notice in the message centre, counted on the bell', async () => {
    const title = '五一假期值班安排';
    const mechanic = await app.atHome('13800000003');
    const bell = mechanic.getByRole('button', { name: new RegExp(`^${NoticeTexts.centre}`) });
    const unreadBefore = await unreadAfterReload(mechanic);

    const admin = await signedInAdmin();
    await admin.goto('/noticeManage');
    await admin.getByRole('button', { name: AnnouncementTexts.publish }).click();
    const dialog = admin.getByRole('dialog', { name: AnnouncementTexts.publish });
    await dialog.getByPlaceholder('请输入公告标题').fill(title);
    await dialog.getByPlaceholder('请输入公告内容').fill('五一期间每天安排两名师傅值班，请在群内确认排班。');
    await pickOptions(dialog, '接收角色', ['服务人员']);
    await dialog.getByRole('button', { name: /^发\s*布$/ }).click();
    await seeMessage(admin, AnnouncementTexts.published);
    const row = admin.getByRole('row').filter({ hasText: title });
    await row.waitFor();
    expect(await row.getByRole('cell').allInnerTexts()).toEqual(expect.arrayContaining(['服务人员', '王管理']));
    await screenshot(admin, 'announcement-published');

    // Delivery is a background job, and the bell polls once a minute: reload until the notice has arrived.
    await eventually(() => unreadAfterReload(mechanic)).toBe(unreadBefore + 1);
    await bell.click();
    await mechanic.waitForURL('**/MessageCenter');
    // Each notice is a list item whose title is the button that opens it.
    const notice = mechanic.getByRole('button', { name: title });
    const item = mechanic.getByRole('listitem').filter({ has: notice });
    await item.getByLabel(NoticeTexts.unread).waitFor();
    expect(await textsOf(mechanic.getByRole('tab', { name: new RegExp(`^${NoticeTexts.unread}`) }))).toEqual([
      `${NoticeTexts.unread}（${unreadBefore + 1}）`,
    ]);
    await screenshot(mechanic, 'announcement-received');

    // Opening it reads it: the bell counts one fewer.
    await notice.click();
    await eventually(async () => unreadOf(await bell.getAttribute('aria-label'))).toBe(unreadBefore);
    expect(await item.getByLabel(NoticeTexts.unread).count()).toBe(0);
  });
});

/** The unread count in the bell's label (消息中心（3条未读）); none when the label has no count. */
function unreadOf(label: string | null): number {
  return Number(label?.match(/（(\d+)条未读）/)?.[1] ?? 0);
}

/**
 * Reloads the page and returns the unread count once the bell shows its own count's answer: the bell asks only
 * after the page's first data has settled, so a bell read straight after the load still says nothing.
 */
async function unreadAfterReload(page: Page): Promise<number> {
  // Only the reloaded page's own ask counts: the page before it may have asked just before the reload, and its
  // answer's body goes with it.
  const asked = new Set<Request>();
  let reloaded = false;
  const onNavigated = (frame: Frame) => {
    reloaded ||= frame === page.mainFrame();
  };
  const onRequest = (request: Request) => {
    if (reloaded && new URL(request.url()).pathname.endsWith(NoticePaths.count)) asked.add(request);
  };
  page.on('framenavigated', onNavigated);
  page.on('request', onRequest);
  const counted = page.waitForResponse((response) => asked.has(response.request()));
  try {
    await page.reload();
    const { data } = (await (await counted).json()) as { data: { unread: number } };
    const label = data.unread > 0 ? `${NoticeTexts.centre}（${data.unread}条未读）` : NoticeTexts.centre;
    await page.getByRole('button', { name: label, exact: true }).waitFor();
    return data.unread;
  } finally {
    page.off('framenavigated', onNavigated);
    page.off('request', onRequest);
  }
}
