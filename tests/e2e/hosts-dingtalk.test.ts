import { describe, expect, it } from 'vitest';
import { eventually, screenshot } from './support';
import { bridgeLog, deployProgress, mockHostInBrowser, pickDepartmentIntoFilter } from './hosts-support';

const host = mockHostInBrowser('dingtalk');
describe('inside the mock DingTalk workbench', () => {
  it('signs in silently, hides logout, invites through the share sheet and fills a user picker from the contact picker', async () => {
    const { page, app } = await host.open();
    // requestAuthCode through the real SDK's Android bridge; the first member installs the enterprise.
    const userButton = app.getByRole('button', { name: '用户菜单' });
    await userButton.waitFor();
    await expect(userButton.textContent()).resolves.toContain('钱经理');

    await userButton.click();
    await app.getByRole('menuitem', { name: '切换角色' }).waitFor();
    const names = (await app.getByRole('menuitem').allInnerTexts()).map((t) => t.trim());
    expect(names).not.toContain('退出登录');
    expect(names).not.toContain('修改密码');
    await userButton.click(); // closes the menu again
    await app.getByRole('menuitem', { name: '切换角色' }).waitFor({ state: 'hidden' });

    await app.getByRole('button', { name: '邀请同事' }).click();
    const sheet = app.getByRole('dialog', { name: '发送给同事' });
    await sheet.getByText('钱经理邀请你使用服务工单').waitFor();
    await sheet.getByRole('button', { name: '发送' }).click();
    await app.getByText('邀请已发送').waitFor();
    expect((await bridgeLog(page, host.run.server.origin)).shared).toHaveLength(1);

    // The quick deploy brought the directory in; a user picker takes members from DingTalk's picker.
    const frame = page.frames().find((f) => f.url().startsWith(host.run.server.origin))!;
    await eventually(() => deployProgress(frame)).toBe(100);
    await frame.goto(`${host.run.server.origin}/newEvent`);
    const owner = app.locator('.arco-form-item').filter({ hasText: '负责人' });
    await owner.getByRole('button', { name: '从通讯录选择' }).click();
    const picker = app.getByRole('dialog', { name: '选择人员' });
    await picker.getByText('孙技师').click();
    await picker.getByRole('button', { name: '确定' }).click();
    await owner.getByText('孙技师').waitFor();
    await screenshot(page, 'hosts-dingtalk-workbench');
  });

  it('fills a multiple user picker from the host’s contact picker: a picked department brings its members, sub-departments too', async () => {
    const { page, app } = await host.open();
    await app.getByRole('button', { name: '用户菜单' }).waitFor();
    // 维保一部 holds 孙技师; 维保二部 (李技师) sits below it.
    const field = await pickDepartmentIntoFilter(page, app, host.run.server.origin, '选择人员', '维保一部');
    await field.locator('.arco-tag').filter({ hasText: '孙技师' }).waitFor();
    await field.locator('.arco-tag').filter({ hasText: '李技师' }).waitFor();
    expect(await field.locator('.arco-tag').allInnerTexts()).toHaveLength(2);
  });
});
