import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { events } from '@server/db/schema';
import { eventDrillQuery } from '@domain/reports/event-drill';
import { CHARTS, type Dimension } from '@domain/reports/reports.constants';
import type { ChartData } from '@domain/reports/reports.schemas';
import { useSignedIn, useTestApp } from '@tests/support/test-app';

const t = useTestApp();
const [director] = useSignedIn(t, '13800000010');

// The demo events were made when the test database was seeded: a range around now holds them all.
const filter = { start: new Date(Date.now() - 20 * 86_400_000).toISOString(), end: new Date(Date.now() + 86_400_000).toISOString() };

const chart = async (key: 'event' | 'eventTimeout', dimension: Dimension) => {
  const res = await director.get(`/v2/report/chart?${new URLSearchParams({ ...filter, chart: key, dimension })}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json.data as ChartData;
};
/** The event list's total for a drill-down's query, as /allEvent asks for it. */
const listCount = async (query: Record<string, string>) => {
  const res = await director.get(`/v2/event/getAllEventListCount?${new URLSearchParams(query)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json.data as number;
};

describe('event figures drill down to /allEvent', () => {
  // The seed has no overdue events: the overdue job would mark these (every other one) once their stage's time ran out.
  beforeAll(async () => {
    await t.app.db.system.update(events).set({ overdue: true }).where(sql`${events.id} % 2 = 0`);
  });

  it.each([
    ['event', 'staff', 'total'],
    ['event', 'state', 'total'],
    ['event', 'type', 'total'],
    ['event', 'day', 'total'],
    ['eventTimeout', 'staff', 'overdue'],
    ['eventTimeout', 'day', 'overdue'],
  ] as const)('%s by %s: the list filtered as the link says holds as many events as each figure (%s)', async (key, dimension, metric) => {
    const data = await chart(key, dimension);
    expect(data.summary.total).toBeGreaterThan(0);
    // The summary first: the whole range with the chart's own filter.
    expect(await listCount(eventDrillQuery(CHARTS[key], filter)!)).toBe(data.summary[metric]);
    const rows = data.rows.filter((r) => r.key !== null && (dimension !== 'day' || Number(r.values[metric]) > 0));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(await listCount(eventDrillQuery(CHARTS[key], filter, dimension, row.key)!), `${row.label}`).toBe(row.values[metric]);
  });

  it('keeps the report filter on the list (one template, owners), and has no link for several templates', async () => {
    const byType = await chart('event', 'type');
    const template = byType.rows.find((r) => r.key !== null)!;
    const narrowed = { ...filter, orderType: template.key! };
    expect(await listCount(eventDrillQuery(CHARTS.event, narrowed)!)).toBe(template.values.total);
    expect(eventDrillQuery(CHARTS.event, { ...filter, orderType: `${template.key},999` })).toBeNull();
    expect(eventDrillQuery(CHARTS.event, filter, 'staff', null)).toBeNull();
  });
});
