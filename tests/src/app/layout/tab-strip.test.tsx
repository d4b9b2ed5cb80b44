import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'wouter/use-browser-location';
import { afterEach, describe, expect, it } from 'vitest';
import { settle, useClientServer } from '@tests/support/client-server';
import { clearPopups, mounts, pick, renderShell } from './shell-harness';

const t = useClientServer();
afterEach(async () => {
  await settle();
  clearPopups();
  sessionStorage.clear();
});

const tabNames = () =>
  within(screen.getByRole('tablist', { name: '已打开的页面' }))
    .getAllByRole('tab')
    .map((tab) => tab.textContent?.trim());

async function shellWithTabs(...pages: string[]) {
  t.visit('/guideOne');
  await t.signIn('13800000001');
  const view = renderShell();
  await screen.findByRole('heading', { name: '首页页面' });
  for (const page of pages) act(() => navigate(page));
  return view;
}

describe('the tab strip', () => {
  it('opens a tab per visited page, titled from the route table, after the fixed home tab', async () => {
    await shellWithTabs('/help', '/navigation', '/productSetting');
    await waitFor(() => expect(tabNames()).toEqual(['首页', '帮助中心', '探索', '组织架构']));
    expect(screen.getByRole('tab', { name: /组织架构/ }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByRole('img', { name: '关闭首页' })).toBeNull();
  });

  it('goes to a page when its tab is clicked', async () => {
    const user = userEvent.setup();
    await shellWithTabs('/help', '/navigation');
    await user.click(screen.getByRole('tab', { name: /帮助中心/ }));
    expect(await screen.findByRole('heading', { name: '帮助中心页面' })).toBeTruthy();
    expect(window.location.pathname).toBe('/help');
  });

  it('closes the open tab and shows its neighbour', async () => {
    const user = userEvent.setup();
    await shellWithTabs('/help', '/navigation', '/productSetting', '/navigation');
    await user.click(screen.getByTitle('关闭探索'));
    await waitFor(() => expect(tabNames()).toEqual(['首页', '帮助中心', '组织架构']));
    expect(window.location.pathname).toBe('/productSetting');
  });

  it('closes a focused tab with the Delete key; the home tab stays', async () => {
    const user = userEvent.setup();
    await shellWithTabs('/help', '/navigation');
    const help = screen.getByRole('tab', { name: /帮助中心/ });
    expect(help.getAttribute('aria-keyshortcuts')).toBe('Delete');
    help.focus();
    await user.keyboard('{Delete}');
    await waitFor(() => expect(tabNames()).toEqual(['首页', '探索']));
    screen.getByRole('tab', { name: /首页/ }).focus();
    await user.keyboard('{Delete}');
    expect(tabNames()).toEqual(['首页', '探索']);
  });

  it('closes the tabs left or right of the open one', async () => {
    const user = userEvent.setup();
    await shellWithTabs('/help', '/navigation', '/productSetting', '/systemParam', '/navigation');
    await user.click(screen.getByRole('button', { name: '标签操作' }));
    await pick(user, '关闭左侧');
    await waitFor(() => expect(tabNames()).toEqual(['首页', '探索', '组织架构', '系统参数']));
    await user.click(screen.getByRole('button', { name: '标签操作' }));
    await pick(user, '关闭右侧');
    await waitFor(() => expect(tabNames()).toEqual(['首页', '探索']));
  });

  it('closes the others but keeps home and the open page', async () => {
    const user = userEvent.setup();
    await shellWithTabs('/help', '/navigation', '/productSetting', '/navigation');
    await user.click(screen.getByRole('button', { name: '标签操作' }));
    await pick(user, '关闭其他');
    await waitFor(() => expect(tabNames()).toEqual(['首页', '探索']));
    expect(window.location.pathname).toBe('/navigation');
  });

  it('closes all but the home tab and goes home', async () => {
    const user = userEvent.setup();
    await shellWithTabs('/help', '/navigation');
    await user.click(screen.getByRole('button', { name: '标签操作' }));
    await pick(user, '关闭全部');
    await waitFor(() => expect(tabNames()).toEqual(['首页']));
    expect(window.location.pathname).toBe('/guideOne');
  });

  it('re-mounts the page on refresh and refuses another refresh for a second', async () => {
    const user = userEvent.setup();
    await shellWithTabs('/help');
    await screen.findByRole('heading', { name: '帮助中心页面' });
    const before = mounts['帮助中心'];
    // The tooltip wraps a disabled button anew, so look the button up each time.
    const refresh = () => screen.getByRole('button', { name: '刷新' }) as HTMLButtonElement;

    await user.click(refresh());
    await waitFor(() => expect(mounts['帮助中心']).toBe(before + 1));
    expect(refresh().disabled).toBe(true);
    fireEvent.click(refresh());
    expect(mounts['帮助中心']).toBe(before + 1);

    await waitFor(() => expect(refresh().disabled).toBe(false), { timeout: 15_000 });
    await user.click(refresh());
    await waitFor(() => expect(mounts['帮助中心']).toBe(before + 2));
  });

  it('keeps the tabs for the browser tab across a reload', async () => {
    const first = await shellWithTabs('/help', '/navigation');
    await waitFor(() => expect(tabNames()).toEqual(['首页', '帮助中心', '探索']));
    first.unmount();
    renderShell();
    expect(tabNames()).toEqual(['首页', '帮助中心', '探索']);
  });

  it('scrolls sideways with the mouse wheel', async () => {
    await shellWithTabs('/help');
    const strip = screen.getByRole('tablist', { name: '已打开的页面' });
    fireEvent.wheel(strip, { deltaY: 120 });
    expect(strip.scrollLeft).toBe(120);
  });
});
