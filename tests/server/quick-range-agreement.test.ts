import { and, eq, inArray, not } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { quickRange, quickRangeDays, type QuickRange } from '@domain/common/quick-ranges';
import { orderDrillSearch } from '@domain/reports/order-drill';
import { CHARTS } from '@domain/reports/reports.constants';
import type { ChartData } from '@domain/reports/reports.schemas';
import { enterprises, orders } from '@server/db/schema';
import { refreshOrderRollup } from '@server/modules/reports/rollup.job';
import { orderQueryParams } from '@/features/orders/order-filter-params';
import { useSignedIn, useTestApp } from '@tests/support/test-app';

// 本月 means one thing (issue 32 item 15): the chart centre's figure for a quick range, the order list
// filtered by the same quick range in its filter panel, and the chart's drill-down into the list count
// the same orders — also for orders created in the hours where the China day and the UTC day differ.

const t = useTestApp();
const [director] = useSignedIn(t, '13800000010');

// Monday 5 March 2001, noon in China; the fixture's orders sit around the China month boundary.
const NOW = new Date('2001-03-05T04:00:00Z');
const CREATED = [
  '2001-02-28T17:00:00Z', // China 1 March 01:00: this month (in UTC still February)
  '2001-02-28T15:00:00Z', // China 28 February 23:00: last month
  '2001-03-04T20:00:00Z', // China 5 March 04:00: this month
];

let fixture: Promise<void> | undefined;
const seedFixture = () => (fixture ??= moveOrders());

async function moveOrders() {
  const db = t.app.db.system;
  const [ep] = await db.select({ id: enterprises.id }).from(enterprises).where(eq(enterprises.name, '示例科技有限公司'));
  const ids = (await db.select({ id: orders.id }).from(orders).where(eq(orders.enterpriseId, ep.id)).limit(CREATED.length)).map((r) => r.id);
  for (const [i, createdAt] of CREATED.entries()) await db.update(orders).set({ createdAt: new Date(createdAt), deletedAt: null, updatedAt: new Date() }).where(eq(orders.id, ids[i]));
  // No other order of the enterprise is as old (the demo's are made when the test database is seeded).
  const older = await db.select({ id: orders.id }).from(orders).where(and(eq(orders.enterpriseId, ep.id), not(inArray(orders.id, ids))));
  expect(older.length).toBeGreaterThan(0);
  // Past days are read from the roll-ups, which the minute tick keeps: run it once now.
  await refreshOrderRollup(t.app.db, new Date());
}

/** The order chart's total for a quick range, as the chart centre asks for it. */
async function chartTotal(range: QuickRange) {
  const { start, end } = quickRange(range, NOW);
  const res = await director.get(`/v2/report/chart?chart=order&dimension=type&start=${encodeURIComponent(start.toISOString())}&end=${encodeURIComponent(end.toISOString())}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json.data as ChartData;
}

/** The order list's count with the quick range chosen in its filter panel's 创建时间 (the picker's days, whole days). */
async function listTotal(range: QuickRange) {
  const [first, last] = quickRangeDays(range, NOW);
  const params = orderQueryParams({ takeV: [`${first} 00:00:00`, `${last} 23:59:59`] });
  return listCount(String(new URLSearchParams(params as Record<string, string>)));
}

async function listCount(query: string) {
  const res = await director.get(`/v2/order/getOrderListCount?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json.data.count as number;
}

describe('a quick range means the same orders on the chart, in the list and in the drill-down', () => {
  it.each([
    ['thisMonth', 2],
    ['lastMonth', 1],
  ] as const)('%s', async (range, expected) => {
    await seedFixture();
    const chart = await chartTotal(range);
    expect(chart.summary.total).toBe(expected);
    expect(await listTotal(range)).toBe(expected);
    const drill = orderDrillSearch(CHARTS.order, { start: chart.start, end: chart.end }, 'total');
    expect(drill).not.toBeNull();
    expect(await listCount(drill!)).toBe(expected);
  });
});
