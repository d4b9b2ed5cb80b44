import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import OrganizationPage from '@/pages/organization/organization-page';
import TagsManagePage from '@/pages/tags/tags-manage-page';
import SystemParamPage from '@/pages/settings/system-param-page';
import { renderWithStore, useClientServer } from '@tests/support/client-server';

const t = useClientServer({ page: '/productSetting', signedInAs: '13800000001' });

describe('organization page', () => {
  it('shows the tree and users, searches, adds and disables a user', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderWithStore(<OrganizationPage />);
    expect(await screen.findByText('示例科技有限公司（3）')).toBeTruthy();
    expect(await screen.findByText('王管理')).toBeTruthy();
    expect(await screen.findByText('共 11 条')).toBeTruthy();
    await user.click(screen.getByText('服务一部（1）'));
    await waitFor(() => expect(screen.queryByText('王管理')).toBeNull());
    expect(screen.getByText('张师傅')).toBeTruthy();
    await user.click(screen.getByText('示例科技有限公司（3）'));
    await user.type(screen.getByPlaceholderText('搜索姓名或手机号'), '李');
    fireEvent.keyDown(screen.getByPlaceholderText('搜索姓名或手机号'), { key: 'Enter', keyCode: 13 });
    await waitFor(() => expect(screen.queryByText('王管理')).toBeNull());
    expect(screen.getByText('李派单')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /添加用户/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByPlaceholderText('请输入姓名'), '界面新人');
    await user.type(within(dialog).getByPlaceholderText('请输入手机号'), '13600000555');
    await user.click(within(dialog).getByText('请选择角色'));
    await user.click(await screen.findByText('服务人员', { selector: '.arco-select-option *, .arco-select-option' }));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('保存成功')).toBeTruthy();
    await user.clear(screen.getByPlaceholderText('搜索姓名或手机号'));
    await user.type(screen.getByPlaceholderText('搜索姓名或手机号'), '界面');
    fireEvent.keyDown(screen.getByPlaceholderText('搜索姓名或手机号'), { key: 'Enter', keyCode: 13 });
    expect(await screen.findByText('界面新人')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '禁用' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('已禁用')).toBeTruthy();
  });
});

describe('person tag page', () => {
  it('lists status tags and adds one', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    t.visit('/tagsManage/personTag');
    renderWithStore(<TagsManagePage />);
    expect(await screen.findByText('空闲')).toBeTruthy();
    expect(screen.getByText('#00b42a')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: /批量删除/ }));
    expect(await screen.findByText('请选择需要删除的行')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /新增人员标签/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByPlaceholderText('请输入标签名称'), '开会');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('开会')).toBeTruthy();
  });
});

describe('system param page', () => {
  it('shows the settings and saves them', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderWithStore(<SystemParamPage />);
    expect(await screen.findByText('显示邀请同事横幅')).toBeTruthy();
    const banner = screen.getByRole('switch', { name: '显示邀请同事横幅' });
    expect(banner.getAttribute('aria-checked')).toBe('true');
    await user.click(banner);
    await user.click(screen.getByRole('button', { name: '保存' }));
    // The toast of an earlier test may still show 保存成功, so wait for the stored value itself.
    await waitFor(async () => {
      const res = await fetch('/api/systemsetting/list?codes=show_invite_banner');
      expect((await res.json()).data[0].value).toBe(0);
    }, { timeout: 15_000 });
    await user.click(screen.getByRole('tab', { name: '操作日志' }));
    expect(await screen.findByText(/修改系统参数：显示邀请同事横幅/, {}, { timeout: 15_000 })).toBeTruthy();
  });
});
