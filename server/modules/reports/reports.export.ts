import { z } from 'zod';
import { ROLE_TYPES, type RoleType } from '@domain/shell/roles';
import { CHART_KEYS, CHARTS, DIMENSION_NAMES, metricOf, type ChartDefinition, type ChartKey, type Dimension } from '@domain/reports/reports.constants';
import { ChartQuerySchema, type ChartQuery, type ChartRow } from '@domain/reports/reports.schemas';
import type { Tx } from '../../db/database';
import { defineExportSource, type ExportColumn } from '../../jobs/exports/export-source';
import { kindedCell } from '../../jobs/typed-cells';
import { chartData } from './chart-figures';

/** What an export stored: the chart query as sent (its ISO range), and who asked (an export shows what its requester sees). */
const ReportExportFilterSchema = z.object({
  query: z.record(z.string(), z.unknown()),
  viewer: z.object({ userId: z.number().int().positive(), role: z.number().refine((r) => (ROLE_TYPES as number[]).includes(r)) }),
});
type ReportExportFilter = z.infer<typeof ReportExportFilterSchema>;
/** `day`: the row is a day of a chart by day (its key YYYY-MM-DD), written as a date cell. */
type ExportRow = ChartRow & { id: number; day: boolean };

export const reportExportSource = (chart: ChartKey) => `report-${chart}`;

async function rows(tx: Tx, enterpriseId: number, f: ReportExportFilter): Promise<ExportRow[]> {
  const query: ChartQuery = ChartQuerySchema.parse(f.query);
  const data = await chartData(tx, { enterpriseId, userId: f.viewer.userId, role: f.viewer.role as RoleType }, query);
  const summary: ChartRow = { key: null, label: '合计', values: data.summary };
  return [...data.rows.map((r) => ({ ...r, day: data.dimension === 'day' && r.key !== null })), { ...summary, day: false }].map((r, i) => ({ ...r, id: i + 1 }));
}

/** The dimension an export was asked for (the chart's first when none, as chartData reads it). */
const dimensionOf = (chart: ChartDefinition, f: ReportExportFilter): Dimension => {
  const asked = f.query.dimension;
  return chart.dimensions.find((d) => d === asked) ?? chart.dimensions[0];
};

/** One export source per chart: the chosen dimension's name column, then its metrics as number cells, and a total row. */
export const reportExports = CHART_KEYS.map((key) => {
  const chart = CHARTS[key];
  const nameColumn = (dimension: Dimension): ExportColumn<ExportRow> => ({
    header: DIMENSION_NAMES[dimension].replace('按', ''),
    width: 20,
    value: (r) => (r.day ? kindedCell('date', r.key) : r.label),
  });
  const metrics = chart.metrics.map((m): ExportColumn<ExportRow> => {
    const metric = metricOf(chart, m);
    const unit = { count: '', minutes: '（分钟）', percent: '（%）', yuan: '（元）', hours: '（小时）', stars: '（星）' }[metric.kind];
    return { header: `${metric.label}${unit}`, width: 14, kind: 'number', value: (r) => r.values[m] ?? null };
  });
  const columnsFor = (dimension: Dimension) => [nameColumn(dimension), ...metrics];
  return {
    key: reportExportSource(key),
    source: defineExportSource<ReportExportFilter, ExportRow>({
      name: chart.name,
      filterSchema: ReportExportFilterSchema,
      columns: columnsFor(chart.dimensions[0]),
      columnsFor: (f) => columnsFor(dimensionOf(chart, f)),
      count: async (tx, enterpriseId, f) => (await rows(tx, enterpriseId, f)).length,
      page: async (tx, enterpriseId, f, { afterId, limit }) => (await rows(tx, enterpriseId, f)).filter((r) => r.id > afterId).slice(0, limit),
    }),
  };
});
