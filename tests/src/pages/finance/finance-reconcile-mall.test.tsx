import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SourceCollectionPage } from '@domain/finance/source-collections';
import FinanceReconcilePage from '@/pages/finance/finance-reconcile-page';
import { renderWithStore, useClientServer } from '@tests/support/client-server';
import { useSignedIn } from '@tests/support/test-app';

const t = useClientServer();
const [finance] = useSignedIn(t, '13800000008');

describe('/financeReconcile 其他收款', () => {
  it('lists the payment recorded on the demo’s shipped mall order as a 商城订单 collection, with its total', async () => {
    const page = (await finance.get('/v2/collection/list?source=1')).json.data as SourceCollectionPage;
    expect(page.total).toBeGreaterThan(0);
    const paid = page.rows[0];
    const user = userEvent.setup();
    t.visit('/financeReconcile');
    await t.signIn('13800000008');
    renderWithStore(<FinanceReconcilePage />);
    await user.click(await screen.findByRole('tab', { name: '其他收款' }));
    const row = (await screen.findByText(paid.sourceNo, undefined, { timeout: 10_000 })).closest('tr') as HTMLElement;
    expect(within(row).getByText('商城订单')).toBeTruthy();
    expect(within(row).getByText(paid.amount)).toBeTruthy();
    expect(within(row).getByText(paid.modeName)).toBeTruthy();
    expect(screen.getByText(`合计（不含已取消）：${page.amount} 元`)).toBeTruthy();
  });
});
