import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@domain/format/date';
import AllOrderPage from '@/pages/orders/all-order-page';
import { renderWithStore, useClientServer } from '@tests/support/client-server';

const t = useClientServer({ page: '/allOrder', signedInAs: '13800000002' });

const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
interface Row {
  orderNo: string;
  customerName: string;
  state: number;
}
/** What the server holds for a query, to compare the screen with. */
async function serverList(query: string): Promise<{ list: Row[]; total: number }> {
  return (await (await fetch(`/api/v2/order/getAllOrderList?pageSize=100&${query}`)).json()).data;
}
/** The pager's "共 N 条". */
const totalText = (n: number) => new RegExp(`共\\s*${n}\\s*条`);
const table = () => screen.getByRole('table');
const shownOrderNos = () => within(table()).queryAllByRole('link').map((a) => a.textContent);

function renderPage(path: string) {
  t.visit(path);
  return renderWithStore(<AllOrderPage />);
}

describe('all orders: filters', () => {
  it('opens with the keyword of the global search and shows only matching orders', async () => {
    const name = (await serverList('')).list[0].customerName;
    const { list } = await serverList(`keyword=${encodeURIComponent(name)}`);
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((r) => r.customerName === name)).toBe(true);
    renderPage(`/allOrder?keyword=${encodeURIComponent(name)}`);
    await waitFor(() => expect(shownOrderNos().sort()).toEqual(list.slice(0, 10).map((r) => r.orderNo).sort()));
    expect(screen.getByLabelText('关键词')).toHaveProperty('value', name);
  });

  it('filters by customer name with 查询, and 重置 shows every order again', async () => {
    const all = await serverList('');
    const name = all.list[all.list.length - 1].customerName;
    const { list, total } = await serverList(`customName=${encodeURIComponent(name)}`);
    expect(total).toBeLessThan(all.total);
    renderPage('/allOrder');
    const u = user();
    await waitFor(() => expect(shownOrderNos()).toHaveLength(10));
    await u.type(screen.getByLabelText('客户名称'), name);
    await u.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(shownOrderNos().sort()).toEqual(list.slice(0, 10).map((r) => r.orderNo).sort()));
    expect(screen.getByText(totalText(total))).toBeTruthy();
    await u.click(screen.getByRole('button', { name: /重\s*置/ }));
    await waitFor(() => expect(screen.getByText(totalText(all.total))).toBeTruthy());
  });

  it('counts each state tab and lists only that state when a tab is chosen', async () => {
    const tabs = (await (await fetch('/api/order/getOrderTab?view=all')).json()).data as Record<string, number>;
    const cancelled = await serverList('states=6');
    expect(tabs['6']).toBe(cancelled.total);
    renderPage('/allOrder');
    const u = user();
    const tab = await screen.findByText(/^已取消 \(\d+\)$/, {}, { timeout: 15_000 });
    expect(tab.textContent).toBe(`已取消 (${tabs['6']})`);
    await u.click(tab);
    await waitFor(() => expect(shownOrderNos().sort()).toEqual(cancelled.list.slice(0, 10).map((r) => r.orderNo).sort()));
  });

  it('refuses bulk delete with nothing selected and export of an empty list', async () => {
    renderPage('/allOrder?keyword=没有这样的工单');
    const u = user();
    await screen.findByText('暂无数据');
    await u.click(await screen.findByRole('button', { name: /批量删除/ }));
    expect(await screen.findByText('请选择需要删除的行')).toBeTruthy();
    await u.click(screen.getByRole('button', { name: /^导出\s*$/ }));
    await u.click(await screen.findByText('导出全部'));
    expect(await screen.findByText('导出数据不能为空')).toBeTruthy();
  });
});

describe('all orders opened from a report figure', () => {
  it('shows the range the list is filtered by in 创建时间 and lists what the link selects', async () => {
    const [start, end] = ['2020-01-01T00:00:00.000Z', '2035-12-31T12:00:00.000Z'];
    const query = `takeVStart=${encodeURIComponent(start)}&takeVEnd=${encodeURIComponent(end)}&states=5`;
    const { total } = await serverList(query);
    expect(total).toBeGreaterThan(0);
    renderPage(`/allOrder?${query}`);
    await waitFor(() => expect(screen.getByText(totalText(total))).toBeTruthy());
    const range = screen.getByLabelText('创建时间').closest('.arco-picker')!;
    const days = [...range.querySelectorAll('input')].map((i) => i.value);
    expect(days).toEqual([start, end].map((iso) => formatDateTime(iso).slice(0, 10)));
  });
});
