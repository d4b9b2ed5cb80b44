import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import type { OrderDetail, OrderRow } from '@domain/orders/orders.types';
import { api } from '@/app/api';
import type { AppStore } from '@/app/store';
import OrderPrintPage from '@/pages/orders/order-print-page';
import TemplateViewPage from '@/pages/orders/template-view-page';
import { renderWithStore, startClientServer, type ClientServer } from '@tests/support/client-server';

let t: ClientServer;
let store: AppStore | undefined;
beforeAll(async () => {
  t = await startClientServer();
  t.visit('/allOrder');
  await t.signIn('13800000002');
}, 60_000);
afterAll(() => t.close());
afterEach(async () => {
  if (store) await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
});

const get = async <T,>(path: string): Promise<T> => (await (await fetch(`/api${path}`)).json()).data as T;

function open(path: string, route: string, page: ReactNode) {
  t.visit(path);
  const view = renderWithStore(<Route path={route}>{page}</Route>);
  store = view.store;
  return view;
}

describe('/templateView', () => {
  it('shows one tab per order type with its count, and the list of the chosen type only', async () => {
    const types = await get<{ id: number; name: string }[]>('/orderTypeTemplate/list');
    const counts = await Promise.all(types.map((ty) => get<{ count: number }>(`/v2/order/getOrderListCount?orderType=${ty.id}`)));
    const withOrders = types.filter((_, i) => counts[i].count > 0);
    expect(withOrders.length).toBeGreaterThan(1);
    open('/templateView', '/templateView', <TemplateViewPage />);
    const u = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

    const second = withOrders[1];
    const tab = await screen.findByRole('tab', { name: new RegExp(second.name) }, { timeout: 8000 });
    const expected = counts[types.indexOf(second)].count;
    await waitFor(() => expect(tab.textContent).toContain(String(expected)));
    await u.click(tab);
    const table = await screen.findByRole('table');
    await waitFor(() => {
      const typeCells = within(table).queryAllByRole('cell').map((c) => c.textContent);
      expect(typeCells).toContain(second.name);
      for (const other of types.filter((ty) => ty.id !== second.id)) expect(typeCells).not.toContain(other.name);
    }, { timeout: 8000 });
  }, 30_000);
});

describe('/allOrder/orderPrint/{id}', () => {
  it('puts every part of the order on one sheet and prints it with the browser', async () => {
    const [row] = (await get<{ list: OrderRow[] }>('/v2/order/getAllOrderList?states=5&pageSize=10')).list;
    const order = await get<OrderDetail>(`/order/orderDetail?id=${row.id}`);
    open(`/allOrder/orderPrint/${order.id}`, '/allOrder/orderPrint/:orderId', <OrderPrintPage />);
    const sheet = await screen.findByRole('article', { name: '工单打印' }, { timeout: 8000 });
    expect(within(sheet).getByRole('heading', { name: order.title })).toBeTruthy();
    for (const part of ['工单信息', '自定义字段', '费用', '回执', '评价', '工单进度']) expect(within(sheet).getAllByRole('region', { name: part }).length).toBeGreaterThan(0);
    expect(within(sheet).getAllByText(order.orderNo).length).toBeGreaterThan(0);
    // happy-dom has no print dialog: the button must hand over to the browser's.
    const print = vi.fn();
    window.print = print;
    await userEvent.click(within(sheet).getByRole('button', { name: '打印 / 保存为PDF' }));
    expect(print).toHaveBeenCalledOnce();
  }, 30_000);
});
