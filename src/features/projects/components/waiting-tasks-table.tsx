import { Link } from 'wouter';
import type { TaskApprovalRow } from '@domain/projects/projects.schemas';
import { DataTable, type DataColumn } from '@/components/data-table/data-table';
import { useFilterPaging } from '@/components/data-table/use-filter-paging';
import { useCountWaitingTasksQuery, useExamineTaskMutation, useListWaitingTasksQuery } from '../projects.api';
import { DecisionButtons } from './decision-buttons';

/** 进度审批: approval tasks finished by their people and waiting for the caller, decided from the row. */
export function WaitingTasksTable({ projectHref }: { projectHref: (id: number) => string }) {
  const { pageIndex, pageSize, tablePaging } = useFilterPaging(null);
  const { data: rows = [], isFetching } = useListWaitingTasksQuery({ pageIndex, pageSize });
  const { data: total = 0 } = useCountWaitingTasksQuery();
  const [examine] = useExamineTaskMutation();
  const columns: DataColumn<TaskApprovalRow>[] = [
    { key: 'name', title: '任务', dataIndex: 'name', width: 160 },
    { key: 'processName', title: '流程', dataIndex: 'processName', width: 120 },
    { key: 'project', title: '项目', width: 220, render: (_: unknown, r) => <Link href={projectHref(r.projectId)}>{`${r.projectNo} ${r.projectName}`}</Link> },
    { key: 'person', title: '负责人', width: 100, render: (_: unknown, r) => r.person?.name ?? '-' },
    { key: 'note', title: '完成说明', dataIndex: 'note', ellipsis: true, render: (note: string) => note || '-' },
    {
      key: 'actions',
      title: '操作',
      width: 180,
      render: (_: unknown, r) => <DecisionButtons size="mini" subject={r.name} approveText="通过" decide={(decision) => examine({ id: r.id, ...decision }).unwrap()} />,
    },
  ];
  return <DataTable aria-label="待我审批的任务" rowKey="id" loading={isFetching} columns={columns} data={rows} paging={tablePaging(total)} />;
}
