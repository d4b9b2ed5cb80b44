import { Card, Space, Tag } from '@arco-design/web-react';
import { Link } from 'wouter';
import { formatDateTime } from '@domain/format/date';
import { SCHEDULE_PAGE_SIZES } from '@domain/orders/schedule.schemas';
import type { ScheduleRow } from '@domain/orders/schedule.types';
import { DataTable, type DataColumn } from '@/components/data-table/data-table';
import { useScheduleQuery } from '@/features/orders/components/schedule-filter';
import { useListScheduleQuery } from '@/features/orders/schedule.api';
import { paths } from '@/app/paths';

/** /schedule/list: each service staff member's appointed orders, day by day — who is free before assigning. */
export default function ScheduleListPage() {
  const { params, paging, bar } = useScheduleQuery(7);
  const { data: rows = [], isFetching } = useListScheduleQuery(params);
  const dates = rows[0]?.days.map((d) => d.date) ?? [];

  // One column per day of the range.
  const columns: DataColumn<ScheduleRow>[] = [
      { key: 'user', title: '服务人员', width: 120, fixed: 'left', render: (_: unknown, row) => row.user.name },
      ...dates.map((date, i) => ({
        key: date,
        title: date.slice(5),
        width: 170,
        render: (_: unknown, row: ScheduleRow) => (
          <Space direction="vertical" size={4}>
            {row.days[i].orders.map((o) => (
              <Link key={o.id} href={paths.orders.detail(o.id)}>
                <Tag color="arcoblue" style={{ cursor: 'pointer' }}>
                  {formatDateTime(o.appointmentTime).slice(11)} {o.customerName}
                </Tag>
              </Link>
            ))}
          </Space>
        ),
      })),
  ];

  return (
    <Card title="排班列表" bordered={false}>
      {bar}
      <DataTable<ScheduleRow> aria-label="排班列表" rowKey={(r) => r.user.id} columns={columns} data={rows} loading={isFetching} paging={paging} pageSizes={SCHEDULE_PAGE_SIZES} />
    </Card>
  );
}
