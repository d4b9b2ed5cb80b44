import { Button, Select, Space, Table, type TableColumnProps } from '@arco-design/web-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { CONTRACT_STATUS_NAMES, CONTRACT_STATUSES, type ContractStatusValue } from '@domain/maintenance/maintenance.constants';
import type { MaintenanceContractRow } from '@domain/maintenance/maintenance.schemas';
import { KeywordSearch } from '@/components/data-table/keyword-search';
import { ListToolbar } from '@/components/data-table/list-toolbar';
import { useFilterPaging } from '@/components/data-table/use-filter-paging';
import { useSearchPlanFilters } from '@/components/search-plans/use-search-plan-filters';
import { toastResult } from '@/lib/toast-result';
import { useCountMaintenanceContractsQuery, useExportMaintenanceContractsMutation, useListMaintenanceContractsQuery } from '../maintenance.api';
import { ContractStatusTag } from './maintenance-tags';

export interface MaintenanceContractTableProps {
  detailHref: (id: number) => string;
  actions?: ReactNode;
}

/** Maintenance contracts, filtered by name and status, paged from 0; 导出 sends the list as filtered to the download centre. */
export function MaintenanceContractTable({ detailHref, actions }: MaintenanceContractTableProps) {
  const { filters, update, planMenu } = useSearchPlanFilters('maintenanceContract', { keyword: '', status: undefined as ContractStatusValue | undefined });
  const { pageIndex, pageSize, pagination } = useFilterPaging(filters);
  const { data: rows = [], isFetching } = useListMaintenanceContractsQuery({ ...filters, pageIndex, pageSize });
  const { data: total = 0 } = useCountMaintenanceContractsQuery(filters);
  const [exportContracts] = useExportMaintenanceContractsMutation();
  const columns: TableColumnProps<MaintenanceContractRow>[] = [
    { title: '合同名称', dataIndex: 'name', render: (name: string, c) => <Link href={detailHref(c.id)}>{name}</Link> },
    { title: '客户', key: 'customer', render: (_: unknown, c) => c.customer.name },
    { title: '服务期限', key: 'period', width: 210, render: (_: unknown, c) => `${c.startDate} 至 ${c.endDate}` },
    { title: '合同金额', dataIndex: 'amount', width: 120, align: 'right' },
    { title: '产品', dataIndex: 'productCount', width: 70 },
    { title: '计划', dataIndex: 'planCount', width: 70 },
    { title: '状态', dataIndex: 'status', width: 90, render: (s: ContractStatusValue) => <ContractStatusTag status={s} /> },
  ];
  return (
    <>
      <ListToolbar
        filters={
          <>
            <KeywordSearch placeholder="搜索合同名称" value={filters.keyword} onSearch={(keyword) => update({ keyword })} />
            <Select
              allowClear
              placeholder="合同状态"
              style={{ width: 120 }}
              value={filters.status}
              onChange={(status) => update({ status })}
              options={CONTRACT_STATUSES.map((s) => ({ value: s, label: CONTRACT_STATUS_NAMES[s] }))}
            />
          </>
        }
        plans={planMenu}
        actions={
          <Space>
            <Button onClick={() => toastResult(exportContracts(filters).unwrap(), '已加入下载中心')}>导出</Button>
            {actions}
          </Space>
        }
      />
      <Table rowKey="id" loading={isFetching} columns={columns} data={rows} pagination={pagination(total)} />
    </>
  );
}
