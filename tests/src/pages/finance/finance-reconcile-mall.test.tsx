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
  it('lists the payment recorded on the demo’s shipped mall order as a 商城订单 collection, with its total, and marks it reconciled', async () => {
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

    // 对账: the row says who reconciled it, and the list answers it reconciled.
    expect(within(row).getByText('未对账')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: '对账' }));
    await within(row).findByText(/^已对账（吴财务，/, undefined, { timeout: 10_000 });
    expect(within(row).getByRole('button', { name: '取消对账' })).toBeTruthy();
    const after = (await finance.get(`/v2/collection/list?source=1&sourceNo=${paid.sourceNo}`)).json.data as SourceCollectionPage;
    expect(after.rows[0]).toMatchObject({ reconciledByName: '吴财务', reconciledAt: expect.any(String) });
  });
});
