import { Select, Switch, Table, type TableColumnProps } from '@arco-design/web-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { TASK_STATE_NAMES, TASK_STATES, type TaskStateValue } from '@domain/maintenance/maintenance.constants';
import type { MaintenanceTaskRow } from '@domain/maintenance/maintenance.schemas';
import { ListToolbar } from '@/components/data-table/list-toolbar';
import { useFilterPaging } from '@/components/data-table/use-filter-paging';
import { useCountMaintenanceTasksQuery, useListMaintenanceTasksQuery } from '../maintenance.api';
import { TaskStateTag } from './maintenance-tags';

export interface MaintenanceTaskTableProps {
  contractId?: number;
  planId?: number;
  /** Start with the overdue tasks only. */
  overdue?: boolean;
  taskHref: (id: number) => string;
  orderHref: (id: number) => string;
}

/** Maintenance tasks by due date, filtered by state and overdue, paged from 0. */
export function MaintenanceTaskTable({ contractId, planId, overdue: overdueFirst = false, taskHref, orderHref }: MaintenanceTaskTableProps) {
  const [state, setState] = useState<TaskStateValue | undefined>();
  const [overdue, setOverdue] = useState(overdueFirst);
  const filter = { contractId, planId, state, overdue: overdue ? (1 as const) : undefined };
  const { pageIndex, pageSize, pagination } = useFilterPaging(filter);
  const { data: rows = [], isFetching } = useListMaintenanceTasksQuery({ ...filter, pageIndex, pageSize });
  const { data: total = 0 } = useCountMaintenanceTasksQuery(filter);
  const columns: TableColumnProps<MaintenanceTaskRow>[] = [
    { title: '计划日期', dataIndex: 'dueDate', width: 120, render: (d: string, r) => <Link href={taskHref(r.id)}>{d}</Link> },
    { title: '维保计划', key: 'plan', render: (_: unknown, r) => r.plan.name },
    { title: '维保合同', key: 'contract', render: (_: unknown, r) => r.contract.name },
    { title: '客户', key: 'customer', render: (_: unknown, r) => r.customer.name },
    { title: '状态', key: 'state', width: 150, render: (_: unknown, r) => <TaskStateTag task={r} /> },
    { title: '工单', key: 'order', width: 190, render: (_: unknown, r) => (r.order ? <Link href={orderHref(r.order.id)}>{r.order.orderNo}</Link> : '-') },
  ];
  return (
    <>
      <ListToolbar
        filters={
          <>
            <Select allowClear placeholder="任务状态" style={{ width: 120 }} value={state} onChange={setState} options={TASK_STATES.map((s) => ({ value: s, label: TASK_STATE_NAMES[s] }))} />
            <label style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
              <Switch size="small" checked={overdue} onChange={setOverdue} />
              只看逾期
            </label>
          </>
        }
      />
      <Table rowKey="id" loading={isFetching} columns={columns} data={rows} pagination={pagination(total)} noDataElement="暂无维保任务" />
    </>
  );
}
