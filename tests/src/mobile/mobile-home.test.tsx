import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TodoCounts } from '@domain/home/home.types';
import { MobileShell } from '@/app/mobile/mobile-shell';
import MobileHomePage from '@/pages/mobile/mobile-home-page';
import MobileMorePage from '@/pages/mobile/mobile-more-page';
import { useClientServer } from '@tests/support/client-server';

const t = useClientServer();

describe('/m, the mobile to-do home', () => {
  it('lists the waiting work with mobile links where a mobile screen exists, and getCount on the tab bar', async () => {
    await t.open('/m', '13800000002', (
      <MobileShell>
        <MobileHomePage />
      </MobileShell>
    ));
    const mine = await screen.findByRole('link', { name: /我的待办工单/ });
    expect(mine.getAttribute('href')).toBe('/m/orders');
    expect((await screen.findByRole('link', { name: /待派单工单/ })).getAttribute('href')).toBe('/m/assign');
    expect((await screen.findByRole('link', { name: /我的待办事件/ })).getAttribute('href')).toBe('/m/events');
    // A list without a mobile screen opens the PC version's.
    expect((await screen.findByRole('link', { name: /超时工单/ })).getAttribute('href')).toBe('/dueOrder');

    const counts = (await (await fetch('/api/v2/menu/mobile/getCount')).json()).data as TodoCounts;
    const tabs = screen.getByRole('navigation', { name: '主导航' });
    await waitFor(() => expect(within(tabs).getByRole('link', { name: /待办/ }).textContent).toContain(String(counts.total)));
    // A dispatcher's third tab is the desk, not the pool.
    expect(within(tabs).getByRole('link', { name: /派单/ })).toBeTruthy();
    expect(within(tabs).queryByRole('link', { name: /抢单/ })).toBeNull();
  });

  it('更多 opens the phone screens of events, inspections, maintenance, repair orders, project tasks, the knowledge base, customers, the new forms, scanning and messages, and the PC version for the rest', async () => {
    await t.open('/m/more', '13800000003', <MobileMorePage />);
    const phone = await screen.findByRole('region', { name: '手机功能' });
    // Entries of areas not everyone reads come with the user.
    await within(phone).findByRole('link', { name: /维修单/ });
    const links = within(phone).getAllByRole('link').map((a) => [a.textContent?.replace('›', ''), a.getAttribute('href')]);
    expect(links).toEqual([
      ['我的事件', '/m/events'],
      ['我的巡检', '/m/inspections'],
      ['维保任务', '/m/maintenance'],
      ['维修单', '/m/repairs'],
      ['维修扫码', '/m/repairScan'],
      ['项目任务', '/m/projectTasks'],
      ['知识库', '/m/knowledge'],
      ['客户', '/m/customers'],
      ['新建工单', '/m/newOrder'],
      ['新建事件', '/m/newEvent'],
      ['扫码', '/m/scan'],
      ['消息', '/m/messages'],
    ]);
    const pc = screen.getByRole('region', { name: '电脑版功能' });
    expect(within(pc).queryByRole('link', { name: /我的事件|客户查询|新建事件/ })).toBeNull();
  });
});
