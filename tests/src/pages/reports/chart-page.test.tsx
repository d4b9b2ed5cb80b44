import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import ChartPage from '@/pages/reports/chart-page';
import { useClientServer } from '@tests/support/client-server';

const t = useClientServer();

describe('a chart menu screen', () => {
  it('shows the orders’ and the events’ timeout charts, switches dimension and exports to the download centre', async () => {
    await t.open('/report/timeout', '13800000010', <Route path="/report/timeout">{<ChartPage />}</Route>);
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await screen.findByText('工单及事件超时');
    await screen.findByText('事件超时');
    // The orders' card: overdue count, orders with a deadline and the timeout rate, then the day rows.
    const orders = screen.getByText('工单及事件超时').closest('.arco-card') as HTMLElement;
    expect((await within(orders).findAllByText('超时率')).length).toBeGreaterThan(0);
    // 近一月 is thirty days whatever today's date: a row for each, below the heading row.
    await user.click(screen.getByText('近一月'));
    await waitFor(() => expect(within(orders).getAllByRole('row')).toHaveLength(31));

    await user.click(within(orders).getByText('按工单类型'));
    await within(orders).findByRole('cell', { name: '默认工单' });
    // The chart is ECharts' image, described in Chinese by ECharts itself (its aria option).
    expect(within(orders).getByRole('img', { name: /^这是一个图表，图表类型是柱状图，表示工单及事件超时：超时工单。/ })).toBeTruthy();

    await user.click(within(orders).getByRole('button', { name: /导出/ }));
    await screen.findByText('已加入下载中心');
  });

  it('drills from a figure of the table by keyboard (the chart’s marks take no focus)', async () => {
    await t.open('/report/order', '13800000010', <Route path="/report/order">{<ChartPage />}</Route>);
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const card = (await screen.findByRole('img', { name: /表示工单统计：工单数/ })).closest('.arco-card') as HTMLElement;
    // A day's order count in the table is a button; Enter opens that day's orders.
    const [figure] = await within(card.querySelector('.arco-table') as HTMLElement).findAllByRole('button', { name: /^\d+$/ });
    figure!.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(window.location.pathname).toBe('/allOrder'));
    expect(new URLSearchParams(window.location.search).has('takeVStart')).toBe(true);
  });

  it('shows 备件使用分析 with its staff-only filter, its quantity and amount, and its part dimensions', async () => {
    await t.open('/report/spareUsage', '13800000010', <Route path="/report/spareUsage">{<ChartPage />}</Route>);
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const card = (await screen.findByText('备件使用分析')).closest('.arco-card') as HTMLElement;
    expect(within(card).getAllByText('使用数量').length).toBeGreaterThan(0);
    await within(card).findByText('¥0.00');
    // Order type and service group do not narrow spare usage: the filter bar offers staff only.
    expect(screen.queryByText('全部工单类型')).toBeNull();
    await user.click(within(card).getByText('按服务人员'));
    await user.click(within(card).getByText('按备件类型'));
    // The table's first column names the dimension.
    await within(card).findByText('备件类型');
  });

  it('shows 项目统计: the demo’s projects by state, their overdue tasks, and the template dimension', async () => {
    await t.open('/report/project', '13800000010', <Route path="/report/project">{<ChartPage />}</Route>);
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const card = (await screen.findByRole('img', { name: /表示项目统计：项目数/ })).closest('.arco-card') as HTMLElement;
    // The demo's three projects, one in each stage, named as the project screens name them.
    for (const phase of ['进行中', '已完成', '待审批']) await within(card).findByRole('cell', { name: phase });
    expect(within(card).getAllByText('逾期任务').length).toBeGreaterThan(0);
    expect(screen.queryByText('全部工单类型')).toBeNull();
    await user.click(within(card).getByText('按项目模板'));
    await within(card).findByRole('cell', { name: '设备安装项目' });
    await within(card).findByRole('cell', { name: '系统改造项目' });
  });
});
