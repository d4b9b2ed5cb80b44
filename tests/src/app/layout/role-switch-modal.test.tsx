import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'wouter/use-browser-location';
import { afterEach, describe, expect, it } from 'vitest';
import { getCsrfToken, setCsrfToken } from '@adapters/session-token';
import { settle, useClientServer } from '@tests/support/client-server';
import { clearPopups, pick, renderShell } from './shell-harness';

const t = useClientServer();
afterEach(async () => {
  await settle();
  clearPopups();
  sessionStorage.clear();
});

const tabNames = () => within(screen.getByRole('tablist')).getAllByRole('tab').map((tab) => tab.textContent?.trim());

describe('switching role', () => {
  it('lists the roles held with the current one marked', async () => {
    const user = userEvent.setup();
    t.visit('/guideOne');
    await t.signIn('13800000001');
    renderShell();
    await user.click(await screen.findByRole('button', { name: /^用户菜单/ }));
    await pick(user, '切换角色');

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByRole('radio')).toHaveLength(3);
    const current = within(dialog).getByText('当前角色').closest('label')!;
    expect(current.textContent).toContain('系统管理员');
    expect(within(dialog).getByRole('radio', { name: /派单员/ })).toBeTruthy();
  });

  it('reloads the user and the menu, clears the tabs and goes home', async () => {
    const user = userEvent.setup();
    t.visit('/guideOne');
    await t.signIn('13800000001');
    renderShell();
    await screen.findByRole('heading', { name: '首页页面' });
    act(() => navigate('/help'));
    act(() => navigate('/productSetting'));
    await waitFor(() => expect(tabNames()).toEqual(['首页', '帮助中心', '组织架构']));

    await user.click(screen.getByRole('button', { name: /^用户菜单/ }));
    await pick(user, '切换角色');
    await user.click(await screen.findByRole('radio', { name: /派单员/ }));
    await user.click(screen.getByRole('button', { name: '确定' }));

    expect(await screen.findByText('切换角色成功')).toBeTruthy();
    expect(window.location.pathname).toBe('/guideOne');
    expect(tabNames()).toEqual(['首页']);
    expect(JSON.parse(sessionStorage.getItem('fsm.shell.tabs')!).tabs).toEqual([]);
    const userButton = screen.getByRole('button', { name: /^用户菜单/ });
    await waitFor(() => expect(within(userButton).getByText('派单员')).toBeTruthy());
    // A dispatcher's settings menu holds the service settings only.
    await user.click(within(document.querySelector('.shell-top-menu') as HTMLElement).getByText('系统设置'));
    expect(await screen.findByText('服务设置')).toBeTruthy();
    expect(screen.queryByText('组织架构')).toBeNull();
  });

  it('reloads the home page when the switch starts there', async () => {
    const user = userEvent.setup();
    t.visit('/guideOne');
    await t.signIn('13800000001');
    renderShell();
    await screen.findByRole('heading', { name: '首页页面' });
    const home = screen.getByRole('heading', { name: '首页页面' });

    await user.click(screen.getByRole('button', { name: /^用户菜单/ }));
    await pick(user, '切换角色');
    await user.click(await screen.findByRole('radio', { name: /管理层/ }));
    await user.click(screen.getByRole('button', { name: '确定' }));

    expect(await screen.findByText('切换角色成功')).toBeTruthy();
    const again = await screen.findByRole('heading', { name: '首页页面' });
    expect(again).not.toBe(home);
    expect(window.location.pathname).toBe('/guideOne');
    expect(tabNames()).toEqual(['首页']);
  });

  it('shows the server message when the switch is refused', async () => {
    const user = userEvent.setup();
    t.visit('/help');
    await t.signIn('13800000001');
    renderShell();
    await screen.findByRole('heading', { name: '帮助中心页面' });

    await user.click(screen.getByRole('button', { name: /^用户菜单/ }));
    await pick(user, '切换角色');
    await user.click(await screen.findByRole('radio', { name: /派单员/ }));
    // Staled only now: a session reload before this point (the shell fetches it) brings the valid
    // token back and the switch would succeed.
    setCsrfToken('stale-token');
    await user.click(screen.getByRole('button', { name: '确定' }));

    expect(await screen.findByText('操作失败，无效的CsrfToken')).toBeTruthy();
    expect(screen.queryByText('切换角色成功')).toBeNull();
    expect(window.location.pathname).toBe('/help');
    // The transport then reloads the session, which brings the valid token back.
    await waitFor(() => expect(getCsrfToken()).not.toBe('stale-token'));
  });
});
