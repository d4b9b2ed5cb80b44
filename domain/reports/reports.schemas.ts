import { z } from 'zod';
import { clientTime } from '../format/client-time';
import { CHART_KEYS, DIMENSIONS, MAX_RANGE_DAYS, type ChartKey, type Dimension } from './reports.constants';
import { QUICK_RANGES, quickRange } from '@domain/common/quick-ranges';

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const date = (field: string) =>
  z.preprocess(blank, clientTime(`${field} 时间格式不正确`).optional());
const ids = (field: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? '' : String(v)),
    z
      .string()
      .transform((s) => s.split(',').map((p) => p.trim()).filter(Boolean).map(Number))
      .pipe(z.array(z.number().int(`${field} 须为正整数`).positive(`${field} 须为正整数`)).max(100, `${field} 最多100个`)),
  );

/**
 * The filter of every report call: a range (start and end, or a quick range; this month when none
 * is given), and the order types, service groups and staff to keep.
 */
const ReportFilterFields = {
  start: date('start'),
  end: date('end'),
  range: z.preprocess(blank, z.enum(QUICK_RANGES, { error: `range 只能是 ${QUICK_RANGES.join(', ')}` }).optional()),
  orderType: ids('orderType'),
  serviceGroupId: ids('serviceGroupId'),
  staffId: ids('staffId'),
};

export interface ReportFilter {
  start: Date;
  end: Date;
  orderType: number[];
  serviceGroupId: number[];
  staffId: number[];
}

type RawFilter = { start?: Date; end?: Date; range?: (typeof QUICK_RANGES)[number]; orderType: number[]; serviceGroupId: number[]; staffId: number[] };

function resolveRange<T extends RawFilter>(f: T, ctx: z.RefinementCtx, now: () => Date) {
  let { start, end } = f;
  if (f.range) ({ start, end } = quickRange(f.range, now()));
  if (!start || !end) {
    if (start || end) ctx.addIssue({ code: 'custom', path: [start ? 'end' : 'start'], message: `请提供${start ? 'end' : 'start'}` });
    ({ start, end } = quickRange('thisMonth', now()));
  }
  if (end.getTime() < start.getTime()) ctx.addIssue({ code: 'custom', path: ['end'], message: 'end 不能早于 start' });
  if (end.getTime() - start.getTime() > MAX_RANGE_DAYS * 86_400_000) ctx.addIssue({ code: 'custom', path: ['end'], message: `时间范围最多${MAX_RANGE_DAYS}天` });
  const { range: _range, ...rest } = f;
  return { ...rest, start, end };
}

export const reportFilterSchema = (now: () => Date = () => new Date()) =>
  z.object(ReportFilterFields).transform((f, ctx) => resolveRange(f, ctx, now));
export const ReportFilterSchema = reportFilterSchema();

export const ChartQuerySchema = z
  .object({
    ...ReportFilterFields,
    chart: z.enum(CHART_KEYS, { error: `chart 只能是 ${CHART_KEYS.join(', ')}` }),
    dimension: z.preprocess(blank, z.enum(DIMENSIONS, { error: `dimension 只能是 ${DIMENSIONS.join(', ')}` }).optional()),
  })
  .transform((f, ctx) => resolveRange(f, ctx, () => new Date()));
export type ChartQuery = z.infer<typeof ChartQuerySchema>;

/** The street list: a province, optionally a city. */
export const StreetQuerySchema = z
  .object({
    ...ReportFilterFields,
    province: z.string({ error: '请提供 province' }).trim().min(1, '请提供 province').max(20, 'province 最多20个字'),
    city: z.preprocess(blank, z.string().trim().max(20, 'city 最多20个字').optional()),
  })
  .transform((f, ctx) => resolveRange(f, ctx, () => new Date()));

/** One row of a chart: the dimension's value (null: none, e.g. no owner), its name and its figures. */
export interface ChartRow {
  key: string | null;
  label: string;
  values: Record<string, number | null>;
}

export interface ChartData {
  chart: ChartKey;
  dimension: Dimension;
  start: string;
  end: string;
  summary: Record<string, number | null>;
  rows: ChartRow[];
  /** When the figures were read (they are live: computed from the orders at this moment). */
  asOf: string;
}

/** A place on the big-data map: a province or a city with its orders, and where to draw it. */
export interface AreaCount {
  province: string;
  city: string | null;
  total: number;
  open: number;
  lng: number | null;
  lat: number | null;
}

export interface StreetOrder {
  id: number;
  orderNo: string;
  title: string;
  state: number;
  address: string;
  createdAt: string;
}
