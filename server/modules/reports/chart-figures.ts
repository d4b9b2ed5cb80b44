import { BASE_FIGURES, CHARTS, TOP_ROWS, metricOf, type BaseFigure, type ChartDefinition, type Dimension, type EventFigures, type OrderDimension, type ProjectChartFigures, type SpareUsageFigures } from '@domain/reports/reports.constants';
import type { AreaCount, ChartData, ChartQuery, ChartRow, ReportFilter } from '@domain/reports/reports.schemas';
import { chinaDate, chinaDay, chinaMidnight } from '@domain/common/quick-ranges';
import { addSums, average, figuresOf, percent, sumsNeeded, ZERO_SUMS, type OrderFigures, type OrderSums } from '@domain/reports/statistics';
import { Role, type RoleType } from '@domain/shell/roles';
import { PROJECT_PHASE_NAMES, type ProjectPhaseValue } from '@domain/projects/projects.constants';
import type { Executor } from '../../db/database';
import { badRequest } from '../../lib/app-error';
import { eventSumsBy, type EventDimension, type EventSums } from '../events/events.public';
import { itemCollectedOf } from '../finance/finance.public';
import { orderAreaSums, orderSumsBy, type GroupSums, type SumParts, type Viewer } from '../orders/read-models/orders-read-models.public';
import { projectChartBy, type ProjectChartDimension, type ProjectChartSums } from '../projects/projects.public';
import { spareUsageBy, type SpareUsageDimension, type SpareUsageSums } from '../spare-parts/spare-parts.public';
import { labelsOf, orderFilterOf } from './reports.queries';
import { areaCountsOf } from './area-counts';
import { PLACE_DIMENSIONS, ROLLED_DIMENSIONS, rolledAreaSums, rolledPlaceSumsBy, rolledSumsBy } from './rolled-sums.queries';

const EVENT_DIMENSIONS: EventDimension[] = ['day', 'type', 'state', 'staff'];
const SPARE_DIMENSIONS: SpareUsageDimension[] = ['part', 'partType', 'staff', 'day'];
const PROJECT_DIMENSIONS: ProjectChartDimension[] = ['projectPhase', 'projectTemplate', 'day'];

/** 备件使用分析's figures from the ledger's sums: quantity (two decimals) and amount in yuan. */
export const spareFiguresOf = (s: Pick<SpareUsageSums, 'qty' | 'amount'>) => ({ quantity: Math.round(Number(s.qty) * 100) / 100, amount: Math.round(Number(s.amount) * 100) / 100 });

/** 项目统计's figures from the projects' sums: the average progress of the group's projects, one decimal ("-" with none). */
export const projectFiguresOf = (s: ProjectChartSums): ProjectChartFigures => ({
  total: s.total,
  completed: s.completed,
  avgProgress: s.total ? Math.round((s.progressSum * 10) / s.total) / 10 : null,
  overdueProjects: s.overdueProjects,
  overdueTasks: s.overdueTasks,
});

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

/** The joined facts a chart's metrics need (each join costs a lookup per order); 已收款 adds finance's collections. */
export function partsOf(metrics: readonly string[]): SumParts {
  return {
    money: metrics.some((m) => m === 'fees' || m === 'collected'),
    moreCollected: itemCollectedOf,
    receipt: metrics.includes('serviceHours'),
    evaluation: metrics.some((m) => ['evaluated', 'solvedRate', 'quality', 'attitude', 'speed', 'solveRate'].includes(m)),
  };
}

const pick = (figures: OrderFigures | EventFigures | SpareUsageFigures | ProjectChartFigures, metrics: readonly string[]) =>
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

/** The whole China days of a range the roll-ups can serve (before the day of their last run), or null when they cannot. */
export function rolledPart(viewer: Viewer, q: ReportFilter, rolledUntil: Date | null): { start: Date; end: Date; liveFrom: Date } | null {
  if (!rolledUntil || SCOPED_ROLES.includes(viewer.role)) return null;
  const { year, month, day } = chinaDay(rolledUntil);
  const liveFrom = chinaMidnight(year, month, day);
  const wholeDays = isChinaMidnight(q.start) && isChinaMidnight(new Date(q.end.getTime() + 1));
  if (!wholeDays || q.start.getTime() >= liveFrom.getTime()) return null;
  return { start: q.start, end: new Date(Math.min(q.end.getTime(), liveFrom.getTime() - 1)), liveFrom };
}

const rolledFilterOf = (q: ReportFilter, part: { start: Date; end: Date }) => ({
  fromDay: chinaDate(part.start),
  toDay: chinaDate(part.end),
  orderType: q.orderType,
  serviceGroupId: q.serviceGroupId,
  staffId: q.staffId,
});

/** The figures that are a sum column as it is, so the roll-ups can rank keys by them in SQL. */
const RANKABLE: readonly string[] = ['total', 'completed', 'cancelled', 'withDeadline', 'overdue', 'evaluated'] satisfies (keyof OrderSums & keyof OrderFigures)[];

/**
 * The order sums of a chart: from the roll-ups for whole China days before their last run
 * (`rolledUntil`; the day roll-up for most dimensions, the place roll-up for customers and
 * provinces), from the orders for the rest (today, or all when the roll-ups cannot serve: a role
 * that sees only its own orders, a range not of whole days). With `rankBy`, the rolled keys are
 * only those that can be among the TOP_ROWS largest by it once today's are added: a key without
 * orders today is among them only if fewer than TOP_ROWS + (today's keys) rolled keys exceed it.
 */
export async function orderSums(
  tx: Executor,
  viewer: Viewer,
  q: ReportFilter,
  dimension: OrderDimension | null,
  parts: SumParts,
  rolledUntil: Date | null,
  metrics?: readonly string[],
  rankBy?: keyof OrderSums,
): Promise<GroupSums[]> {
  const part = rolledPart(viewer, q, rolledUntil);
  const byPlace = dimension !== null && PLACE_DIMENSIONS.includes(dimension);
  if (!part || !(dimension === null || byPlace || ROLLED_DIMENSIONS.includes(dimension))) return orderSumsBy(tx, viewer, orderFilterOf(q), dimension, parts);
  const filter = rolledFilterOf(q, part);
  const columns = metrics ? sumsNeeded(metrics) : undefined;
  const live = q.end.getTime() >= part.liveFrom.getTime() ? await orderSumsBy(tx, viewer, orderFilterOf({ ...q, start: part.liveFrom }), dimension, parts) : [];
  const top = rankBy && dimension !== null ? { column: rankBy, rows: TOP_ROWS + live.length, also: live.map((g) => g.key) } : undefined;
  const rolled = byPlace
    ? await rolledPlaceSumsBy(tx, viewer.enterpriseId, filter, dimension as 'customer' | 'province', columns, top)
    : await rolledSumsBy(tx, viewer.enterpriseId, filter, dimension, columns, top);
  const merged = new Map<string | null, GroupSums>();
  for (const g of [...rolled, ...live]) {
    const before = merged.get(g.key);
    merged.set(g.key, { key: g.key, hint: g.hint ?? before?.hint ?? null, sums: addSums(before?.sums ?? ZERO_SUMS, g.sums) });
  }
  if (dimension === null && merged.size === 0) merged.set(null, { key: null, hint: null, sums: { ...ZERO_SUMS } });
  return [...merged.values()];
}

/** The base info's order figures: only what it shows, from only the sums and joins they need. */
export async function baseFigures(tx: Executor, viewer: Viewer, q: ReportFilter, rolledUntil: Date | null): Promise<Pick<OrderFigures, BaseFigure>> {
  const [all] = await orderSums(tx, viewer, q, null, partsOf(BASE_FIGURES), rolledUntil, BASE_FIGURES);
  return pick(figuresOf(all.sums), BASE_FIGURES) as Pick<OrderFigures, BaseFigure>;
}

/** Orders per province and per city within each (a province's own row has no city), the largest first. */
export async function areaCounts(tx: Executor, viewer: Viewer, q: ReportFilter, rolledUntil: Date | null): Promise<AreaCount[]> {
  const part = rolledPart(viewer, q, rolledUntil);
  const sums = part
    ? [
        ...(await rolledAreaSums(tx, viewer.enterpriseId, rolledFilterOf(q, part))),
        ...(q.end.getTime() >= part.liveFrom.getTime() ? await orderAreaSums(tx, viewer, orderFilterOf({ ...q, start: part.liveFrom })) : []),
      ]
    : await orderAreaSums(tx, viewer, orderFilterOf(q));
  return areaCountsOf(sums);
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
  } else if (chart.source === 'projects') {
    if (!PROJECT_DIMENSIONS.includes(dimension as ProjectChartDimension)) throw badRequest(`dimension 只能是 ${chart.dimensions.join(', ')}`);
    // The projects module narrows to the projects the caller sees; the staff filter keeps the projects they created.
    const filter = { start: q.start, end: q.end, creatorIds: q.staffId, today: chinaDate(new Date()) };
    const [groups, [all]] = [await projectChartBy(tx, viewer, filter, dimension as ProjectChartDimension), await projectChartBy(tx, viewer, filter, null)];
    rows = groups.map((g) => ({ key: g.key, hint: g.key !== null && dimension === 'projectPhase' ? PROJECT_PHASE_NAMES[g.key as ProjectPhaseValue] : g.name, values: pick(projectFiguresOf(g), shown) }));
    summary = pick(projectFiguresOf(all), shown);
  } else if (chart.source === 'events') {
    if (!EVENT_DIMENSIONS.includes(dimension as EventDimension)) throw badRequest(`dimension 只能是 ${chart.dimensions.join(', ')}`);
    const filter = { start: q.start, end: q.end, templateIds: q.orderType, staffIds: q.staffId };
    const groups = await eventSumsBy(tx, viewer.enterpriseId, filter, dimension as EventDimension);
    const all = await eventSumsBy(tx, viewer.enterpriseId, filter, null);
    rows = groups.map((g) => ({ key: g.key, hint: null, values: pick(eventFiguresOf(g.sums), shown) }));
    summary = pick(eventFiguresOf(all[0]?.sums ?? { total: 0, completed: 0, closed: 0, overdue: 0, finished: 0, completeMinutes: 0 }), shown);
  } else {
    const parts = partsOf(shown);
    // The rows beyond the top ones are cut below (days are all shown): the roll-ups send only those that can be in it.
    const rankBy = dimension !== 'day' && RANKABLE.includes(shown[0]) ? (shown[0] as keyof OrderSums) : undefined;
    const [groups, all] = [await orderSums(tx, viewer, q, dimension as OrderDimension, parts, rolledUntil, shown, rankBy), await orderSums(tx, viewer, q, null, parts, rolledUntil, shown)];
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
