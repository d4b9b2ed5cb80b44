import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ReturnChangeView } from '@domain/repair/return-change.schemas';
import ReturnChangeDetailPage from '@/pages/repair/return-change-detail-page';
import ReturnChangePage from '@/pages/repair/return-change-page';
import { useClientServer } from '@tests/support/client-server';
import { Client } from '@tests/support/test-app';

const t = useClientServer();

describe('/returnChange and /returnChangeDetail', () => {
  it('lists the demo’s return and exchange orders with their states', async () => {
    await t.open('/returnChange', '13800000006', <ReturnChangePage />);
    const rows = await screen.findAllByRole('row', { name: /TH\d{8}/ });
    expect(rows.map((r) => within(r).getAllByRole('cell').map((c) => c.textContent)[1])).toEqual(['退货', '换货']);
    expect(within(rows[0]).getByText('已通过')).toBeTruthy();
    expect(within(rows[1]).getByText('待审批')).toBeTruthy();
    expect(screen.getByRole('button', { name: '新建退换货单' })).toBeTruthy();
  });

  it('shows the approver the machine’s buttons and a rejection leaves none', async () => {
    const admin = await Client.signIn(t.app, '13800000001');
    const [waiting] = (await admin.get('/v2/repair/returnChange/list?state=0')).json.data as ReturnChangeView[];
    await t.open(`/returnChangeDetail?id=${waiting.id}`, '13800000010', <ReturnChangeDetailPage />);
    const names = () => screen.queryAllByRole('button').map((b) => b.textContent!.replace(/\s/g, ''));
    await waitFor(() => expect(names()).toEqual(['审批通过', '驳回']));
    const u = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await u.click(screen.getByRole('button', { name: '驳回' }));
    await u.type(await screen.findByLabelText('驳回原因'), '不符合换货条件');
    await u.click(within(screen.getByRole('dialog')).getByRole('button', { name: /确\s*定/ }));
    await screen.findByText('已驳回');
    await waitFor(() => expect(names()).toEqual([]));
    expect(screen.getByText('不符合换货条件')).toBeTruthy();
  });
});
