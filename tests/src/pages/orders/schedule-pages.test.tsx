import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { api } from '@/app/api';
import type { AppStore } from '@/app/store';
import ScheduleListPage from '@/pages/orders/schedule-list-page';
import ScheduleReportPage from '@/pages/orders/schedule-report-page';
import { renderWithStore, startClientServer, type ClientServer } from '@tests/support/client-server';

let t: ClientServer;
let store: AppStore | undefined;
beforeAll(async () => {
  t = await startClientServer();
  t.visit('/schedule/list');
  await t.signIn('13800000002');
}, 60_000);
afterAll(() => t.close());
afterEach(async () => {
  if (store) await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
});

function open(path: string, page: ReactNode) {
  t.visit(path);
  const view = renderWithStore(<Route path={path}>{page}</Route>);
  store = view.store;
  return view;
}

describe('/schedule/list', () => {
  it('shows a column per day and a row per service staff member, narrowed by name', async () => {
    open('/schedule/list', <ScheduleListPage />);
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getByText('张师傅')).toBeTruthy(), { timeout: 8000 });
    // The service staff column and seven days.
    expect(within(table).getAllByRole('columnheader')).toHaveLength(8);
    const u = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await u.type(screen.getByPlaceholderText('人员姓名'), '多企业');
    await waitFor(() => expect(within(screen.getByRole('table')).queryByText('张师傅')).toBeNull(), { timeout: 8000 });
    expect(within(screen.getByRole('table')).getByText('多企业用户')).toBeTruthy();
  }, 30_000);
});

describe('/schedule/report', () => {
  it('shows each service staff member’s figures', async () => {
    open('/schedule/report', <ScheduleReportPage />);
    const table = await screen.findByRole('table');
    const row = (await within(table).findByText('张师傅', {}, { timeout: 8000 })).closest('tr')!;
    expect(within(row).getAllByRole('cell')).toHaveLength(6);
    expect(within(table).getByRole('columnheader', { name: '当前在手' })).toBeTruthy();
  }, 30_000);
});
