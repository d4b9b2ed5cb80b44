import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Role } from '@domain/shell/roles';
import { api } from '@/app/api';
import GuideOnePage from '@/pages/home/guide-one-page';
import HelpPage from '@/pages/home/help-page';
import NavigationPage from '@/pages/home/navigation-page';
import PersonIndexPage from '@/pages/home/person-index-page';
import { getCsrfToken } from '@adapters/session-token';
import { renderWithStore, useClientServer } from '@tests/support/client-server';

const t = useClientServer();

async function open(page: ReactElement, phone: string, path: string) {
  return t.open(path, phone, page);
}

describe('/guideOne', () => {
  it('welcomes an administrator with the plan, the headcount and the expiry', async () => {
    await open(<GuideOnePage />, '13800000001', '/guideOne');
    expect(await screen.findByText('你好，王管理')).toBeTruthy();
    expect(screen.getByText('示例科技有限公司')).toBeTruthy();
    expect(screen.getByText('系统管理员')).toBeTruthy();
    expect(await screen.findByText('专业版')).toBeTruthy();
    expect(await screen.findByText('11 人 / 50 人')).toBeTruthy();
    expect(screen.getByText('服务到期')).toBeTruthy();
  });

  it('tracks the setup steps from real data', async () => {
    await open(<GuideOnePage />, '13800000001', '/guideOne');
    const guide = await screen.findByRole('list', { name: '上手指引' });
    await waitFor(() => expect(within(guide).getByLabelText('添加同事（已完成）')).toBeTruthy());
    await waitFor(() => expect(within(guide).getByLabelText('建立服务组（已完成）')).toBeTruthy());
    expect(within(guide).getByLabelText('设置人员状态（未完成）')).toBeTruthy();
    expect(within(guide).getByLabelText('订阅消息（未完成）')).toBeTruthy();
    expect(screen.getByText('已完成 2/4')).toBeTruthy();
  });

  it('gives other roles only their own steps, and lists the latest notices', async () => {
    await open(<GuideOnePage />, '13800000003', '/guideOne');
    const guide = await screen.findByRole('list', { name: '上手指引' });
    expect(within(guide).queryByText('添加同事')).toBeNull();
    expect(within(guide).queryByText('建立服务组')).toBeNull();
    expect(within(guide).getByText('设置人员状态')).toBeTruthy();
    expect(await screen.findByText('最新通知')).toBeTruthy();
  });

  it('asks for the administrators-only package only while the current role is 系统管理员', async () => {
    t.visit('/guideOne');
    await t.signIn('13800000001');
    const actAs = (role: number) =>
      fetch('/api/user/changeRole', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ role, ctoken: getCsrfToken() }) });
    // 王管理 holds 系统管理员 but acts as 派单员.
    expect((await actAs(Role.dispatcher)).status).toBe(200);
    const asked: string[] = [];
    const realFetch = globalThis.fetch;
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      asked.push(input instanceof Request ? input.url : String(input));
      return realFetch(input, init);
    });
    try {
      const { store } = renderWithStore(<GuideOnePage />);
      const guide = await screen.findByRole('list', { name: '上手指引' });
      await waitFor(() => expect(within(guide).getByLabelText('建立服务组（已完成）')).toBeTruthy());
      await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
      expect(within(guide).queryByText('添加同事')).toBeNull();
      expect(screen.getByText('派单员')).toBeTruthy();
      expect(asked.some((url) => url.includes('/subscribe'))).toBe(true);
      expect(asked.filter((url) => url.includes('epPackageDetail'))).toEqual([]);
    } finally {
      spy.mockRestore();
      await actAs(Role.admin);
    }
  });

  it('shows the enterprise notices', async () => {
    await open(<GuideOnePage />, '13800000001', '/guideOne');
    expect(await screen.findByText('欢迎使用服务工单系统')).toBeTruthy();
  });
});

describe('/personIndex', () => {
  it('shows every menu entry as a card under its top menu and group', async () => {
    await open(<PersonIndexPage />, '13800000001', '/personIndex');
    const office = await screen.findByRole('region', { name: '办公' });
    expect(within(office).getByRole('link', { name: '功能导航' })).toBeTruthy();
    const organisation = screen.getByRole('region', { name: '组织架构' });
    expect(within(organisation).getByRole('link', { name: '人员标签' })).toBeTruthy();
    expect(screen.getByText('系统设置')).toBeTruthy();
  });

  it("lists the dispatcher's to-do counts, each opening its list, and the states of orders and events", async () => {
    const user = userEvent.setup();
    await open(<PersonIndexPage />, '13800000002', '/personIndex');
    const assign = await screen.findByRole('link', { name: /^待派单工单 \d+$/ });
    expect(screen.getByRole('link', { name: /^待分派事件 \d+$/ })).toBeTruthy();
    const orders = await screen.findByRole('region', { name: '工单' });
    expect(within(orders).getByText('待指派')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: '事件' })).getByText('待分配')).toBeTruthy();
    await user.click(assign);
    expect(window.location.pathname).toBe('/assignOrder');
  });

  it('gives the service staff their own lines only', async () => {
    await open(<PersonIndexPage />, '13800000003', '/personIndex');
    expect(await screen.findByRole('link', { name: /^我的待办工单 \d+$/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^待派单工单/ })).toBeNull();
  });

  it('marks the entries the free plan locks, and opens an entry', async () => {
    const user = userEvent.setup();
    await open(<PersonIndexPage />, '13800000011', '/personIndex');
    const tags = await screen.findByRole('link', { name: '人员标签' });
    expect(within(tags).getByLabelText('付费功能')).toBeTruthy();
    expect(within(screen.getByRole('link', { name: '系统参数' })).queryByLabelText('付费功能')).toBeNull();
    await user.click(screen.getByRole('link', { name: '系统参数' }));
    expect(window.location.pathname).toBe('/systemParam');
  });
});

describe('/help', () => {
  it('filters the questions by a keyword', async () => {
    const user = userEvent.setup();
    await open(<HelpPage />, '13800000001', '/help');
    expect(screen.getByText('如何切换角色？')).toBeTruthy();
    await user.type(screen.getByLabelText('搜索帮助'), '密码');
    expect(screen.getByText('忘记密码怎么办？')).toBeTruthy();
    expect(screen.queryByText('如何切换角色？')).toBeNull();
    await user.clear(screen.getByLabelText('搜索帮助'));
    await user.type(screen.getByLabelText('搜索帮助'), '不存在的问题');
    expect(screen.getByText('没有找到相关问题，请换个关键字')).toBeTruthy();
  });
});

describe('/navigation', () => {
  it('explains each area and opens only those the role has', async () => {
    await open(<NavigationPage />, '13800000003', '/navigation');
    expect(await screen.findByText('使用技巧')).toBeTruthy();
    expect(screen.getByRole('button', { name: '打开功能导航' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('当前角色未开通，请联系管理员授权').length).toBeGreaterThan(0));
    expect(screen.queryByRole('button', { name: '打开组织架构' })).toBeNull();
  });
});
