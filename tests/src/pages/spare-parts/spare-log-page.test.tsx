import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SparePartRow, WarehouseRow } from '@domain/spare-parts/spare-parts.schemas';
import SpareLogPage from '@/pages/spare-parts/spare-log-page';
import { Client, userIdsByName } from '@tests/support/test-app';
import { renderWithStore, useClientServer } from '@tests/support/client-server';

/** 备件单据 filters by state and type (issue 32, item 10): a keeper looking for what was rejected. */
const t = useClientServer({ page: '/sparelog', signedInAs: '13800000009' });
let rejectedId = 0;

beforeAll(async () => {
  const [admin, keeper, engineer] = await Promise.all(['13800000001', '13800000009', '13800000003'].map((phone) => Client.signIn(t.app, phone)));
  const engineerId = (await userIdsByName(admin))['张师傅'];
  const sub = ((await admin.get('/warehouse/list')).json.data as WarehouseRow[]).find((w) => w.name === '浦西分仓')!;
  const typeId = (await admin.post('/v2/spare/type/save', { name: '单据筛选类' })).json.data as number;
  const part = (await admin.post('/v2/spare/sparePart/save', { typeId, name: '单据筛选件', unit: '个', price: '5' })).json.data as SparePartRow;
  await admin.post('/v2/spare/operation/post', { type: 3, to: { kind: 1, id: sub.id }, lines: [{ partId: part.id, qty: 5 }] });
  await admin.post('/v2/spare/enterprise/save', { storehouseType: 2, approvalTypes: [7] });
  try {
    const filed = await engineer.post('/v2/spare/operation/post', { type: 7, from: { kind: 1, id: sub.id }, to: { kind: 2, id: engineerId }, lines: [{ partId: part.id, qty: 1 }] });
    rejectedId = filed.json.data.id as number;
    expect((await keeper.post('/v2/spare/operation/examine', { id: rejectedId, pass: false, reason: '数量不对' })).statusCode).toBe(200);
  } finally {
    await admin.post('/v2/spare/enterprise/save', { storehouseType: 2, approvalTypes: [] });
  }
});

const rowsOf = () => screen.getAllByRole('row').slice(1);

describe('/sparelog 备件单据', () => {
  it('narrows the documents to a chosen state, then to a type as well', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderWithStore(<SpareLogPage />);
    await screen.findAllByText(/单据筛选件/);
    await user.click(screen.getByRole('combobox', { name: '状态' }));
    await user.click(await screen.findByRole('option', { name: '已驳回' }));
    await waitFor(() => expect(rowsOf().every((row) => within(row).queryByText('已驳回'))).toBe(true));
    expect(within(rowsOf()[0]).getByText(String(rejectedId))).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: '类型' }));
    await user.click(await screen.findByRole('option', { name: '入库' }));
    await waitFor(() => expect(screen.getByText('暂无数据')).toBeTruthy());
  });
});
