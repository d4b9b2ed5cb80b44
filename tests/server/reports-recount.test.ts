import { and, eq, isNull, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ChartQuerySchema } from '@domain/reports/reports.schemas';
import { figuresOf, sumOrders, type OrderFacts } from '@domain/reports/statistics';
import { Role } from '@domain/shell/roles';
import { enterprises, itemCollections, orderCollections, orderEvaluations, orderReceipts, orders } from '@server/db/schema';
import { areaCounts, chartData } from '@server/modules/reports/chart-figures';
import { rolledPlaceSumsBy } from '@server/modules/reports/rolled-sums.queries';
import { refreshOrderRollup } from '@server/modules/reports/rollup.job';
import { chinaDate, chinaDay, chinaMidnight } from '@domain/common/quick-ranges';
import { useTestApp } from '@tests/support/test-app';

const t = useTestApp();

const fen = (yuan: string | number | null) => Math.round(Number(yuan ?? 0) * 100);

/** Every live order of the enterprise with its facts, read row by row: the full recount the SQL must equal. */
async function recount(enterpriseId: number, start: Date, end: Date, now: Date) {
  const db = t.app.db.system;
  const rows = await db.select().from(orders).where(and(eq(orders.enterpriseId, enterpriseId), isNull(orders.deletedAt)));
  const facts: OrderFacts[] = [];
  for (const o of rows) {
    if (o.createdAt < start || o.createdAt > end) continue;
    const coll = await db.select({ amount: orderCollections.amount }).from(orderCollections).where(eq(orderCollections.orderId, o.id));
    // Finance's collections of payment items are the order's too (已收款).
    const items = await db.select({ amount: itemCollections.amount }).from(itemCollections).where(eq(itemCollections.orderId, o.id));
    const [receipt] = await db.select().from(orderReceipts).where(eq(orderReceipts.orderId, o.id)).orderBy(sql`id desc`).limit(1);
    const [ev] = await db.select().from(orderEvaluations).where(eq(orderEvaluations.orderId, o.id)).orderBy(sql`id desc`).limit(1);
    facts.push({
      state: o.state,
      createdAt: o.createdAt,
      assignedAt: o.assignedAt,
      takenAt: o.takenAt,
      completedAt: o.completedAt,
      exceptionAt: o.exceptionAt,
      dueAt: o.dueAt,
      dueDoneAt: o.dueDoneAt,
      feesFen: Math.max(0, fen(o.serviceAmount) + fen(o.spareAmount) + fen(o.otherFee) + fen(o.itemsAmount) - fen(o.discountAmount)),
      collectedFen: [...coll, ...items].reduce((n, c) => n + fen(c.amount), 0),
      serviceMinutes: receipt?.serviceMinutes ?? null,
      evaluation: ev ? { solved: ev.solved, quality: ev.quality, attitude: ev.attitude, speed: ev.speed, solveRate: ev.solveRate } : null,
    });
  }
  return figuresOf(sumOrders(facts, now));
}

/** Orders per customer of the range, counted row by row (the customer chart's top rows are at most 50). */
async function recountByCustomer(enterpriseId: number, start: Date, end: Date): Promise<Record<string, number>> {
  const rows = await t.app.db.system.select().from(orders).where(and(eq(orders.enterpriseId, enterpriseId), isNull(orders.deletedAt)));
  const out: Record<string, number> = {};
  for (const o of rows) if (o.createdAt >= start && o.createdAt <= end) out[String(o.customerId)] = (out[String(o.customerId)] ?? 0) + 1;
  return out;
}

const sortedByKey = <T extends { key: string | null }>(rows: T[]) => [...rows].sort((x, y) => String(x.key).localeCompare(String(y.key)));

const ALL_METRICS = ['total', 'completed', 'cancelled', 'completionRate', 'avgResponseMinutes', 'avgAssignMinutes', 'avgCompleteMinutes', 'firstTimeFixRate', 'withDeadline', 'overdue', 'slaTimeoutRate', 'fees', 'collected', 'serviceHours', 'evaluated', 'solvedRate', 'quality', 'attitude', 'speed', 'solveRate'];

describe('the chart figures equal a full recount by the definitions', () => {
  it('after random changes to the orders (states, time nodes, deadlines, fees, evaluations, finance collections)', async () => {
    const [ep] = await t.app.db.system.select({ id: enterprises.id }).from(enterprises).where(eq(enterprises.name, '示例科技有限公司'));
    const ids = (await t.app.db.system.select({ id: orders.id }).from(orders).where(eq(orders.enterpriseId, ep.id))).map((r) => r.id);
    const [{ templateId }] = await t.app.db.system.select({ templateId: orders.templateId }).from(orders).where(eq(orders.enterpriseId, ep.id)).limit(1);
    const customers = [...new Set((await t.app.db.system.select({ id: orders.customerId }).from(orders).where(eq(orders.enterpriseId, ep.id))).map((r) => r.id))];
    // Addresses naming a province and city, a municipality, a province only, and nothing the map knows.
    const addresses = ['广东省深圳市南山区科技园路1号', '上海市浦东新区世纪大道100号', '浙江省某县某镇', '人民路8号'];
    const base = Date.now();
    // Creation times spread over 90 days, so a range holds whole months (the month roll-ups) and partial ones at its ends (the day roll-ups).
    const at = (minutes: number | null) => (minutes === null ? null : new Date(base - 100 * 86_400_000 + minutes * 60_000));
    const change = fc.record({
      index: fc.nat({ max: ids.length - 1 }),
      state: fc.constantFrom(0, 1, 2, 3, 4, 5, 6, 7),
      taken: fc.option(fc.integer({ min: 0, max: 900 })),
      assigned: fc.option(fc.integer({ min: 0, max: 900 })),
      completed: fc.option(fc.integer({ min: 0, max: 9000 })),
      exception: fc.boolean(),
      due: fc.option(fc.integer({ min: -3000, max: 3000 })),
      dueDone: fc.option(fc.integer({ min: -3000, max: 3000 })),
      service: fc.integer({ min: 0, max: 50_000 }),
      discount: fc.integer({ min: 0, max: 60_000 }),
      deleted: fc.boolean(),
      evaluation: fc.option(fc.record({ solved: fc.boolean(), stars: fc.integer({ min: 1, max: 5 }) })),
      collection: fc.option(fc.integer({ min: 1, max: 90_000 })),
      customer: fc.nat({ max: customers.length - 1 }),
      address: fc.nat({ max: addresses.length - 1 }),
      position: fc.option(fc.record({ lng: fc.integer({ min: 100, max: 130 }), lat: fc.integer({ min: 20, max: 45 }) })),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(change, { minLength: 1, maxLength: 8 }), async (changes) => {
        for (const c of changes) {
          const id = ids[c.index];
          // An order's creation time never changes (no operation moves it to another day): one per order.
          const created = (id * 977) % (90 * 1440);
          await t.app.db.system
            .update(orders)
            .set({
              state: c.state,
              createdAt: at(created)!,
              takenAt: c.taken === null ? null : at(created + c.taken),
              assignedAt: c.assigned === null ? null : at(created + c.assigned),
              completedAt: c.completed === null ? null : at(created + c.completed),
              exceptionAt: c.exception ? at(created + 10) : null,
              dueAt: c.due === null ? null : at(created + 3000 + c.due),
              dueDoneAt: c.dueDone === null ? null : at(created + 3000 + c.dueDone),
              serviceAmount: (c.service / 100).toFixed(2),
              discountAmount: (c.discount / 100).toFixed(2),
              deletedAt: c.deleted && c.index % 7 === 0 ? new Date() : null,
              customerId: customers[c.customer],
              customAddress: addresses[c.address],
              lng: c.position ? c.position.lng + 0.5 : null,
              lat: c.position ? c.position.lat + 0.25 : null,
              updatedAt: new Date(),
            })
            .where(eq(orders.id, id));
          // Of another order, which the change leaves unwritten: the tick must find it by the collection alone.
          if (c.collection)
            await t.app.db.system.insert(itemCollections).values({ enterpriseId: ep.id, orderId: ids[(c.index + 1) % ids.length], receivePaymentId: 1, itemName: '上门费', mode: 1, amount: (c.collection / 100).toFixed(2) });
          if (c.evaluation)
            await t.app.db.system.insert(orderEvaluations).values({
              enterpriseId: ep.id,
              orderId: id,
              solved: c.evaluation.solved,
              quality: c.evaluation.stars,
              attitude: 6 - c.evaluation.stars,
              speed: c.evaluation.stars,
              solveRate: 3,
            });
        }
        const start = new Date(base - 99 * 86_400_000);
        const end = new Date(base);
        const q = ChartQuerySchema.parse({ chart: 'order', start: start.toISOString(), end: end.toISOString() });
        const viewer = { enterpriseId: ep.id, userId: 0, role: Role.admin };
        const data = await t.app.db.tenant(ep.id, (tx) => chartData(tx, viewer, q, ALL_METRICS));
        const expected = await recount(ep.id, start, end, new Date());
        for (const m of ALL_METRICS) expect(data.summary[m], m).toBe((expected as unknown as Record<string, number | null>)[m]);
        // The rows of a dimension add up to the summary.
        expect(data.rows.reduce((n, r) => n + Number(r.values.total), 0)).toBe(expected.total);

        // The day and month roll-ups, refreshed by the tick, give the same figures for whole past days.
        const now = new Date();
        await refreshOrderRollup(t.app.db, now);
        const first = chinaDay(start);
        const today = chinaDay(now);
        const days = { start: chinaMidnight(first.year, first.month, first.day), end: new Date(chinaMidnight(today.year, today.month, today.day).getTime() - 1) };
        const wholeDays = ChartQuerySchema.parse({ chart: 'order', dimension: 'staff', start: days.start.toISOString(), end: days.end.toISOString() });
        const rolled = await t.app.db.tenant(ep.id, (tx) => chartData(tx, viewer, wholeDays, ALL_METRICS, now));
        const recounted = await recount(ep.id, days.start, days.end, new Date());
        for (const m of ALL_METRICS) expect(rolled.summary[m], `rolled ${m}`).toBe((recounted as unknown as Record<string, number | null>)[m]);
        expect(rolled.rows.reduce((n, r) => n + Number(r.values.total), 0)).toBe(recounted.total);

        // The month rows of each grouping set (state, dispatcher, the dispatchers alone, service item, item category)
        // and the day rows by the filters' keys (the days, a type's days) give the orders' own figures.
        const charts = [
          ['order', 'state', ''],
          ['dispatch', 'dispatcher', ''],
          ['dispatch', 'dispatcher', String(templateId)],
          ['fault', 'serviceItem', ''],
          ['fault', 'serviceCategory', ''],
          ['order', 'type', ''],
          ['order', 'day', ''],
          ['timeout', 'day', String(templateId)],
        ] as const;
        for (const [chart, dimension, orderType] of charts) {
          const q = ChartQuerySchema.parse({ start: days.start.toISOString(), end: days.end.toISOString(), chart, dimension, orderType });
          const [fromRollup, fromOrders] = await t.app.db.tenant(ep.id, async (tx) => [await chartData(tx, viewer, q, ALL_METRICS, now), await chartData(tx, viewer, q, ALL_METRICS, null)]);
          expect(fromRollup.rows, `${chart} ${dimension} ${orderType}`).toEqual(fromOrders.rows);
          expect(fromRollup.summary, `${chart} ${dimension} ${orderType}`).toEqual(fromOrders.summary);
        }

        // The place roll-up: the customer and province charts and the map's counts equal the orders' own.
        // Without a filter the customers' month rows alone serve; with one, the rows by type, group and owner.
        for (const [dimension, orderType] of [['customer', ''], ['province', ''], ['customer', String(templateId)]] as const) {
          const byPlace = ChartQuerySchema.parse({ start: days.start.toISOString(), end: days.end.toISOString(), chart: 'customer', dimension, orderType });
          const [fromRollup, fromOrders] = await t.app.db.tenant(ep.id, async (tx) => [
            await chartData(tx, viewer, byPlace, ALL_METRICS, now),
            await chartData(tx, viewer, byPlace, ALL_METRICS, null),
          ]);
          expect(fromRollup.rows, dimension).toEqual(fromOrders.rows);
          expect(fromRollup.summary, dimension).toEqual(fromOrders.summary);
        }
        // Rolled up only until mid-range: the keys with orders after it are read from the orders and added to their rolled sums
        // (the roll-ups send only the keys that can be among the top rows, and those).
        const midway = new Date(days.start.getTime() + 45 * 86_400_000);
        for (const [chart, dimension] of [['customer', 'customer'], ['customer', 'province'], ['order', 'staff']] as const) {
          const q = ChartQuerySchema.parse({ start: days.start.toISOString(), end: days.end.toISOString(), chart, dimension });
          const [split, fromOrders] = await t.app.db.tenant(ep.id, async (tx) => [await chartData(tx, viewer, q, undefined, midway), await chartData(tx, viewer, q, undefined, null)]);
          expect(split.rows, `${dimension} from midway`).toEqual(fromOrders.rows);
        }
        // The cut itself: the largest key (ties included) and the keys asked for, with their full sums.
        const filter = { fromDay: chinaDate(days.start), toDay: chinaDate(days.end), orderType: [], serviceGroupId: [], staffId: [] };
        const [full, cut] = await t.app.db.tenant(ep.id, async (tx) => {
          const all = await rolledPlaceSumsBy(tx, ep.id, filter, 'customer');
          return [all, await rolledPlaceSumsBy(tx, ep.id, filter, 'customer', undefined, { column: 'total', rows: 1, also: [all[all.length - 1].key] })];
        });
        const most = Math.max(...full.map((g) => g.sums.total));
        const kept = full.filter((g) => g.sums.total === most || g.key === full[full.length - 1].key);
        expect(sortedByKey(cut)).toEqual(sortedByKey(kept));
        const byCustomer = await recountByCustomer(ep.id, days.start, days.end);
        const customerRows = await t.app.db.tenant(ep.id, (tx) => chartData(tx, viewer, ChartQuerySchema.parse({ chart: 'customer', start: days.start.toISOString(), end: days.end.toISOString() }), ['total'], now));
        expect(Object.fromEntries(customerRows.rows.map((r) => [r.key, r.values.total]))).toEqual(byCustomer);
        const whole = { ...days, orderType: [], serviceGroupId: [], staffId: [] };
        const [areasRolled, areasLive] = await t.app.db.tenant(ep.id, async (tx) => [await areaCounts(tx, viewer, whole, now), await areaCounts(tx, viewer, whole, null)]);
        const sorted = (a: typeof areasRolled) => [...a].map((x) => ({ ...x, lng: x.lng && Math.round(x.lng * 1e6), lat: x.lat && Math.round(x.lat * 1e6) })).sort((x, y) => `${x.province}${x.city}`.localeCompare(`${y.province}${y.city}`));
        expect(sorted(areasRolled)).toEqual(sorted(areasLive));
        expect(areasRolled.filter((a) => a.city === null).reduce((n, a) => n + a.total, 0)).toBe(recounted.total);
      }),
      { numRuns: 12, seed: 20 },
    );
  }, 240_000);
});
