import { CHARTS, TOP_ROWS, metricOf, type ChartDefinition, type Dimension, type EventFigures, type OrderDimension, type SpareUsageFigures } from '@domain/reports/reports.constants';
import type { ChartData, ChartQuery, ChartRow, ReportFilter } from '@domain/reports/reports.schemas';
import { chinaDate, chinaDay, chinaMidnight } from '@domain/reports/quick-ranges';
import { addSums, average, figuresOf, percent, ZERO_SUMS, type OrderFigures, type OrderSums } from '@domain/reports/statistics';
import { Role, type RoleType } from '@domain/shell/roles';
import type { Executor } from '../../db/database';
import { badRequest } from '../../lib/app-error';
import { eventSumsBy, type EventDimension, type EventSums } from '../events/events.public';
import { orderSumsBy, type GroupSums, type SumParts, type Viewer } from '../orders/orders.public';
import { spareUsageBy, type SpareUsageDimension, type SpareUsageSums } from '../spare-parts/spare-parts.public';
import { labelsOf, orderFilterOf } from './reports.queries';
import { ROLLED_DIMENSIONS, rolledSumsBy } from './rollup.queries';

const EVENT_DIMENSIONS: EventDimension[] = ['day', 'type', 'state', 'staff'];
const SPARE_DIMENSIONS: SpareUsageDimension[] = ['part', 'partType', 'staff', 'day'];

/** 备件使用分析's figures from the ledger's sums: quantity (two decimals) and amount in yuan. */
export const spareFiguresOf = (s: Pick<SpareUsageSums, 'qty' | 'amount'>) => ({ quantity: Math.round(Number(s.qty) * 100) / 100, amount: Math.round(Number(s.amount) * 100) / 100 });

export function eventFiguresOf(s: EventSums): EventFigures {
  return {
    total: s.total,
    completed: s.completed,
    closed: s.closed,
    overdue: s.overdue,
    overdueRate: percent(s.overdue, s.total),
    avgCompleteMinutes: average(s.completeMinutes, s.finished),
  };
}

/** The joined facts a chart's metrics need (each join costs a lookup per order). */
export function partsOf(metrics: readonly string[]): SumParts {
  return {
    money: metrics.some((m) => m === 'fees' || m === 'collected'),
    receipt: metrics.includes('serviceHours'),
    evaluation: metrics.some((m) => ['evaluated', 'solvedRate', 'quality', 'attitude', 'speed', 'solveRate'].includes(m)),
  };
}

const pick = (figures: OrderFigures | EventFigures | SpareUsageFigures, metrics: readonly string[]) =>
  Object.fromEntries(metrics.map((m) => [m, (figures as unknown as Record<string, number | null>)[m] ?? null]));

/** Every day of the range (China calendar), so a line over days has no gaps. */
function daysOf(f: ReportFilter): string[] {
  const days: string[] = [];
  const { year, month, day } = chinaDay(f.start);
  for (let d = chinaMidnight(year, month, day); d.getTime() <= f.end.getTime(); d = new Date(d.getTime() + 86_400_000)) days.push(chinaDate(d));
  return days;
}

interface Keyed {
  key: string | null;
  hint: string | null;
  values: Record<string, number | null>;
}

/** One chart's figures for the caller: the rows of a dimension and the summary of the whole range. */
/** Roles whose order lists are narrowed to their own orders: their figures are always read from the orders. */
const SCOPED_ROLES: RoleType[] = [Role.serviceStaff, Role.employee, Role.salesperson];
const DAY_MS = 86_400_000;
const isChinaMidnight = (d: Date) => (d.getTime() + 8 * 3_600_000) % DAY_MS === 0;

/**
 * The order sums of a chart: from the day roll-up for whole China days before the roll-up's last
 * run (`rolledUntil`), from the orders for the rest (today, or all when the roll-up cannot serve:
 * a role that sees only its own orders, a customer or province dimension, a range not of whole days).
 */
export async function orderSums(tx: Executor, viewer: Viewer, q: ReportFilter, dimension: OrderDimension | null, parts: SumParts, rolledUntil: Date | null): Promise<GroupSums[]> {
  const liveFrom = rolledUntil ? chinaMidnight(chinaDay(rolledUntil).year, chinaDay(rolledUntil).month, chinaDay(rolledUntil).day) : null;
  const usable =
    liveFrom !== null &&
    !SCOPED_ROLES.includes(viewer.role) &&
    (dimension === null || ROLLED_DIMENSIONS.includes(dimension)) &&
    isChinaMidnight(q.start) &&
    isChinaMidnight(new Date(q.end.getTime() + 1)) &&
    q.start.getTime() < liveFrom.getTime();
  if (!usable) return orderSumsBy(tx, viewer, orderFilterOf(q), dimension, parts);
  const rolledEnd = new Date(Math.min(q.end.getTime(), liveFrom.getTime() - 1));
  const rolled = await rolledSumsBy(
    tx,
    viewer.enterpriseId,
    { fromDay: chinaDate(q.start), toDay: chinaDate(rolledEnd), orderType: q.orderType, serviceGroupId: q.serviceGroupId, staffId: q.staffId },
    dimension,
  );
  const live = q.end.getTime() >= liveFrom.getTime() ? await orderSumsBy(tx, viewer, orderFilterOf({ ...q, start: liveFrom }), dimension, parts) : [];
  const merged = new Map<string | null, OrderSums>();
  for (const g of [...rolled, ...live]) merged.set(g.key, addSums(merged.get(g.key) ?? ZERO_SUMS, g.sums));
  if (dimension === null && merged.size === 0) merged.set(null, { ...ZERO_SUMS });
  return [...merged].map(([key, sums]) => ({ key, hint: null, sums }));
}

export async function chartData(tx: Executor, viewer: Viewer, q: ChartQuery, metrics?: readonly string[], rolledUntil: Date | null = null): Promise<ChartData> {
  const chart: ChartDefinition = CHARTS[q.chart];
  const dimension: Dimension = q.dimension ?? chart.dimensions[0];
  if (!chart.dimensions.includes(dimension)) throw badRequest(`dimension 只能是 ${chart.dimensions.join(', ')}`);
  const shown = metrics ?? chart.metrics;
  let rows: Keyed[];
  let summary: Record<string, number | null>;
  if (chart.source === 'spares') {
    if (!SPARE_DIMENSIONS.includes(dimension as SpareUsageDimension)) throw badRequest(`dimension 只能是 ${chart.dimensions.join(', ')}`);
    // A role that sees only its own orders sees only its own consumption.
    const staffIds = SCOPED_ROLES.includes(viewer.role) ? [viewer.userId] : q.staffId;
    const filter = { start: q.start, end: q.end, staffIds };
    const [groups, all] = [await spareUsageBy(tx, viewer.enterpriseId, filter, dimension as SpareUsageDimension), await spareUsageBy(tx, viewer.enterpriseId, filter, null)];
    rows = groups.map((g) => ({ key: g.key, hint: g.name, values: pick(spareFiguresOf(g), shown) }));
    summary = pick(spareFiguresOf(all[0] ?? { qty: '0', amount: '0' }), shown);
  } else if (chart.source === 'events') {
    if (!EVENT_DIMENSIONS.includes(dimension as EventDimension)) throw badRequest(`dimension 只能是 ${chart.dimensions.join(', ')}`);
    const filter = { start: q.start, end: q.end, templateIds: q.orderType, staffIds: q.staffId };
    const [groups, all] = await Promise.all([
      eventSumsBy(tx, viewer.enterpriseId, filter, dimension as EventDimension),
      eventSumsBy(tx, viewer.enterpriseId, filter, null),
    ]);
    rows = groups.map((g) => ({ key: g.key, hint: null, values: pick(eventFiguresOf(g.sums), shown) }));
    summary = pick(eventFiguresOf(all[0]?.sums ?? { total: 0, completed: 0, closed: 0, overdue: 0, finished: 0, completeMinutes: 0 }), shown);
  } else {
    const parts = partsOf(shown);
    const [groups, all] = [await orderSums(tx, viewer, q, dimension as OrderDimension, parts, rolledUntil), await orderSums(tx, viewer, q, null, parts, rolledUntil)];
    rows = groups.map((g) => ({ key: g.key, hint: g.hint, values: pick(figuresOf(g.sums), shown) }));
    summary = pick(figuresOf(all[0].sums), shown);
  }
  if (dimension === 'day') {
    const byDay = new Map(rows.map((r) => [r.key, r]));
    const zero = Object.fromEntries(shown.map((m) => [m, metricOf(chart, m).kind === 'count' || metricOf(chart, m).kind === 'yuan' ? 0 : null]));
    rows = daysOf(q).map((day) => byDay.get(day) ?? { key: day, hint: null, values: { ...zero } });
  } else {
    const first = shown[0];
    rows.sort((a, b) => (b.values[first] ?? -1) - (a.values[first] ?? -1) || String(a.key).localeCompare(String(b.key)));
    rows = rows.slice(0, TOP_ROWS);
  }
  const hints = new Map(rows.filter((r) => r.key !== null && r.hint !== null).map((r) => [r.key as string, r.hint as string]));
  const labels = await labelsOf(tx, viewer.enterpriseId, dimension, chart.source === 'events' ? 'events' : 'orders', rows.map((r) => r.key), hints);
  const out: ChartRow[] = rows.map((r) => ({ key: r.key, label: labels.get(r.key) ?? String(r.key), values: r.values }));
  return { chart: q.chart, dimension, start: q.start.toISOString(), end: q.end.toISOString(), summary, rows: out, asOf: new Date().toISOString() };
}
