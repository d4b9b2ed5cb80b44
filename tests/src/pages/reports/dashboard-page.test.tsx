import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import DashboardPage from '@/pages/reports/dashboard-page';
import { useClientServer } from '@tests/support/client-server';

const t = useClientServer();

describe('统计报表 (the dashboard)', () => {
  it('shows the demo enterprise’s figures, and a province’s orders on click', async () => {
    await t.open('/report/statistics', '13800000010', <Route path="/report/statistics">{<DashboardPage />}</Route>);
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const total = await screen.findByTestId('base-total');
    await waitFor(() => expect(Number(within(total).getByText(/^\d+$/).textContent)).toBeGreaterThan(0));
    await screen.findByRole('img', { name: /表示工单趋势。/ });
    await user.click(await screen.findByText('广东省'));
    await screen.findByText('广东省工单');
  });
});
