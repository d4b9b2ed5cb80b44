import { Table, type TableColumnProps } from '@arco-design/web-react';
import { Link } from 'wouter';
import { VISIT_STATE_NAMES, type VisitStateValue } from '@domain/return-visits/return-visits.constants';
import type { VisitTaskSummary } from '@domain/return-visits/return-visits.schemas';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('zh-CN', { hour12: false }) : '-');

export interface RepairVisitsProps {
  visits: VisitTaskSummary[];
  taskHref: (id: number) => string;
}

/** A repair order's return visits (type 53), made by the return-visit plans once it is completed. */
export function RepairVisits({ visits, taskHref }: RepairVisitsProps) {
  const columns: TableColumnProps<VisitTaskSummary>[] = [
    { title: '回访计划', dataIndex: 'planName', render: (name: string, v) => <Link href={taskHref(v.id)}>{name}</Link> },
    { title: '状态', dataIndex: 'state', render: (s: VisitStateValue) => VISIT_STATE_NAMES[s] },
    { title: '回访人', dataIndex: 'assigneeName', render: (name: string | null) => name ?? '未分配' },
    { title: '应回访时间', dataIndex: 'dueAt', render: when },
    { title: '提交时间', dataIndex: 'submittedAt', render: when },
    { title: '备注', dataIndex: 'remark', render: (r: string) => r || '-' },
  ];
  return <Table rowKey="id" columns={columns} data={visits} pagination={false} noDataElement="完工后按回访计划生成回访任务" />;
}
