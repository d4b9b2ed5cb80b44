import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { events } from '@server/db/schema';
import { eventDrillQuery } from '@domain/reports/event-drill';
import { CHARTS, metricOf, type Dimension, type EventFigures } from '@domain/reports/reports.constants';
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

  // Every count of both event charts, by every dimension (table-driven from the charts themselves).
  const cases = (['event', 'eventTimeout'] as const).flatMap((key) =>
    CHARTS[key].dimensions.map((d) => [key, d, CHARTS[key].metrics.filter((m) => metricOf(CHARTS[key], m).kind === 'count')] as const),
  );
  it.each(cases)('%s by %s: the list filtered as each count’s link says (%s) holds as many events as the figure', async (key, dimension, metrics) => {
    const data = await chart(key, dimension);
    expect(data.summary.total).toBeGreaterThan(0);
    let checked = 0;
    for (const metric of metrics as (keyof EventFigures)[]) {
      // The summary first: the whole range with the column's own filter.
      expect(await listCount(eventDrillQuery(CHARTS[key], filter, metric)!), `${metric} summary`).toBe(data.summary[metric]);
      for (const row of data.rows.filter((r) => r.key !== null && Number(r.values[metric]) > 0)) {
        const query = eventDrillQuery(CHARTS[key], filter, metric, dimension, row.key);
        if (query === null) continue;
        expect(await listCount(query), `${metric} of ${row.label}`).toBe(row.values[metric]);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('lists the overdue events for 超时事件 and all of them for 事件数, in the same chart', async () => {
    const data = await chart('eventTimeout', 'staff');
    expect(Number(data.summary.overdue)).toBeLessThan(Number(data.summary.total));
    expect(await listCount(eventDrillQuery(CHARTS.eventTimeout, filter, 'total')!)).toBe(data.summary.total);
    expect(await listCount(eventDrillQuery(CHARTS.eventTimeout, filter, 'overdue')!)).toBe(data.summary.overdue);
  });

  it('keeps the report filter on the list (one template, owners), and has no link for several templates', async () => {
    const byType = await chart('event', 'type');
    const template = byType.rows.find((r) => r.key !== null)!;
    const narrowed = { ...filter, orderType: template.key! };
    expect(await listCount(eventDrillQuery(CHARTS.event, narrowed, 'total')!)).toBe(template.values.total);
    expect(eventDrillQuery(CHARTS.event, { ...filter, orderType: `${template.key},999` }, 'total')).toBeNull();
    expect(eventDrillQuery(CHARTS.event, filter, 'total', 'staff', null)).toBeNull();
    expect(eventDrillQuery(CHARTS.event, filter, 'avgCompleteMinutes')).toBeNull();
  });
});
