import { Select, Table, type TableColumnProps } from '@arco-design/web-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { KeywordSearch } from '@/components/data-table/keyword-search';
import { useFilterPaging } from '@/components/data-table/use-filter-paging';
import { ListToolbar } from '@/components/data-table/list-toolbar';
import { useSearchPlanFilters } from '@/components/search-plans/use-search-plan-filters';
import { PLAN_STATE_NAMES, PLAN_STATES, type PlanStateValue } from '@domain/cycle-plans/cycle-plans.constants';
import type { CyclePlanRow } from '@domain/cycle-plans/cycle-plans.schemas';
import { useCountCyclePlansQuery, useListCyclePlansQuery } from '../cycle-plans.api';
import { cycleText, PlanStateTag } from './plan-tags';

export interface PlanTableProps {
  customerId?: number;
  detailHref: (id: number) => string;
  actions?: ReactNode;
  /** Saved search plans of this list screen (none inside a detail page). */
  planKey?: string;
}

/** Customer service plans, filtered by name and state, paged from 0. */
export function PlanTable({ customerId, detailHref, actions, planKey }: PlanTableProps) {
  const { filters, update, planMenu } = useSearchPlanFilters(planKey, { keyword: '', state: undefined as PlanStateValue | undefined });
  const filter = { ...filters, customerId };
  const { pageIndex, pageSize, pagination } = useFilterPaging(filter);
  const { data: rows = [], isFetching } = useListCyclePlansQuery({ ...filter, pageIndex, pageSize });
  const { data: total = 0 } = useCountCyclePlansQuery(filter);

  const columns: TableColumnProps<CyclePlanRow>[] = [
    { title: '计划名称', dataIndex: 'name', render: (name: string, p) => <Link href={detailHref(p.id)}>{name}</Link> },
    { title: '工单类型', key: 'template', render: (_: unknown, p) => p.template?.name ?? '-' },
    { title: '客户', key: 'customers', ellipsis: true, render: (_: unknown, p) => p.customers.map((c) => c.name).join('、') },
    { title: '周期', key: 'cycle', width: 90, render: (_: unknown, p) => cycleText(p.cycleUnit, p.cycleEvery) },
    { title: '下次执行', dataIndex: 'nextDueDate', width: 110, render: (d: string | null) => d ?? '-' },
    // Wide enough for the header on one line (five characters beside the cell padding).
    { title: '已生成工单', dataIndex: 'generatedCount', width: 120, headerCellStyle: { whiteSpace: 'nowrap' } },
    { title: '状态', key: 'state', width: 90, render: (_: unknown, p) => <PlanStateTag plan={p} /> },
  ];

  return (
    <>
      <ListToolbar
        filters={
          <>
            <KeywordSearch placeholder="搜索计划名称" width={220} value={filters.keyword} onSearch={(keyword) => update({ keyword })} />
            <Select allowClear placeholder="计划状态" style={{ width: 120 }} value={filters.state} onChange={(state) => update({ state })} options={PLAN_STATES.map((s) => ({ value: s, label: PLAN_STATE_NAMES[s] }))} />
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
