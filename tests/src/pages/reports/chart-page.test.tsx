import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import ChartPage from '@/pages/reports/chart-page';
import { useClientServer } from '@tests/support/client-server';

const t = useClientServer();

describe('a chart menu screen', () => {
  it('shows the orders’ and the events’ timeout charts, switches dimension and exports to the download centre', async () => {
    await t.open('/report/timeout', '13800000010', <Route path="/report/timeout">{<ChartPage />}</Route>);
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await screen.findByText('工单及事件超时');
    await screen.findByText('事件超时');
    // The orders' card: overdue count, orders with a deadline and the timeout rate, then the day rows.
    const orders = screen.getByText('工单及事件超时').closest('.arco-card') as HTMLElement;
    expect((await within(orders).findAllByText('超时率')).length).toBeGreaterThan(0);
    await waitFor(() => expect(within(orders).getAllByRole('row').length).toBeGreaterThan(20));

    await user.click(within(orders).getByText('按工单类型'));
    await within(orders).findByRole('cell', { name: '默认工单' });
    // Each bar names its figure for screen readers.
    expect(within(orders).getByRole('figure', { name: '工单及事件超时：超时工单' })).toBeTruthy();

    await user.click(within(orders).getByRole('button', { name: /导出/ }));
    await screen.findByText('已加入下载中心');
  });
});
