import { describe, expect, it } from 'vitest';
import { eventually, screenshot } from './support';
import { bridgeLog, mockHostInBrowser, pickDepartmentIntoFilter } from './hosts-support';

const host = mockHostInBrowser('wecom');
describe('inside the mock WeCom chat sidebar', () => {
  it('signs in silently, hides logout, password and enterprise switching, and invites through the share sheet', async () => {
    const { page, app } = await host.open();
    // The sidebar is 360 px wide, so the mobile version opens (issue 21); these checks are of the PC
    // version's top bar, which the user chooses (remembered for the file's later tests too).
    await app.getByRole('button', { name: '电脑版' }).click();
    // Silent OAuth: the frame goes to the fake authorize page and comes back with a code.
    const userButton = app.getByRole('button', { name: '用户菜单' });
    await userButton.waitFor();
    await expect(userButton.textContent()).resolves.toContain('周管理');
    expect(host.run.platform.stats.codeExchanges).toBe(1);

    await userButton.click();
    const items = app.getByRole('menuitem');
    await app.getByRole('menuitem', { name: '切换角色' }).waitFor();
    const names = (await items.allInnerTexts()).map((t) => t.trim());
    expect(names).not.toContain('退出登录');
    expect(names).not.toContain('修改密码');
    expect(names).not.toContain('切换企业');
    // Closed by its button again (at 360 px the open menu hangs over the bar's second row).
    await userButton.click();
    await app.getByRole('menuitem', { name: '切换角色' }).waitFor({ state: 'hidden' });
    await screenshot(page, 'hosts-wecom-sidebar');

    await app.getByRole('button', { name: '邀请同事' }).click();
    const sheet = app.getByRole('dialog', { name: '发送给同事' });
    await sheet.getByText('周管理邀请你使用服务工单').waitFor();
    await sheet.getByRole('button', { name: '发送' }).click();
    await app.getByText('邀请已发送').waitFor();
    await eventually(async () => (await bridgeLog(page, host.run.server.origin)).shared.length).toBe(1);
    // WeCom's forward sheet, never sendChatMessage into the chat with the customer.
    expect((await bridgeLog(page, host.run.server.origin)).chat).toEqual([]);
  });

  it('opens the chat’s external contact as a customer, offering to create one when none is linked', async () => {
    const { page, app } = await host.open();
    // Opened from a customer chat (single_chat_tools): the sidebar lands on that customer.
    await app.getByText('该聊天客户尚未关联客户档案').waitFor();
    await app.getByPlaceholder('请输入客户名称').fill('冷链客户刘先生');
    await app.getByPlaceholder('请输入客户电话').fill('13912345678');
    await app.getByRole('button', { name: '新建客户' }).click();
    await app.getByText('当前聊天客户').waitFor();
    await app.getByText('冷链客户刘先生').waitFor();
    await screenshot(page, 'hosts-wecom-customer');

    // Opened again from the same chat: the linked customer, not the form.
    const again = await host.open();
    await again.app.getByText('当前聊天客户').waitFor();
    await again.app.getByText('13912345678').waitFor();
  });

  it('fills a multiple user picker from the host’s contact picker: a picked department brings its members', async () => {
    const { page, app } = await host.open();
    await app.getByRole('button', { name: '用户菜单' }).waitFor();
    // The directory (售后服务部: 吴师傅, 郑师傅) came in with the quick deploy of the first test.
    const field = await pickDepartmentIntoFilter(page, app, host.run.server.origin, '选择联系人', '售后服务部');
    await field.locator('.arco-tag').filter({ hasText: '吴师傅' }).waitFor();
    await field.locator('.arco-tag').filter({ hasText: '郑师傅' }).waitFor();
    expect(await field.locator('.arco-tag').allInnerTexts()).toHaveLength(2);
    await screenshot(page, 'hosts-wecom-department-pick');
  });
});
