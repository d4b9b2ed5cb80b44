import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerProductRow } from '@domain/products/products.schemas';
import type { ScanSignInResult } from '@domain/repair/repair.schemas';
import { api } from '@/app/api';
import type { AppStore } from '@/app/store';
import { RepairActions } from '@/features/repair/components/repair-actions';
import { useGetRepairQuery } from '@/features/repair/repair.api';
import { renderWithStore, startClientServer, type ClientServer } from '@tests/support/client-server';
import { Client } from '@tests/support/test-app';

let t: ClientServer;
let store: AppStore | undefined;
let admin: Client;

beforeAll(async () => {
  t = await startClientServer();
  admin = await Client.signIn(t.app, '13800000001');
  t.visit('/repairManagement');
}, 60_000);
afterAll(() => t.close());
afterEach(async () => {
  if (store) await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
});

/** The detail's buttons, fed by the real detail call like the page. */
function Buttons({ id }: { id: number }) {
  const { data } = useGetRepairQuery(id);
  return data ? (
    <div aria-label="维修单操作">
      <RepairActions repair={data} onEdit={() => undefined} onDetection={() => undefined} />
    </div>
  ) : null;
}
const buttonNames = async () =>
  within(await screen.findByLabelText('维修单操作'))
    .getAllByRole('button')
    .map((b) => b.textContent!.replace(/\s/g, ''));

describe('RepairActions', () => {
  it('shows the operations the server sends, and follows the order from sign-in to approval', async () => {
    const products = (await admin.get('/v2/customer/production/list?pageIndex=0&pageSize=100')).json.data as CustomerProductRow[];
    // Out of warranty, so the completed order has a fee to receive (收款).
    let made: ScanSignInResult | undefined;
    for (const p of products.filter((c) => c.customerId !== null && c.warrantyStatus !== 'active')) {
      made = (await admin.post('/v2/repair/order/scanSignIn', { code: p.serialNumber })).json.data as ScanSignInResult | undefined;
      if (made?.created) break;
    }
    const { order } = made!;
    await t.signIn('13800000001');
    store = renderWithStore(<Buttons id={order.id} />).store;
    await waitFor(async () => expect(await buttonNames()).toEqual(['编辑', '受理', '新建检测单', '取消维修单']));
    const u = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await u.click(screen.getByRole('button', { name: /受理/ }));
    // The demo asks completions to be approved: 提交完工审批, never 完工.
    await waitFor(async () => expect(await buttonNames()).toEqual(['编辑', '新建检测单', '提交完工审批', '取消维修单']));
    await u.click(screen.getByRole('button', { name: /提交完工审批/ }));
    // The administrator approves.
    await waitFor(async () => expect(await buttonNames()).toEqual(['审批通过', '驳回']));
    await u.click(screen.getByRole('button', { name: /审批通过/ }));
    await waitFor(async () => expect(await buttonNames()).toEqual(['寄回', '收款']));
    // 收款: the fee with a payment mode (线下支付 unless chosen); finance then holds it, and the button goes.
    await u.click(screen.getByRole('button', { name: /收款/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/^收款 ¥\d+\.\d{2}$/)).toBeTruthy();
    await u.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(async () => expect(await buttonNames()).toEqual(['寄回']));
    const collected = (await admin.get(`/v2/collection/list?source=2&sourceNo=${order.repairNo}`)).json.data as { total: number; rows: { modeName: string }[] };
    expect(collected).toMatchObject({ total: 1, rows: [{ modeName: '线下支付' }] });
  });
});
