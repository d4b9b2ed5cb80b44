import { Select, Space, Table } from '@arco-design/web-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { APPROVAL_STATE_NAMES, APPROVAL_STATES, CONTRACT_STATUS_NAMES, CONTRACT_STATUSES, type ApprovalStateValue, type ContractStatusValue } from '@domain/contracts/contracts.constants';
import type { ContractFilter, ContractRow } from '@domain/contracts/contracts.schemas';
import type { FormField } from '@domain/forms/form-definition.schemas';
import { useCustomFieldColumns } from '@/components/custom-field-form/use-custom-field-columns';
import type { DataColumn } from '@/components/data-table/data-table';
import { KeywordSearch } from '@/components/data-table/keyword-search';
import { useFilterPaging } from '@/components/data-table/use-filter-paging';
import { ListToolbar } from '@/components/data-table/list-toolbar';
import { useSearchPlanFilters } from '@/components/search-plans/use-search-plan-filters';
import { useCountContractsQuery, useListContractsQuery } from '../contracts.api';
import { ApprovalTag, StatusTag } from './contract-tags';

export interface ContractTableProps {
  customerId?: number;
  detailHref: (id: number) => string;
  customerHref?: (id: number) => string;
  /** The template centre's contract fields, offered as columns in 列设置. */
  customFields: readonly (FormField & { fixed?: boolean })[];
  /** Toolbar actions; a function gets the list's current filter (an export takes it). */
  actions?: ReactNode | ((filter: Partial<ContractFilter>) => ReactNode);
  /** Saved search plans of this list screen (none inside a detail page). */
  planKey?: string;
}

/** Sales contracts, filtered by keyword, approval state and status, paged from 0. */
export function ContractTable({ customerId, detailHref, customerHref, customFields, actions, planKey }: ContractTableProps) {
  const { filters, update, planMenu } = useSearchPlanFilters(planKey, {
    keyword: '',
    approvalState: undefined as ApprovalStateValue | undefined,
    status: undefined as ContractStatusValue | undefined,
  });
  const filter = { ...filters, customerId };
  const { pageIndex, pageSize, pagination } = useFilterPaging(filter);
  const { data: rows = [], isFetching } = useListContractsQuery({ ...filter, pageIndex, pageSize });
  const { data: total = 0 } = useCountContractsQuery(filter);

  const columns: DataColumn<ContractRow>[] = [
    { key: 'contractNo', title: '合同编号', dataIndex: 'contractNo', render: (no: string, c) => <Link href={detailHref(c.id)}>{no}</Link> },
    { key: 'name', title: '合同名称', dataIndex: 'name', ellipsis: true },
    {
      key: 'customerName',
      title: '客户',
      dataIndex: 'customerName',
      render: (name: string | null, c) => (name && customerHref ? <Link href={customerHref(c.customerId)}>{name}</Link> : (name ?? '-')),
    },
    { key: 'signedDate', title: '签订日期', dataIndex: 'signedDate', width: 110 },
    { key: 'approvalState', title: '审批', dataIndex: 'approvalState', width: 90, render: (s: ApprovalStateValue) => <ApprovalTag state={s} /> },
    { key: 'status', title: '合同状态', dataIndex: 'status', width: 90, render: (s: ContractStatusValue) => <StatusTag status={s} /> },
    { key: 'signer', title: '签订人', width: 90, render: (_: unknown, c) => c.signer?.name ?? '-' },
  ];
  // One column choice for every contract list (this screen and the customer's tab).
  const { shown, chooser } = useCustomFieldColumns('salesContract', columns, customFields);

  return (
    <>
      <ListToolbar
        filters={
          <>
            <KeywordSearch placeholder="搜索合同编号或名称" value={filters.keyword} onSearch={(keyword) => update({ keyword })} />
            <Select allowClear placeholder="审批状态" style={{ width: 120 }} value={filters.approvalState} onChange={(approvalState) => update({ approvalState })} options={APPROVAL_STATES.map((s) => ({ value: s, label: APPROVAL_STATE_NAMES[s] }))} />
            <Select allowClear placeholder="合同状态" style={{ width: 120 }} value={filters.status} onChange={(status) => update({ status })} options={CONTRACT_STATUSES.map((s) => ({ value: s, label: CONTRACT_STATUS_NAMES[s] }))} />
          </>
        }
        plans={planMenu}
        actions={
          <Space>
            {typeof actions === 'function' ? actions(filter) : actions}
            {chooser}
          </Space>
        }
      />
      <Table
        rowKey="id"
        loading={isFetching}
        columns={shown}
        data={rows}
        pagination={pagination(total)}
      />
    </>
  );
}
