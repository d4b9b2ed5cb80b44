import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MenuNode } from '@domain/shell/menu.schemas';
import CustomApplicationSettingPage from '@/pages/custom-apps/custom-application-setting-page';
import { renderWithStore, useClientServer } from '@tests/support/client-server';
import { Client } from '@tests/support/test-app';

const t = useClientServer({ page: '/CustomApplicationSetting', signedInAs: '13800000001' });

function open() {
  renderWithStore(<CustomApplicationSettingPage />);
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}

/** What the dispatcher's menu shows under 自定义应用, by group. */
async function dispatcherMenu(): Promise<string[]> {
  const dispatcher = await Client.signIn(t.app, '13800000002');
  const menu = (await dispatcher.get('/v2/menu/listV2')).json.data as MenuNode[];
  const section = menu.find((n) => n.id === 'home_manage')?.children.find((n) => n.id === 'custom_app_manage');
  // The demo enterprise's own 行政办公 group is left out.
  return section?.children.filter((g) => g.name === '现场管理').flatMap((g) => g.children.map((a) => `${g.name}/${a.name}`)) ?? [];
}

const groupCard = async (name: string) => (await screen.findByText(name, { selector: '.arco-card-header-title' })).closest<HTMLElement>('.arco-card')!;

describe('/CustomApplicationSetting 自定义应用', () => {
  it('adds a group and a list application that reaches the menu', async () => {
    const user = open();
    await user.click(await screen.findByRole('button', { name: '新增分组' }));
    let dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByPlaceholderText('请输入分组名称'), '现场管理');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(await groupCard('现场管理')).getByRole('button', { name: '新增应用' }));
    dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByPlaceholderText('请输入应用名称'), '设备台账');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const row = (await within(await groupCard('现场管理')).findByText('设备台账')).closest('tr')!;
    expect(within(row).getByText('列表')).toBeTruthy();
    expect(within(row).getByText('表单：设备台账')).toBeTruthy();
    expect(within(row).getByText('所有角色')).toBeTruthy();
    expect(await dispatcherMenu()).toEqual(['现场管理/设备台账']);
  });

  it('refuses a link that is not http or https, then saves a web link', async () => {
    const user = open();
    await user.click(within(await groupCard('现场管理')).getByRole('button', { name: '新增应用' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByPlaceholderText('请输入应用名称'), '官网');
    await user.click(within(dialog).getByText('外部链接'));
    await user.type(await within(dialog).findByPlaceholderText('https://'), 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('链接须以 http:// 或 https:// 开头')).toBeTruthy();
    const input = within(dialog).getByPlaceholderText('https://');
    await user.clear(input);
    await user.type(input, 'https://example.com');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(await groupCard('现场管理')).findByText('https://example.com')).toBeTruthy();
    expect(await dispatcherMenu()).toEqual(['现场管理/设备台账', '现场管理/官网']);
  });

  it('disables an application and moves another up, as the menu then shows', async () => {
    const user = open();
    const card = await groupCard('现场管理');
    const linkRow = (await within(card).findByText('官网')).closest('tr')!;
    await user.click(within(linkRow).getByRole('button', { name: '上移' }));
    await waitFor(async () => expect(await dispatcherMenu()).toEqual(['现场管理/官网', '现场管理/设备台账']));
    const listRow = (await within(card).findByText('设备台账')).closest('tr')!;
    await user.click(within(listRow).getByRole('switch', { name: '启用设备台账' }));
    await waitFor(async () => expect(await dispatcherMenu()).toEqual(['现场管理/官网']));
  });
});
