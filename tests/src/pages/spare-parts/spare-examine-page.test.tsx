import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { WarehouseRow } from '@domain/spare-parts/spare-parts.schemas';
import SpareExaminePage from '@/pages/spare-parts/spare-examine-page';
import { renderWithStore, useClientServer } from '@tests/support/client-server';
import { Client, userIdsByName } from '@tests/support/test-app';

const t = useClientServer({ page: '/spareExamine', signedInAs: '13800000009' });
let claim: (qty: number) => Promise<void>;

beforeAll(async () => {
  const admin = await Client.signIn(t.app, '13800000001');
  const engineer = await Client.signIn(t.app, '13800000003');
  await admin.post('/v2/spare/enterprise/save', { storehouseType: 2, approvalTypes: [7] });
  const sub = ((await admin.get('/warehouse/list')).json.data as WarehouseRow[]).find((w) => w.name === '浦西分仓')!;
  const part = (await admin.get(`/v2/spare/sparePart/list?keyword=${encodeURIComponent('电容')}`)).json.data.list[0].id as number;
  const staffId = (await userIdsByName(admin))['张师傅'];
  claim = async (qty) => {
    const res = await engineer.post('/v2/spare/operation/post', { type: 7, from: { kind: 1, id: sub.id }, to: { kind: 2, id: staffId }, lines: [{ partId: part, qty }] });
    expect(res.json.data.state).toBe(0);
  };
}, 60_000);

const setup = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('/spareExamine 备件审批', () => {
  it('shows the claims waiting for this keeper; rejecting asks for a reason, approving moves the parts', async () => {
    await claim(2);
    await claim(1);
    const user = setup();
    renderWithStore(<SpareExaminePage />);
    const rows = await waitFor(() => {
      const found = screen.getAllByText(/电容 ×/).map((cell) => cell.closest('tr')!);
      expect(found).toHaveLength(2);
      return found;
    });
    await user.click(within(rows[0]).getByRole('button', { name: '驳回' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: '驳回原因' }), '库存留给急单');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('已驳回')).toBeTruthy();
    await user.click(within(rows[1]).getByRole('button', { name: '通过' }));
    expect(await screen.findByText('已通过')).toBeTruthy();
    await waitFor(() => expect(screen.queryAllByText(/电容 ×/)).toHaveLength(0));
  });
});
