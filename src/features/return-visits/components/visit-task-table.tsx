import { Radio, Table, type TableColumnProps } from '@arco-design/web-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { KeywordSearch } from '@/components/data-table/keyword-search';
import { useFilterPaging } from '@/components/data-table/use-filter-paging';
import { ListToolbar } from '@/components/data-table/list-toolbar';
import { useSearchPlanFilters } from '@/components/search-plans/use-search-plan-filters';
import { formatDateTime } from '@domain/format/date';
import { VISIT_STATE_NAMES, VISIT_STATES, VisitState, type VisitStateValue } from '@domain/return-visits/return-visits.constants';
import type { VisitTaskRow } from '@domain/return-visits/return-visits.schemas';
import { useCountVisitTasksQuery, useListVisitTasksQuery } from '../return-visits.api';
import { VisitStateTag } from './visit-state-tag';
import { paths } from '@/app/paths';

export interface VisitTaskTableProps {
  /** Only the tasks of one order. */
  targetId?: number;
  /** Only the tasks of one customer. */
  customerId?: number;
  actions?: ReactNode;
  /** Saved search plans of this list screen (none inside a detail page). */
  planKey?: string;
}

/** Return-visit tasks by state (pending first shown), searched by order number, title or customer. */
export function VisitTaskTable({ targetId, customerId, actions, planKey }: VisitTaskTableProps) {
  const { filters, update, planMenu } = useSearchPlanFilters(planKey, { keyword: '', state: (targetId || customerId ? 0 : VisitState.pending) as VisitStateValue | 0 });
  const filter = { keyword: filters.keyword, targetId, customerId, state: filters.state || undefined };
  const { pageIndex, pageSize, pagination } = useFilterPaging(filter);
  const { data: rows = [], isFetching } = useListVisitTasksQuery({ ...filter, pageIndex, pageSize });
  const { data: total = 0 } = useCountVisitTasksQuery(filter);

  const columns: TableColumnProps<VisitTaskRow>[] = [
    { title: '工单编号', dataIndex: 'targetNo', render: (no: string, r) => <Link href={paths.returnVisits.task(r.id)}>{no}</Link> },
    { title: '工单标题', dataIndex: 'targetTitle', ellipsis: true },
    { title: '客户', dataIndex: 'customerName' },
    { title: '联系人', key: 'contact', render: (_: unknown, r) => `${r.contactName} ${r.contactPhone}` },
    { title: '完成时间', dataIndex: 'finishTime', width: 150, render: (t: string) => formatDateTime(t) },
    { title: '应回访时间', dataIndex: 'dueTime', width: 150, render: (t: string) => formatDateTime(t) },
    { title: '回访人', key: 'assignee', width: 90, render: (_: unknown, r) => r.assignee?.name ?? '未分配' },
    { title: '回访计划', key: 'plan', render: (_: unknown, r) => r.plan?.name ?? '-' },
    { title: '状态', dataIndex: 'state', width: 100, render: (s: VisitStateValue) => <VisitStateTag state={s} /> },
  ];

  return (
    <>
      <ListToolbar
        filters={
          <>
            <Radio.Group type="button" value={filters.state} onChange={(state) => update({ state })} options={[{ value: 0, label: '全部' }, ...VISIT_STATES.map((s) => ({ value: s, label: VISIT_STATE_NAMES[s] }))]} />
            <KeywordSearch placeholder="搜索工单编号、标题或客户" value={filters.keyword} onSearch={(keyword) => update({ keyword })} />
          </>
        }
        plans={planMenu}
        actions={actions}
      />
      <Table
        rowKey="id"
        loading={isFetching}
        columns={columns}
        data={rows}
        pagination={pagination(total)}
      />
    </>
  );
}
