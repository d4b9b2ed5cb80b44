import { Button, Select, Table, type TableColumnProps } from '@arco-design/web-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { INSPECTION_STATE_NAMES, INSPECTION_STATES, InspectionState, type InspectionStateValue } from '@domain/maintenance/inspection.constants';
import type { InspectionTaskRow } from '@domain/maintenance/inspection.schemas';
import { DownloadTexts } from '@domain/downloads/downloads.constants';
import { ListToolbar } from '@/components/data-table/list-toolbar';
import { useFilterPaging } from '@/components/data-table/use-filter-paging';
import { toastResult } from '@/lib/toast-result';
import { useCountInspectionTasksQuery, useExportInspectionTasksMutation, useListInspectionTasksQuery } from '../inspection.api';
import { InspectionStateTag } from './inspection-tags';

const EXCEPTION_STATES = [InspectionState.exception, InspectionState.ordered, InspectionState.closed];

export interface InspectionTaskTableProps {
  /** The exception to-dos (states 3, 4, 5), open ones first chosen. */
  exceptions?: boolean;
  taskHref: (id: number) => string;
  orderHref: (id: number) => string;
}

/** Inspection rounds by due date, filtered by state; service staff see their own. */
export function InspectionTaskTable({ exceptions = false, taskHref, orderHref }: InspectionTaskTableProps) {
  const [state, setState] = useState<InspectionStateValue | undefined>(exceptions ? InspectionState.exception : undefined);
  const filter = { state, exception: exceptions ? (1 as const) : undefined };
  const { pageIndex, pageSize, pagination } = useFilterPaging(filter);
  const { data: rows = [], isFetching } = useListInspectionTasksQuery({ ...filter, pageIndex, pageSize });
  const { data: total = 0 } = useCountInspectionTasksQuery(filter);
  const [exportTasks, { isLoading: exporting }] = useExportInspectionTasksMutation();
  const columns: TableColumnProps<InspectionTaskRow>[] = [
    { title: '巡检日期', dataIndex: 'dueDate', width: 120, render: (d: string, r) => <Link href={taskHref(r.id)}>{d}</Link> },
    { title: '巡检计划', key: 'plan', render: (_: unknown, r) => r.plan.name },
    { title: '客户', key: 'customer', render: (_: unknown, r) => r.customer.name },
    { title: '巡检人员', key: 'assignee', width: 110, render: (_: unknown, r) => r.assignee?.name ?? '-' },
    { title: '进度', key: 'progress', width: 90, render: (_: unknown, r) => `${r.recordedCount}/${r.pointCount}` },
    { title: '异常点', dataIndex: 'exceptionCount', width: 80 },
    { title: '状态', key: 'state', width: 160, render: (_: unknown, r) => <InspectionStateTag task={r} /> },
    { title: '工单', key: 'order', width: 190, render: (_: unknown, r) => (r.order ? <Link href={orderHref(r.order.id)}>{r.order.orderNo}</Link> : '-') },
  ];
  const states = exceptions ? EXCEPTION_STATES : INSPECTION_STATES;
  return (
    <>
      <ListToolbar
        filters={<Select allowClear placeholder="任务状态" style={{ width: 140 }} value={state} onChange={setState} options={states.map((s) => ({ value: s, label: INSPECTION_STATE_NAMES[s] }))} />}
        actions={
          <Button loading={exporting} onClick={() => toastResult(exportTasks(filter).unwrap(), DownloadTexts.queued)}>
            导出
          </Button>
        }
      />
      <Table rowKey="id" loading={isFetching} columns={columns} data={rows} pagination={pagination(total)} noDataElement={exceptions ? '暂无巡检异常' : '暂无巡检任务'} />
    </>
  );
}
