import { Card } from '@arco-design/web-react';
import { SCHEDULE_PAGE_SIZES } from '@domain/orders/schedule.schemas';
import type { ScheduleReportRow } from '@domain/orders/schedule.types';
import { DataTable, type DataColumn } from '@/components/data-table/data-table';
import { useScheduleQuery } from '@/features/orders/components/schedule-filter';
import { useListScheduleReportQuery } from '@/features/orders/schedule.api';

const COLUMNS: DataColumn<ScheduleReportRow>[] = [
  { key: 'user', title: '服务人员', width: 140, render: (_: unknown, row) => row.user.name },
  { key: 'assigned', title: '派给的工单', dataIndex: 'assigned', width: 110 },
  { key: 'completed', title: '完成的工单', dataIndex: 'completed', width: 110 },
  { key: 'overdue', title: '超时的工单', dataIndex: 'overdue', width: 110 },
  { key: 'serviceMinutes', title: '服务时长（小时）', dataIndex: 'serviceMinutes', width: 140, render: (m: number) => (m / 60).toFixed(1) },
  { key: 'holding', title: '当前在手', dataIndex: 'holding', width: 100 },
];

/** /schedule/report: what each service staff member was given and did in the range, and holds now. */
export default function ScheduleReportPage() {
  const { params, paging, bar } = useScheduleQuery(7);
  const { data: rows = [], isFetching } = useListScheduleReportQuery(params);
  return (
    <Card title="排班报表" bordered={false}>
      {bar}
      <DataTable<ScheduleReportRow> aria-label="排班报表" rowKey={(r) => r.user.id} columns={COLUMNS} data={rows} loading={isFetching} paging={paging} pageSizes={SCHEDULE_PAGE_SIZES} />
    </Card>
  );
}
