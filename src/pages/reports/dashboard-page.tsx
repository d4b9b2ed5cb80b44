import { Card, Grid, Statistic, Table, Typography } from '@arco-design/web-react';
import { useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { ORDER_STATE_NAMES, type OrderStateCode } from '@domain/orders/order.constants';
import { BASE_FIGURES, ORDER_METRICS, type MetricKind } from '@domain/reports/reports.constants';
import type { AreaCount, ChartData, StreetOrder } from '@domain/reports/reports.schemas';
import { paths } from '@/app/paths';
import { ChartFigures } from '@/features/reports/components/chart-figures';
import { ReportChart, type ChartPoint } from '@/features/reports/components/report-chart';
import { formatMetric } from '@/features/reports/metric-format';
import {
  useGetAreaDatasQuery,
  useGetBaseInfoQuery,
  useGetCustomerInfoQuery,
  useGetIncomeInfoQuery,
  useGetOrderTmplInfoQuery,
  useGetOrderTrendInfoQuery,
  useGetStreetOrdersQuery,
  useGetUserOrderInfoQuery,
} from '@/features/reports/reports.api';
import { initialReportFilter, ReportFilters, reportParams } from './report-filters';

const { Row, Col } = Grid;

const points = (data: ChartData | undefined, metric: string, kind: MetricKind): ChartPoint[] =>
  (data?.rows ?? []).map((r) => ({ key: String(r.key), label: r.label, value: r.values[metric] ?? null, text: formatMetric(kind, r.values[metric]) }));

/** A dashboard chart with its figures under 查看数据 (the dashboard has no figures tables of its own). */
function DashboardChart({ title, points, line, valueTitle }: { title: string; points: ChartPoint[]; line?: boolean; valueTitle: string }) {
  return (
    <>
      <ReportChart title={title} line={line} points={points} />
      <ChartFigures points={points} valueTitle={valueTitle} />
    </>
  );
}

/** 统计报表: the dashboard blocks of spec part 1 section 7 (/databoard/*) under one filter. */
export default function DashboardPage() {
  const [, navigate] = useLocation();
  const [filter, setFilter] = useState(initialReportFilter);
  const [province, setProvince] = useState<string | null>(null);
  const params = reportParams(filter);
  const { data: base } = useGetBaseInfoQuery(params);
  const { data: trend } = useGetOrderTrendInfoQuery(params);
  const { data: income } = useGetIncomeInfoQuery(params);
  const { data: types } = useGetOrderTmplInfoQuery(params);
  const { data: staff } = useGetUserOrderInfoQuery(params);
  const { data: customers } = useGetCustomerInfoQuery(params);
  const { data: areas = [] } = useGetAreaDatasQuery(params);
  const { data: streets = [], isFetching: streetsLoading } = useGetStreetOrdersQuery({ ...params, province: province ?? '' }, { skip: province === null });
  // Kept between renders, so a chart is given new points (and redrawn) only when its figures change.
  const trendPoints = useMemo(() => points(trend, 'total', 'count'), [trend]);
  const incomePoints = useMemo(() => points(income, 'collected', 'yuan'), [income]);
  const typePoints = useMemo(() => points(types, 'total', 'count'), [types]);
  const staffPoints = useMemo(() => points(staff, 'total', 'count'), [staff]);

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <Card>
        <ReportFilters value={filter} onChange={setFilter} />
      </Card>
      <Card title="基础信息">
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24 }}>
          {BASE_FIGURES.map((key) => (
            <div key={key} data-testid={`base-${key}`}>
              <Statistic title={ORDER_METRICS[key].label} value={formatMetric(ORDER_METRICS[key].kind, base?.orders[key])} />
            </div>
          ))}
          <Statistic title="事件数" value={base?.events.total ?? '-'} />
          <Statistic title="超时事件" value={base?.events.overdue ?? '-'} />
        </div>
      </Card>
      <Row gutter={12}>
        <Col xs={24} lg={12}>
          <Card title="工单趋势">
            <DashboardChart title="工单趋势" line points={trendPoints} valueTitle="工单数" />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title="营收（已收款）">
            <DashboardChart title="营收" points={incomePoints} valueTitle="已收款" />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title="工单类型">
            <DashboardChart title="工单类型" points={typePoints} valueTitle="工单数" />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title="服务人员工单">
            <DashboardChart title="服务人员工单" points={staffPoints} valueTitle="工单数" />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title="客户">
            <Table
              size="small"
              pagination={{ pageSize: 10 }}
              rowKey={(r) => String(r.key)}
              data={customers?.rows ?? []}
              columns={[
                { title: '客户', dataIndex: 'label' },
                { title: '工单数', render: (_: unknown, r) => r.values.total },
                { title: '已收款', render: (_: unknown, r) => formatMetric('yuan', r.values.collected) },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title="区域分布">
            <Table
              size="small"
              pagination={false}
              rowKey="province"
              data={areas}
              columns={[
                {
                  title: '省份',
                  dataIndex: 'province',
                  render: (p: string) => (
                    <Typography.Text style={{ color: 'rgb(var(--primary-6))', cursor: 'pointer' }} onClick={() => setProvince(p)}>
                      {p}
                    </Typography.Text>
                  ),
                },
                { title: '工单数', dataIndex: 'total' },
                { title: '进行中', dataIndex: 'open' },
              ]}
              onRow={(r: AreaCount) => ({ onClick: () => setProvince(r.province) })}
            />
            {province && (
              <Table
                style={{ marginTop: 12 }}
                size="small"
                loading={streetsLoading}
                pagination={{ pageSize: 10 }}
                rowKey="id"
                data={streets}
                columns={[
                  { title: `${province}工单`, dataIndex: 'title' },
                  { title: '地址', dataIndex: 'address' },
                  { title: '状态', dataIndex: 'state', render: (s: number) => ORDER_STATE_NAMES[s as OrderStateCode] },
                ]}
                onRow={(r: StreetOrder) => ({ onClick: () => navigate(paths.orders.detail(r.id)) })}
              />
            )}
          </Card>
        </Col>
      </Row>
    </div>
  );
}
