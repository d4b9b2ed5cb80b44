import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TodoCounts } from '@domain/home/home.types';
import { MobileShell } from '@/app/mobile/mobile-shell';
import MobileHomePage from '@/pages/mobile/mobile-home-page';
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
    // A list without a mobile screen opens the PC version's.
    expect((await screen.findByRole('link', { name: /超时工单/ })).getAttribute('href')).toBe('/dueOrder');

    const counts = (await (await fetch('/api/v2/menu/mobile/getCount')).json()).data as TodoCounts;
    const tabs = screen.getByRole('navigation', { name: '主导航' });
    await waitFor(() => expect(within(tabs).getByRole('link', { name: /待办/ }).textContent).toContain(String(counts.total)));
    // A dispatcher's third tab is the desk, not the pool.
    expect(within(tabs).getByRole('link', { name: /派单/ })).toBeTruthy();
    expect(within(tabs).queryByRole('link', { name: /抢单/ })).toBeNull();
  });
});
