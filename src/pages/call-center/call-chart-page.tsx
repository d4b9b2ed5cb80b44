import { Card, DatePicker, Space, Statistic, Table } from '@arco-design/web-react';
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import type { SeatStatsRow } from '@domain/call-center/call-center.schemas';
import { mmss } from '@domain/common/durations';
import { businessDay } from '@domain/cycle-plans/cycle';
import { paths } from '@/app/paths';
import { useCallLineChartQuery, useCallSeatStatsQuery } from '@/features/call-center/call-center.api';
import { ReportChart } from '@/features/reports/components/report-chart';

const percent = (n: number) => `${(n * 100).toFixed(1)}%`;

/** /call-center-chart and /call-center-chart/personal/{id}: calls by day (line chart), answered rate, average talk and wait, per seat. */
export default function CallChartPage() {
  const seatId = Number(useParams<{ id?: string }>().id) || undefined;
  const today = businessDay(new Date());
  const [range, setRange] = useState<[string, string]>([`${today.slice(0, 8)}01`, today]);
  const q = { startDate: range[0], endDate: range[1], ...(seatId ? { seatUserId: seatId } : {}) };
  const { data: points = [] } = useCallLineChartQuery(q);
  const { data: seats = [] } = useCallSeatStatsQuery(q);
  const total = points.reduce((n, p) => n + p.total, 0);
  const answered = points.reduce((n, p) => n + p.answered, 0);
  const columns = [
    { title: '坐席', render: (_: unknown, r: SeatStatsRow) => (seatId ? r.seat.name : <Link href={paths.callCenter.personal(r.seat.id)}>{r.seat.name}</Link>) },
    { title: '通话数', dataIndex: 'total' },
    { title: '接听数', dataIndex: 'answered' },
    { title: '接听率', render: (_: unknown, r: SeatStatsRow) => percent(r.answeredRate) },
    { title: '平均通话时长', render: (_: unknown, r: SeatStatsRow) => mmss(r.avgDuration) },
    { title: '平均等待时长', render: (_: unknown, r: SeatStatsRow) => mmss(r.avgWait) },
  ];
  return (
    <Card bordered={false} title={seatId ? `坐席统计 ${seats[0]?.seat.name ?? ''}` : '呼叫统计'}>
      <Space style={{ marginBottom: 16 }} size="large" wrap>
        <DatePicker.RangePicker value={range} allowClear={false} onChange={(v: string[]) => v?.length === 2 && setRange([v[0], v[1]])} />
        <Statistic title="通话总数" value={total} />
        <Statistic title="接听率" value={total ? percent(answered / total) : '-'} />
      </Space>
      <ReportChart line title="每日通话数" points={points.map((p) => ({ key: p.day, label: p.day.slice(5), value: p.total, text: `${p.total} 通` }))} />
      <Table style={{ marginTop: 16 }} rowKey={(r: SeatStatsRow) => r.seat.id} columns={columns} data={seats} pagination={false} />
    </Card>
  );
}
