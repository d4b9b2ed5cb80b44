import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderDrillSearch } from '@domain/reports/order-drill';
import { CHARTS, metricOf, type ChartKey, type Dimension } from '@domain/reports/reports.constants';
import type { ChartData } from '@domain/reports/reports.schemas';
import type { OrderFigures } from '@domain/reports/statistics';
import { orders, serviceGroups } from '@server/db/schema';
import { useSignedIn, useTestApp } from '@tests/support/test-app';

/**
 * Every count in every order chart, by every dimension, drills down to a list of exactly the orders it
 * counted: the order list filtered as the link says holds as many orders as the figure (the summary's
 * 查看工单 and each row's button). 默认工单's 已完成 listed all 默认工单 orders before.
 */
const t = useTestApp();
const [director] = useSignedIn(t, '13800000010');

// The demo orders were made when the test database was seeded: a range around now holds them all.
const filter = { start: new Date(Date.now() - 20 * 86_400_000).toISOString(), end: new Date(Date.now() + 86_400_000).toISOString() };

const chartOf = async (chart: ChartKey, dimension: Dimension) => {
  const res = await director.get(`/v2/report/chart?${new URLSearchParams({ ...filter, chart, dimension })}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json.data as ChartData;
};
const listCount = async (search: string) => {
  const res = await director.get(`/v2/order/getOrderListCount?${search}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json.data as { count: number }).count;
};

const CASES = Object.values(CHARTS)
  .filter((c) => c.source === 'orders')
  .flatMap((c) => c.dimensions.map((d) => [c.key, d, c.metrics.filter((m) => metricOf(c, m).kind === 'count')] as const));

describe('order figures drill down to /allOrder', () => {
  // The demo orders have neither service groups nor deadlines: some get each, some of the deadlines past.
  beforeAll(async () => {
    const db = t.app.db.system;
    const groups = await db.select({ id: serviceGroups.id, ep: serviceGroups.enterpriseId }).from(serviceGroups).where(eq(serviceGroups.name, '服务一组'));
    for (const g of groups) {
      await db.update(orders).set({ serviceGroupId: g.id }).where(and(eq(orders.enterpriseId, g.ep), sql`${orders.id} % 3 = 0`));
      await db.update(orders).set({ dueAt: sql`now() - interval '1 hour'`, dueDoneAt: null }).where(and(eq(orders.enterpriseId, g.ep), sql`${orders.id} % 2 = 0`));
      await db.update(orders).set({ dueAt: sql`now() + interval '1 day'`, dueDoneAt: null }).where(and(eq(orders.enterpriseId, g.ep), sql`${orders.id} % 4 = 1`));
    }
    expect(groups.length).toBeGreaterThan(0);
  });

  it.each(CASES)('%s by %s: each count (%s) lists exactly the orders it counted', async (key, dimension, metrics) => {
    const chart = CHARTS[key];
    const data = await chartOf(key, dimension);
    let checked = 0;
    for (const metric of metrics as (keyof OrderFigures)[]) {
      const summary = orderDrillSearch(chart, filter, metric);
      if (summary === null) continue; // no list selects these orders: the figure has no link
      expect(await listCount(summary), `${metric} summary`).toBe(data.summary[metric]);
      for (const row of data.rows.filter((r) => Number(r.values[metric]) > 0)) {
        const search = orderDrillSearch(chart, filter, metric, dimension, row.key);
        if (search === null) continue;
        expect(await listCount(search), `${metric} of ${row.label}`).toBe(row.values[metric]);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('lists 默认工单’s completed orders for its 已完成, not all its orders', async () => {
    const data = await chartOf('order', 'type');
    const row = data.rows.find((r) => r.label === '默认工单')!;
    expect(Number(row.values.completed)).toBeGreaterThan(0);
    expect(Number(row.values.completed)).toBeLessThan(Number(row.values.total));
    const completed = orderDrillSearch(CHARTS.order, filter, 'completed', 'type', row.key)!;
    expect(new URLSearchParams(completed).get('states')).toBe('5');
    expect(await listCount(completed)).toBe(row.values.completed);
  });

  it('gives no link to a figure the order list cannot select, rather than a list of other orders', () => {
    expect(orderDrillSearch(CHARTS.timeout, filter, 'withDeadline')).toBeNull();
    expect(orderDrillSearch(CHARTS.efficiency, filter, 'avgResponseMinutes', 'staff', '1')).toBeNull();
    expect(orderDrillSearch(CHARTS.order, filter, 'total', 'staff', null)).toBeNull();
    // A state row's 已完成 other than the completed state counts nothing and has no link.
    expect(orderDrillSearch(CHARTS.order, filter, 'completed', 'state', '4')).toBeNull();
  });
});
