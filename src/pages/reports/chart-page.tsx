import { Button, Card, Message, Radio, Statistic, Table, Typography } from '@arco-design/web-react';
import { IconExport } from '@arco-design/web-react/icon';
import { useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { DownloadTexts } from '@domain/downloads/downloads.constants';
import { CHARTS, DIMENSION_NAMES, metricOf, type ChartDefinition, type Dimension, type EventFigures } from '@domain/reports/reports.constants';
import { orderDrillSearch } from '@domain/reports/order-drill';
import type { OrderFigures } from '@domain/reports/statistics';
import type { ChartRow } from '@domain/reports/reports.schemas';
import { paths } from '@/app/paths';
import { ReportChart } from '@/features/reports/components/report-chart';
import { eventDrillQuery } from '@domain/reports/event-drill';
import { spareDrillSearch } from '@/features/reports/drill';
import { formatMetric } from '@/features/reports/metric-format';
import { useExportChartMutation, useGetChartQuery } from '@/features/reports/reports.api';
import { errorMessage } from '@/lib/errors';
import { initialReportFilter, ReportFilters, reportParams, type ReportFilterValue } from './report-filters';

const NO_LIST: Record<ChartDefinition['source'], string> = { orders: '该项没有可筛选的工单列表', events: '该项没有可筛选的事件列表', spares: '该项没有可筛选的库存日志', projects: '该项没有可筛选的项目列表' };
/** What a chart's range counts (its footnote). */
const RANGE_OF: Record<ChartDefinition['source'], string> = {
  orders: '按工单创建时间',
  events: '按工单创建时间',
  spares: '按出入库时间，已扣除取消消耗',
  projects: '按项目创建时间，逾期按今日计',
};

/** One chart: the dimension switch, the chart, the summary and the table; figures link to their orders. */
function ChartCard({ chart, filter }: { chart: ChartDefinition; filter: ReportFilterValue }) {
  const [, navigate] = useLocation();
  const [dimension, setDimension] = useState<Dimension>(chart.dimensions[0]);
  const params = { ...reportParams(filter), chart: chart.key, dimension };
  const { data, isFetching, error } = useGetChartQuery(params);
  const [exportChart, { isLoading: exporting }] = useExportChartMutation();
  const [first] = chart.metrics;
  const firstMetric = metricOf(chart, first);

  /** The list of exactly what a figure counted (its column, its row; no row: the summary), or null when no list can select it. */
  const drillTarget = (metric: string, key?: string | null, dim?: Dimension): string | null => {
    if (chart.source === 'events') {
      const eventQuery = eventDrillQuery(chart, params, metric as keyof EventFigures, dim, key);
      return eventQuery && `${paths.events.allEvents}?${new URLSearchParams(eventQuery)}`;
    }
    // The project list takes no filter from an address, so project figures lead nowhere.
    if (chart.source === 'projects') return null;
    if (chart.source === 'spares') {
      const spareSearch = spareDrillSearch(dim, key);
      return spareSearch && `${paths.spare.stockLog}?${spareSearch}`;
    }
    const search = orderDrillSearch(chart, params, metric as keyof OrderFigures, dim, key);
    return search && paths.orders.listWith(search);
  };
  const drill = (metric: string, key?: string | null, dim?: Dimension) => {
    const target = drillTarget(metric, key, dim);
    if (target === null) return void Message.info(NO_LIST[chart.source]);
    navigate(target);
  };

  const handleExport = async () => {
    try {
      await exportChart({ ...params, format: 'xlsx' }).unwrap();
      Message.success(DownloadTexts.queued);
    } catch (e) {
      Message.error(errorMessage(e));
    }
  };

  const points = useMemo(
    () => (data?.rows ?? []).map((r) => ({ key: String(r.key), label: r.label, value: r.values[first] ?? null, text: formatMetric(firstMetric.kind, r.values[first]) })),
    [data, first, firstMetric.kind],
  );
  const columns = [
    { title: DIMENSION_NAMES[dimension].replace('按', ''), dataIndex: 'label', fixed: 'left' as const, width: 140 },
    ...chart.metrics.map((m) => {
      const metric = metricOf(chart, m);
      return {
        title: metric.label,
        dataIndex: m,
        width: 110,
        render: (_: unknown, row: ChartRow) => {
          const text = formatMetric(metric.kind, row.values[m]);
          // Counts, and the charted figure (a click on its bar drills the same way), are buttons: the
          // keyboard's and screen reader's way into the records behind each bar.
          const drillable = (metric.kind === 'count' || m === first) && (row.values[m] ?? 0) > 0 && drillTarget(m, row.key, dimension) !== null;
          return drillable ? (
            <Button type="text" size="mini" style={{ padding: 0, height: 'auto' }} onClick={() => drill(m, row.key, dimension)}>
              {text}
            </Button>
          ) : (
            text
          );
        },
      };
    }),
  ];

  return (
    <Card
      title={chart.name}
      extra={
        <Button size="small" icon={<IconExport />} loading={exporting} onClick={handleExport}>
          {DownloadTexts.export}
        </Button>
      }
    >
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24, marginBottom: 12 }}>
        {chart.metrics.map((m) => {
          const metric = metricOf(chart, m);
          const value = data?.summary[m];
          const text = formatMetric(metric.kind, value);
          return (
            <div key={m} data-testid={`summary-${m}`}>
              <Statistic title={metric.label} value={text} />
              {metric.kind === 'count' && value && drillTarget(m) !== null ? (
                <Button type="text" size="mini" onClick={() => drill(m)}>
                  查看工单
                </Button>
              ) : null}
            </div>
          );
        })}
      </div>
      {chart.dimensions.length > 1 && (
        <Radio.Group type="button" size="small" value={dimension} onChange={setDimension} style={{ marginBottom: 8 }}>
          {chart.dimensions.map((d) => (
            <Radio key={d} value={d}>
              {DIMENSION_NAMES[d]}
            </Radio>
          ))}
        </Radio.Group>
      )}
      {error ? (
        <Typography.Text type="error">{errorMessage(error)}</Typography.Text>
      ) : (
        <ReportChart title={`${chart.name}：${firstMetric.label}`} points={points} line={chart.line && dimension === 'day'} onPick={(p) => drill(first, p.key === 'null' ? null : p.key, dimension)} />
      )}
      <Table
        size="small"
        loading={isFetching}
        rowKey={(r: ChartRow) => String(r.key)}
        columns={columns}
        data={data?.rows ?? []}
        pagination={false}
        scroll={{ x: true }}
        style={{ marginTop: 12 }}
      />
      {data && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          数据截至 {new Date(data.asOf).toLocaleString('zh-CN')}（实时统计，{RANGE_OF[chart.source]}）
        </Typography.Text>
      )}
    </Card>
  );
}

/** A chart menu screen (/report/…): its charts (订单及事件超时 has the orders' and the events') under one filter. */
export default function ChartPage() {
  const [location] = useLocation();
  const charts = Object.values(CHARTS).filter((c) => c.route.toLowerCase() === location.toLowerCase());
  const [filter, setFilter] = useState(initialReportFilter);
  // Events, spare usage and projects filter by staff only (no order type or service group).
  const eventsOnly = charts.every((c) => c.source !== 'orders');
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <Card>
        <ReportFilters value={filter} onChange={setFilter} events={eventsOnly} />
      </Card>
      {charts.map((chart) => (
        <ChartCard key={chart.key} chart={chart} filter={filter} />
      ))}
    </div>
  );
}
