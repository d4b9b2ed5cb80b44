import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'wouter/use-browser-location';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionApi } from '@/app/session/session.api';
import { settle, useClientServer } from '@tests/support/client-server';
import type { MenuNode } from '@domain/shell/menu.schemas';
import type { ReactElement } from 'react';
import type { AppRoute } from '@/app/app-route';
import { lazyPage } from '@/lib/lazy-page';
import { clearPopups, pick, renderShell, TEST_ROUTES } from './shell-harness';

/** The menu with every entry leading to `route` left out. */
const withoutRoute = (nodes: MenuNode[], route: string): MenuNode[] =>
  nodes.filter((n) => n.routerName !== route).map((n) => ({ ...n, children: withoutRoute(n.children ?? [], route) }));

const t = useClientServer();
afterEach(async () => {
  await settle();
  clearPopups();
  sessionStorage.clear();
  localStorage.clear();
});

async function signedInShell(path = '/guideOne', phone = '13800000001') {
  t.visit(path);
  await t.signIn(phone);
  const view = renderShell();
  await screen.findByText('示例科技有限公司');
  return view;
}

describe('the top bar and menus of an administrator', () => {
  it('names the enterprise, the user and the current role', async () => {
    await signedInShell();
    const userButton = screen.getByRole('button', { name: /^用户菜单/ });
    expect(within(userButton).getByText('王管理')).toBeTruthy();
    expect(within(userButton).getByText('系统管理员')).toBeTruthy();
  });

  it('offers 首页, 图表中心 (now that it has charts) and 系统设置, and switches the left menu', async () => {
    const user = userEvent.setup();
    await signedInShell();
    const top = document.querySelector('.shell-top-menu') as HTMLElement;
    await waitFor(() => expect(within(top).getByText('系统设置')).toBeTruthy());
    expect(within(top).getByText('图表中心')).toBeTruthy();

    const side = document.querySelector('.shell-side-menu') as HTMLElement;
    expect(within(side).getByText('首页')).toBeTruthy();
    expect(within(side).getByText('办公')).toBeTruthy();

    await user.click(within(top).getByText('系统设置'));
    expect(within(side).queryByText('办公')).toBeNull();
    expect(within(side).getAllByText('组织架构')).not.toHaveLength(0);
    expect(within(side).getAllByText('系统参数')).not.toHaveLength(0);
  });

  it('keeps one group of the left menu open at a time', async () => {
    const user = userEvent.setup();
    await signedInShell();
    const top = document.querySelector('.shell-top-menu') as HTMLElement;
    await user.click(await within(top).findByText('系统设置'));
    const side = document.querySelector('.shell-side-menu') as HTMLElement;
    const groupTitle = (name: string) => within(side).getAllByText(name).find((el) => el.closest('.arco-menu-inline-header'))!;

    await user.click(groupTitle('组织架构'));
    await waitFor(() => expect(within(side).getByRole('menuitem', { name: '人员标签' })).toBeTruthy());
    await user.click(groupTitle('系统参数'));
    await waitFor(() => expect(within(side).queryByRole('menuitem', { name: '人员标签' })).toBeNull());
    expect(within(side).getByRole('menuitem', { name: '系统参数' })).toBeTruthy();
  });

  it('opens the page of a menu item and selects its group', async () => {
    const user = userEvent.setup();
    await signedInShell();
    const side = document.querySelector('.shell-side-menu') as HTMLElement;
    await user.click(within(side).getByText('办公'));
    await user.click(await within(side).findByText('功能导航'));
    expect(await screen.findByRole('heading', { name: '功能导航页面' })).toBeTruthy();
    expect(window.location.pathname).toBe('/personIndex');
  });

  it('hides the global order search when the menu has no order list', async () => {
    const { store } = await signedInShell();
    expect(await screen.findByLabelText('搜索工单')).toBeTruthy();
    store.dispatch(sessionApi.util.updateQueryData('getMenu', undefined, (menu) => withoutRoute(menu, '/allOrder')));

    await waitFor(() => expect(screen.queryByLabelText('搜索工单')).toBeNull());
  });

  it('searches all orders from the home menu', async () => {
    const user = userEvent.setup();
    await signedInShell();
    const top = document.querySelector('.shell-top-menu') as HTMLElement;
    await within(top).findByText('系统设置');

    const search = await screen.findByLabelText('搜索工单');
    await user.type(search, 'GD2024');
    // Arco reads the legacy keyCode of Enter, which user-event's events lack in happy-dom.
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByRole('heading', { name: '全部工单页面' })).toBeTruthy();
    expect(window.location.pathname + window.location.search).toBe('/allOrder?keyword=GD2024');

    await user.click(within(top).getByText('系统设置'));
    expect(screen.queryByLabelText('搜索工单')).toBeNull();
  });

  it('collapses the left menu to its icons', async () => {
    const user = userEvent.setup();
    await signedInShell();
    const sider = document.querySelector('.shell-sider') as HTMLElement;
    expect(sider.style.width).toBe('160px');
    await user.click(sider.querySelector('.arco-layout-sider-trigger') as HTMLElement);
    await waitFor(() => expect(sider.style.width).toBe('60px'));
    expect(JSON.parse(sessionStorage.getItem('fsm.shell.menu')!).collapsed).toBe(true);
  });
});

describe('the help menu', () => {
  it('opens the help centre and the explore page', async () => {
    const user = userEvent.setup();
    await signedInShell();
    await user.click(screen.getByRole('button', { name: '帮助' }));
    await pick(user, '帮助中心');
    expect(await screen.findByRole('heading', { name: '帮助中心页面' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '帮助' }));
    await pick(user, '探索');
    expect(await screen.findByRole('heading', { name: '探索页面' })).toBeTruthy();
  });

  it('shows the version log', async () => {
    const user = userEvent.setup();
    await signedInShell();
    await user.click(screen.getByRole('button', { name: '帮助' }));
    await pick(user, '版本日志');
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('v0.1.0')).toBeTruthy();
  });

  it('shows a QR code and the link of the mobile app', async () => {
    const user = userEvent.setup();
    await signedInShell();
    await user.click(screen.getByRole('button', { name: '帮助' }));
    await pick(user, '下载App');
    expect(await screen.findByRole('img', { name: 'App下载二维码' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'https://app.test/fsm' })).toBeTruthy();
  });
});

describe('the invite banner', () => {
  it('asks an administrator to invite colleagues, and stays closed once closed', async () => {
    const user = userEvent.setup();
    const first = await signedInShell();
    expect(screen.getByText('邀请同事加入，一起处理服务工单')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '邀请同事' }));
    expect(await screen.findByRole('heading', { name: '组织架构页面' })).toBeTruthy();

    await user.click(document.querySelector('.shell-invite-banner .arco-alert-close-btn') as HTMLElement);
    await waitFor(() => expect(screen.queryByText('邀请同事加入，一起处理服务工单')).toBeNull());
    first.unmount();
    renderShell();
    await screen.findByText('示例科技有限公司');
    expect(screen.queryByText('邀请同事加入，一起处理服务工单')).toBeNull();
  });

  it('asks others to turn to the administrator', async () => {
    t.visit('/guideOne');
    await t.signIn('13800000003');
    renderShell();
    expect(await screen.findByText('如需使用更多功能，请联系管理员授权')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '邀请同事' })).toBeNull();
  });
});

describe('page transitions', () => {
  it('slides left into a deeper path and right back to a shallower one', async () => {
    await signedInShell('/help');
    await screen.findByRole('heading', { name: '帮助中心页面' });
    act(() => navigate('/tagsManage/personTag'));
    await screen.findByRole('heading', { name: '人员标签页面' });
    expect(document.querySelector('.shell-page')!.getAttribute('data-transition')).toBe('deeper');
    act(() => navigate('/help'));
    await screen.findByRole('heading', { name: '帮助中心页面' });
    expect(document.querySelector('.shell-page')!.getAttribute('data-transition')).toBe('shallower');
  });
});

describe('the user menu', () => {
  it('says nothing is cached, then offers to clear what was cached', async () => {
    const user = userEvent.setup();
    await signedInShell();
    await user.click(screen.getByRole('button', { name: /^用户菜单/ }));
    await pick(user, '清除缓存');
    expect(await screen.findByText('当前未缓存')).toBeTruthy();

    localStorage.setItem('fsm_cache:sample', JSON.stringify({ version: 'v4_6_3', MaxAge: Date.now() + 60_000, value: { a: 'x'.repeat(600) } }));
    await user.click(screen.getByRole('button', { name: /^用户菜单/ }));
    await pick(user, '清除缓存');
    expect(await screen.findByText(/本地缓存共 [\d.]+ KB/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('清除成功')).toBeTruthy();
    expect(localStorage.getItem('fsm_cache:sample')).toBeNull();
  });

  it('signs out and goes to the sign-in page', async () => {
    const user = userEvent.setup();
    await signedInShell();
    await user.click(screen.getByRole('button', { name: /^用户菜单/ }));
    expect(await screen.findByText('修改密码')).toBeTruthy();
    expect(screen.getByText('切换企业')).toBeTruthy();
    await pick(user, '退出登录');
    expect(await screen.findByText('登出成功')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: '登录页面' })).toBeTruthy();
    expect(window.location.pathname).toBe('/login');
    expect((await (await fetch('/api/v2/sessionUser/info')).json()).message).toBe('未登录');
  });
});

describe('the menu badges', () => {
  it('are counted only once the first page has been shown, not while its code is still loading', async () => {
    let showPage!: () => void;
    const pageCode = new Promise<{ default: () => ReactElement }>((resolve) => {
      showPage = () => resolve({ default: () => <h1>全部工单页面</h1> });
    });
    const routes: AppRoute[] = [...TEST_ROUTES.filter((r) => r.path !== '/allOrder'), { path: '/allOrder', title: '全部工单', page: lazyPage(() => pageCode) }];
    t.visit('/allOrder');
    await t.signIn('13800000001');
    const { store } = renderShell(routes);
    await screen.findByText('示例科技有限公司');
    const side = document.querySelector('.shell-side-menu') as HTMLElement;
    await within(side).findByText('全部工单');
    const badgeQueries = () => Object.keys(store.getState().api.queries).filter((key) => key.startsWith('getOrderBadge'));
    expect(badgeQueries()).toEqual([]);

    showPage();
    await screen.findByText('全部工单页面');
    await waitFor(() => expect(badgeQueries().length).toBeGreaterThan(0));
    await waitFor(() => expect(side.querySelector('.arco-badge-number, .arco-badge-text')).toBeTruthy());
  });

  it('are all answered for the administrator, whose menu has every counted entry (none is refused)', async () => {
    t.visit('/guideOne');
    await t.signIn('13800000001');
    const { store } = renderShell();
    await screen.findByText('示例科技有限公司');
    const queries = () => Object.values(store.getState().api.queries);
    await waitFor(() => expect(queries().some((q) => q?.endpointName === 'listPortalAccounts')).toBe(true));
    await waitFor(() => expect(queries().filter((q) => q?.status === 'pending')).toEqual([]));
    const refused = queries().filter((q) => q?.status === 'rejected');
    expect(refused.map((q) => `${q?.endpointName}: ${JSON.stringify(q?.error)}`)).toEqual([]);
  });
});
