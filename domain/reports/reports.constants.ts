import type { OrderFigures } from './statistics';

/** The chart centre's top menu key (spec part 1 section 2) and the resource a report call needs. */
export const CHART_MENU_KEY = 'chart_manage';

/** How a chart's rows are grouped. */
export const DIMENSIONS = ['day', 'type', 'group', 'staff', 'dispatcher', 'serviceItem', 'serviceCategory', 'customer', 'state', 'province', 'part', 'partType', 'projectPhase', 'projectTemplate'] as const;
export type Dimension = (typeof DIMENSIONS)[number];
/** The dimensions of the spare-parts ledger only (备件使用分析); the orders' are the others. */
export type SpareOnlyDimension = 'part' | 'partType';
/** The dimensions of the projects only (项目统计). */
export type ProjectOnlyDimension = 'projectPhase' | 'projectTemplate';
export type OrderDimension = Exclude<Dimension, SpareOnlyDimension | ProjectOnlyDimension>;
export const DIMENSION_NAMES: Record<Dimension, string> = {
  day: '按日期',
  type: '按工单类型',
  group: '按服务组',
  staff: '按服务人员',
  dispatcher: '按派单人',
  serviceItem: '按服务项目',
  serviceCategory: '按故障分类',
  customer: '按客户',
  state: '按状态',
  province: '按省份',
  part: '按备件',
  partType: '按备件类型',
  projectPhase: '按项目状态',
  projectTemplate: '按项目模板',
};

export type MetricKind = 'count' | 'minutes' | 'percent' | 'yuan' | 'hours' | 'stars';
export interface Metric {
  key: string;
  label: string;
  kind: MetricKind;
}

/** The events' figures (event statistics, event timeout). */
export interface EventFigures {
  total: number;
  completed: number;
  closed: number;
  overdue: number;
  overdueRate: number | null;
  avgCompleteMinutes: number | null;
}

type OrderMetricKey = keyof OrderFigures;
type EventMetricKey = keyof EventFigures;
const m = <K extends string>(key: K, label: string, kind: MetricKind) => ({ key, label, kind });

export const ORDER_METRICS: Record<OrderMetricKey, Metric> = {
  total: m('total', '工单数', 'count'),
  completed: m('completed', '已完成', 'count'),
  cancelled: m('cancelled', '已取消', 'count'),
  completionRate: m('completionRate', '完成率', 'percent'),
  avgResponseMinutes: m('avgResponseMinutes', '平均响应时长', 'minutes'),
  avgAssignMinutes: m('avgAssignMinutes', '平均派单时长', 'minutes'),
  avgCompleteMinutes: m('avgCompleteMinutes', '平均完成时长', 'minutes'),
  firstTimeFixRate: m('firstTimeFixRate', '一次修复率', 'percent'),
  withDeadline: m('withDeadline', '有时限工单', 'count'),
  overdue: m('overdue', '超时工单', 'count'),
  slaTimeoutRate: m('slaTimeoutRate', '超时率', 'percent'),
  fees: m('fees', '应收费用', 'yuan'),
  collected: m('collected', '已收款', 'yuan'),
  serviceHours: m('serviceHours', '服务工时', 'hours'),
  evaluated: m('evaluated', '评价数', 'count'),
  solvedRate: m('solvedRate', '解决率', 'percent'),
  quality: m('quality', '服务质量', 'stars'),
  attitude: m('attitude', '服务态度', 'stars'),
  speed: m('speed', '响应速度', 'stars'),
  solveRate: m('solveRate', '问题解决', 'stars'),
};

export const EVENT_METRICS: Record<EventMetricKey, Metric> = {
  total: m('total', '事件数', 'count'),
  completed: m('completed', '已完成', 'count'),
  closed: m('closed', '已关闭', 'count'),
  overdue: m('overdue', '超时事件', 'count'),
  overdueRate: m('overdueRate', '超时率', 'percent'),
  avgCompleteMinutes: m('avgCompleteMinutes', '平均完成时长', 'minutes'),
};

/** The spare usage figures (备件使用分析): net quantity and amount consumed on orders. */
export interface SpareUsageFigures {
  quantity: number;
  amount: number;
}

export const SPARE_METRICS: Record<keyof SpareUsageFigures, Metric> = {
  quantity: m('quantity', '使用数量', 'count'),
  amount: m('amount', '使用金额', 'yuan'),
};

/** The project figures (项目统计): projects created in the range, and their tasks overdue now. */
export interface ProjectChartFigures {
  total: number;
  completed: number;
  avgProgress: number | null;
  overdueProjects: number;
  overdueTasks: number;
}

export const PROJECT_METRICS: Record<keyof ProjectChartFigures, Metric> = {
  total: m('total', '项目数', 'count'),
  completed: m('completed', '已完成', 'count'),
  avgProgress: m('avgProgress', '平均进度', 'percent'),
  overdueProjects: m('overdueProjects', '逾期项目', 'count'),
  overdueTasks: m('overdueTasks', '逾期任务', 'count'),
};

export interface ChartDefinition {
  key: ChartKey;
  /** The chart menu's resource key. */
  menuKey: string;
  name: string;
  route: string;
  /** orders and events: their modules' aggregates; spares: the spare-parts ledger's order consumption; projects: the projects' and their tasks'. */
  source: 'orders' | 'events' | 'spares' | 'projects';
  /** The dimensions offered, the first by default. */
  dimensions: readonly Dimension[];
  /** The metrics in the table, the first drawn as the chart. */
  metrics: readonly string[];
  /** A line over days rather than bars. */
  line?: boolean;
}

export const CHART_KEYS = ['evaluation', 'order', 'event', 'revenue', 'staff', 'dispatch', 'timeout', 'eventTimeout', 'customer', 'fault', 'efficiency', 'spareUsage', 'project'] as const;
export type ChartKey = (typeof CHART_KEYS)[number];

/**
 * The chart menu of spec part 1 section 2 (routes: /dataMap and /report/EfficiencyReport are the
 * spec's, the others ours under /report/). 订单及事件超时 is one menu entry with two charts (its
 * page shows the orders' and the events'). 备件使用分析 reads the spare-parts ledger, 项目统计 the projects (domain/reports/DECISIONS.md).
 */
export const CHARTS: Record<ChartKey, ChartDefinition> = {
  evaluation: {
    key: 'evaluation',
    menuKey: 'chart_evaluation',
    name: '评价报表',
    route: '/report/evaluation',
    source: 'orders',
    dimensions: ['staff', 'group', 'type', 'day'],
    metrics: ['evaluated', 'quality', 'attitude', 'speed', 'solveRate', 'solvedRate'],
  },
  order: {
    key: 'order',
    menuKey: 'chart_order',
    name: '工单统计',
    route: '/report/order',
    source: 'orders',
    dimensions: ['day', 'type', 'group', 'state', 'staff'],
    metrics: ['total', 'completed', 'cancelled', 'completionRate'],
    line: true,
  },
  event: {
    key: 'event',
    menuKey: 'chart_event',
    name: '事件统计',
    route: '/report/event',
    source: 'events',
    dimensions: ['day', 'type', 'state', 'staff'],
    metrics: ['total', 'completed', 'closed', 'overdue', 'avgCompleteMinutes'],
    line: true,
  },
  revenue: {
    key: 'revenue',
    menuKey: 'chart_revenue',
    name: '营收统计',
    route: '/report/revenue',
    source: 'orders',
    dimensions: ['day', 'type', 'group', 'staff', 'customer'],
    metrics: ['collected', 'fees', 'completed'],
    line: true,
  },
  staff: {
    key: 'staff',
    menuKey: 'chart_staff',
    name: '服务人员统计',
    route: '/report/staff',
    source: 'orders',
    dimensions: ['staff', 'group'],
    metrics: ['total', 'completed', 'serviceHours', 'avgCompleteMinutes', 'quality', 'firstTimeFixRate'],
  },
  dispatch: {
    key: 'dispatch',
    menuKey: 'chart_dispatch',
    name: '派单统计',
    route: '/report/dispatch',
    source: 'orders',
    dimensions: ['dispatcher', 'day', 'type'],
    metrics: ['total', 'avgAssignMinutes', 'avgResponseMinutes', 'completed'],
  },
  timeout: {
    key: 'timeout',
    menuKey: 'chart_timeout',
    name: '工单及事件超时',
    route: '/report/timeout',
    source: 'orders',
    dimensions: ['day', 'type', 'group', 'staff'],
    metrics: ['overdue', 'withDeadline', 'slaTimeoutRate'],
  },
  eventTimeout: {
    key: 'eventTimeout',
    menuKey: 'chart_timeout',
    name: '事件超时',
    route: '/report/timeout',
    source: 'events',
    dimensions: ['day', 'type', 'staff'],
    metrics: ['overdue', 'total', 'overdueRate'],
  },
  customer: {
    key: 'customer',
    menuKey: 'chart_customer',
    name: '客户统计',
    route: '/report/customer',
    source: 'orders',
    dimensions: ['customer', 'province'],
    metrics: ['total', 'completed', 'collected', 'solvedRate'],
  },
  fault: {
    key: 'fault',
    menuKey: 'chart_fault',
    name: '故障分析',
    route: '/report/fault',
    source: 'orders',
    dimensions: ['serviceCategory', 'serviceItem', 'type'],
    metrics: ['total', 'completed', 'firstTimeFixRate', 'avgCompleteMinutes'],
  },
  efficiency: {
    key: 'efficiency',
    menuKey: 'chart_efficiency',
    name: '效率报表',
    route: '/report/EfficiencyReport',
    source: 'orders',
    dimensions: ['staff', 'group', 'type', 'day'],
    metrics: ['avgResponseMinutes', 'avgCompleteMinutes', 'firstTimeFixRate', 'slaTimeoutRate', 'total'],
  },
  spareUsage: {
    key: 'spareUsage',
    menuKey: 'chart_spare_usage',
    name: '备件使用分析',
    route: '/report/spareUsage',
    source: 'spares',
    dimensions: ['part', 'partType', 'staff', 'day'],
    metrics: ['quantity', 'amount'],
  },
  project: {
    key: 'project',
    menuKey: 'chart_project',
    name: '项目统计',
    route: '/report/project',
    source: 'projects',
    dimensions: ['projectPhase', 'projectTemplate', 'day'],
    metrics: ['total', 'overdueTasks', 'overdueProjects', 'completed', 'avgProgress'],
  },
};

/** The chart menu in the spec's order: big-data map, statistics report, then the charts. */
export const CHART_MENU = [
  { key: 'chart_data_map', name: '大数据地图', route: '/dataMap' },
  { key: 'chart_statistics', name: '统计报表', route: '/report/statistics' },
  ...(['evaluation', 'order', 'event', 'revenue', 'staff', 'dispatch', 'timeout', 'customer', 'fault', 'efficiency', 'spareUsage', 'project'] as const).map((k) => ({
    key: CHARTS[k].menuKey,
    name: k === 'timeout' ? '工单及事件超时' : CHARTS[k].name,
    route: CHARTS[k].route,
  })),
] as const;

const METRICS_OF: Record<ChartDefinition['source'], Record<string, Metric>> = { orders: ORDER_METRICS, events: EVENT_METRICS, spares: SPARE_METRICS, projects: PROJECT_METRICS };
export const metricOf = (chart: ChartDefinition, key: string): Metric => METRICS_OF[chart.source][key];

/** The order figures of the dashboard's base info (/databoard/baseinfo): it sums only what these need. */
export const BASE_FIGURES = ['total', 'completed', 'completionRate', 'avgResponseMinutes', 'avgCompleteMinutes', 'firstTimeFixRate', 'slaTimeoutRate', 'collected', 'quality'] as const satisfies readonly OrderMetricKey[];
export type BaseFigure = (typeof BASE_FIGURES)[number];

/** The dashboard's chart blocks (/databoard/*, named as in reports.paths.ts): the chart, dimension and figures each answers. */
export const BOARD_BLOCKS = {
  orderTmplInfo: { chart: 'order', dimension: 'type', metrics: ['total', 'completed', 'completionRate'] },
  userOrderInfo: { chart: 'staff', dimension: 'staff', metrics: ['total', 'completed', 'serviceHours', 'quality'] },
  incomeInfo: { chart: 'revenue', dimension: 'day', metrics: ['collected', 'fees'] },
  orderTrendInfo: { chart: 'order', dimension: 'day', metrics: ['total', 'completed'] },
  customerInfo: { chart: 'customer', dimension: 'customer', metrics: ['total', 'collected'] },
} as const satisfies Record<string, { chart: ChartKey; dimension: Dimension; metrics: readonly OrderMetricKey[] }>;

/** /databoard/baseinfo's answer: the base figures of the orders and the events of the range, as of `asOf`. */
export interface BaseInfo {
  orders: Pick<OrderFigures, BaseFigure>;
  events: EventFigures;
  start: string;
  end: string;
  asOf: string;
}

/** A deleted customer's label on its past figures: its name with the recycle bin's mark. */
export const deletedLabel = (name: string) => `${name}（已删除）`;

/** Longest range a chart reads (a year and a day, so "this year" in a leap year fits). */
export const MAX_RANGE_DAYS = 367;
/** Rows a dimension with many values (customers, staff) shows: the largest first. */
export const TOP_ROWS = 50;
