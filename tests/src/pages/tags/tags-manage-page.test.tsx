import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import TagsManagePage from '@/pages/tags/tags-manage-page';
import { renderWithStore, useClientServer } from '@tests/support/client-server';

const t = useClientServer({ page: '/tagsManage/orderTag', signedInAs: '13800000001' });

const setup = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const tagNames = async (code: number) => ((await (await fetch(`/api/v2/epTag/list?code=${code}`)).json()).data as { name: string }[]).map((tag) => tag.name);

describe('/tagsManage', () => {
  it('adds, renames and deletes an order tag, keeping it apart from the customer tags', async () => {
    const user = setup();
    t.visit('/tagsManage/orderTag');
    const view = renderWithStore(<TagsManagePage />);
    await user.click(await screen.findByRole('button', { name: /新增工单标签/ }));
    let dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByPlaceholderText('请输入标签名称'), '加急');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('加急')).toBeTruthy();
    expect(await tagNames(3)).toContain('加急');
    expect(await tagNames(4)).not.toContain('加急');

    const row = () => screen.getByText('加急').closest('tr') as HTMLElement;
    await user.click(within(row()).getByRole('button', { name: '编辑' }));
    dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByPlaceholderText('请输入标签名称');
    await user.clear(name);
    await user.type(name, '特急');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('特急')).toBeTruthy();

    await user.click(within(screen.getByText('特急').closest('tr') as HTMLElement).getByRole('button', { name: '删除' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByText('特急')).toBeNull());
    expect(await tagNames(3)).not.toContain('特急');
    view.unmount();
  });

  it('shows the customer tags on /tagsManage/customerTag, the list /customerSetting manages', async () => {
    const user = setup();
    t.visit('/tagsManage/customerTag');
    renderWithStore(<TagsManagePage />);
    expect(await screen.findByText('客户标签', { selector: '.arco-card-header-title' })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: /新增客户标签/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByPlaceholderText('请输入标签名称'), '重点客户');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('重点客户')).toBeTruthy();
    expect(await tagNames(4)).toContain('重点客户');
  });

  it('answers an unknown tag kind with the not-found page', async () => {
    t.visit('/tagsManage/fooTag');
    renderWithStore(<TagsManagePage />);
    expect(await screen.findByText('页面不存在')).toBeTruthy();
  });
});
