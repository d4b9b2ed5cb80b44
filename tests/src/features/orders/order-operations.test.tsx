import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OrderDetail, OrderRow } from '@domain/orders/orders.types';
import { OrderOperations } from '@/features/orders/components/order-operations';
import { useGetOrderQuery } from '@/features/orders/orders.api';
import { renderWithStore, useClientServer } from '@tests/support/client-server';

const t = useClientServer({ page: '/allOrder' });

const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const get = async <T,>(path: string): Promise<T> => (await (await fetch(`/api${path}`)).json()).data as T;
/** The first order of a state the signed-in user sees. */
const firstOrder = async (query: string) => (await get<{ list: OrderRow[] }>(`/v2/order/getAllOrderList?${query}`)).list[0];
const detail = (id: number) => get<OrderDetail>(`/order/orderDetail?id=${id}`);

/** The detail's buttons, fed by the real detail call like the page. */
function Buttons({ id }: { id: number }) {
  const { data } = useGetOrderQuery(id);
  return data ? <OrderOperations order={data} /> : null;
}
const buttonNames = async () => {
  const bar = await screen.findByLabelText('工单操作');
  return within(bar)
    .getAllByRole('button')
    .map((b) => b.textContent!.replace(/\s/g, ''));
};

describe('OrderOperations', () => {
  it('offers the dispatcher only what may succeed on an order waiting for assignment', async () => {
    await t.signIn('13800000002');
    const order = await firstOrder('states=1&is_grab=0');
    expect(order).toBeDefined();
    renderWithStore(<Buttons id={order.id} />);
    const names = await buttonNames();
    expect(names).toEqual(expect.arrayContaining(['指派', '放入公海', '取消工单']));
    for (const other of ['接单', '开始服务', '评价', '还原', '完成审批通过']) expect(names).not.toContain(other);
  });

  it('puts the order into the public pool after the confirmation, and the buttons follow', async () => {
    await t.signIn('13800000002');
    const order = await firstOrder('states=1&is_grab=0');
    renderWithStore(<Buttons id={order.id} />);
    const u = user();
    await u.click(within(await screen.findByLabelText('工单操作')).getByRole('button', { name: '放入公海' }));
    await u.click(await screen.findByRole('button', { name: /^确\s*定$/ }));
    await waitFor(async () => expect((await detail(order.id)).inPool).toBe(true));
    await waitFor(async () => expect(await buttonNames()).toContain('从公海收回'));
    expect(await buttonNames()).not.toContain('放入公海');
  });

  it('gives the service staff receive and refuse on an order waiting for pickup, and records a refusal with its reason', async () => {
    await t.signIn('13800000003');
    const order = await firstOrder('states=2');
    expect(order).toBeDefined();
    renderWithStore(<Buttons id={order.id} />);
    const names = await buttonNames();
    expect(names).toEqual(expect.arrayContaining(['接单', '拒单']));
    for (const other of ['指派', '放入公海', '取消工单']) expect(names).not.toContain(other);

    const u = user();
    await u.click(within(await screen.findByLabelText('工单操作')).getByRole('button', { name: '拒单' }));
    const dialog = await screen.findByRole('dialog');
    await u.click(within(dialog).getByRole('button', { name: /^确\s*定$/ }));
    expect(await within(dialog).findByText('请输入拒单原因')).toBeTruthy();
    expect((await detail(order.id)).state).toBe(2);
    await u.type(within(dialog).getByRole('textbox'), '今天不在该区域');
    await u.click(within(dialog).getByRole('button', { name: /^确\s*定$/ }));
    await t.signIn('13800000002');
    await waitFor(async () => {
      const after = await detail(order.id);
      expect(after.state).toBe(1);
      expect(after.timeline.at(-1)?.remark).toBe('今天不在该区域');
    });
  });
});
