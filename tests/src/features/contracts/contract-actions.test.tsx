import { Button } from '@arco-design/web-react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerRow } from '@domain/customers/customers.schemas';
import { api } from '@/app/api';
import type { AppStore } from '@/app/store';
import { ContractActions } from '@/features/contracts/components/contract-actions';
import { useGetContractQuery } from '@/features/contracts/contracts.api';
import { renderWithStore, startClientServer, type ClientServer } from '@tests/support/client-server';
import { Client } from '@tests/support/test-app';

let t: ClientServer;
let store: AppStore | undefined;
let admin: Client;
let customerId: number;

beforeAll(async () => {
  t = await startClientServer();
  admin = await Client.signIn(t.app, '13800000001');
  customerId = ((await admin.get('/v2/customer/list?name=深圳湾科技')).json.data as CustomerRow[])[0].id;
  t.visit('/salesContract');
}, 60_000);
afterAll(() => t.close());
afterEach(async () => {
  if (store) await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
});

/** The detail's buttons, fed by the real detail call like the page. */
function Buttons({ id }: { id: number }) {
  const { data } = useGetContractQuery(id);
  return data ? (
    <div aria-label="合同操作">
      <ContractActions contract={data} onEdit={() => undefined} onDeleted={() => undefined} createOrderButton={(enabled) => enabled && <Button>创建工单</Button>} />
    </div>
  ) : null;
}
const buttonNames = async () =>
  within(await screen.findByLabelText('合同操作'))
    .getAllByRole('button')
    .map((b) => b.textContent!.replace(/\s/g, ''));

describe('ContractActions', () => {
  it('shows the operations the server sends, and follows the contract through approval', async () => {
    const { id } = (await admin.post('/v2/saleContract/save', { contractNo: 'HT-BTN-001', name: '按钮合同', customerId, signedDate: '2026-03-01', status: 1 })).json.data as { id: number };
    await t.signIn('13800000001');
    store = renderWithStore(<Buttons id={id} />).store;
    await waitFor(async () => expect(await buttonNames()).toEqual(['编辑', '提交审批', '删除']));
    const u = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await u.click(screen.getByRole('button', { name: /提交审批/ }));
    // The administrator may approve a contract they wrote themselves.
    await waitFor(async () => expect(await buttonNames()).toEqual(['撤回', '审批通过', '驳回']));
    await u.click(screen.getByRole('button', { name: /审批通过/ }));
    await waitFor(async () => expect(await buttonNames()).toEqual(['创建工单', '标记为执行中', '标记为已终止']));
  });

  it('offers a reader who writes no contracts only the order', async () => {
    const { id } = (await admin.post('/v2/saleContract/save', { contractNo: 'HT-BTN-002', name: '只读合同', customerId, signedDate: '2026-03-01', status: 2 })).json.data as { id: number };
    await admin.post('/v2/saleContract/approve', { id, action: 'submit' });
    await admin.post('/v2/saleContract/approve', { id, action: 'approve' });
    await t.signIn('13800000002');
    store = renderWithStore(<Buttons id={id} />).store;
    await waitFor(async () => expect(await buttonNames()).toEqual(['创建工单']));
  });
});
