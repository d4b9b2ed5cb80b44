import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getCsrfToken } from '@adapters/session-token';
import type { OrderDetail, OrderRow } from '@domain/orders/orders.types';
import { OrderOperations } from '@/features/orders/components/order-operations';
import { OrderProgressNotice, OrderProgressSteps } from '@/features/orders/components/order-progress';
import { useGetOrderQuery } from '@/features/orders/orders.api';
import { renderWithStore, useClientServer } from '@tests/support/client-server';

const t = useClientServer({ page: '/allOrder' });

const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const call = async <T,>(path: string, body?: object): Promise<T> => {
  const res = await fetch(`/api${path}`, body ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...body, ctoken: getCsrfToken() }) } : undefined);
  const json = (await res.json()) as { code: number; message: string; data: T };
  expect(res.status, json.message).toBe(200);
  return json.data;
};

/** A demo 安装工单 (its type has three process steps) brought to 服务中 with 张师傅. */
async function installOrderInService(): Promise<OrderDetail> {
  await t.signIn('13800000002');
  const waiting = (await call<{ list: OrderRow[] }>('/v2/order/getAllOrderList?states=0&pageSize=50')).list.find((o) => o.templateName === '安装工单');
  expect(waiting).toBeDefined();
  await call('/order/acceptance', { id: waiting!.id, result: 'pass', remark: '' });
  await t.signIn('13800000003');
  await call('/order/accept', { id: waiting!.id });
  return call<OrderDetail>('/order/startService', { id: waiting!.id });
}

function Detail({ id }: { id: number }) {
  const { data } = useGetOrderQuery(id);
  if (!data) return null;
  return (
    <>
      <OrderOperations order={data} />
      <OrderProgressNotice order={data} />
      <OrderProgressSteps order={data} />
    </>
  );
}

describe('order progress steps on the detail', () => {
  it('says which steps keep the order from completion, records them, and then offers completion', async () => {
    const order = await installOrderInService();
    expect(order.progress?.pending.length).toBeGreaterThan(0);
    renderWithStore(<Detail id={order.id} />);

    const notice = await screen.findByText(/未完成，不能完成工单/);
    for (const step of order.progress!.pending) expect(notice.textContent).toContain(`“${step}”`);
    const bar = await screen.findByLabelText('工单操作');
    expect(within(bar).queryByRole('button', { name: /申请完成|完成服务/ })).toBeNull();

    const u = user();
    for (const step of order.progress!.pending) {
      await u.click(await screen.findByRole('button', { name: `记录${step}` }));
      const dialog = await screen.findByRole('dialog');
      await u.type(within(dialog).getByPlaceholderText('请输入备注'), '已确认');
      await u.click(within(dialog).getByRole('button', { name: /^确\s*定$/ }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }

    await waitFor(() => expect(screen.queryByText(/未完成，不能完成工单/)).toBeNull());
    expect(await within(await screen.findByLabelText('工单操作')).findByRole('button', { name: /申请完成|完成服务/ })).toBeTruthy();
    expect(within(screen.getByLabelText('处理流程')).getAllByText('已完成')).toHaveLength(order.progress!.steps.length);
  });

  it('names who handles a step (流程指派), preselecting the step default person', async () => {
    const order = await installOrderInService();
    const step = order.progress!.steps[0].name;
    const { defaultUser } = await call<{ defaultUser: { name: string } | null }>(`/order/progress/defaultUser?id=${order.id}&step=${encodeURIComponent(step)}`);
    expect(defaultUser).not.toBeNull();
    renderWithStore(<Detail id={order.id} />);

    const u = user();
    await u.click(await screen.findByRole('button', { name: `指派${step}` }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText(defaultUser!.name);
    await u.click(within(dialog).getByRole('button', { name: /^确\s*定$/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const row = (await screen.findByText(step, { selector: 'td *' })).closest('tr')!;
    await waitFor(() => expect(row.textContent).toContain(defaultUser!.name));
  });
});
