import { Card, Table, type TableColumnProps } from '@arco-design/web-react';
import { Link } from 'wouter';
import type { RepairRow } from '@domain/repair/repair.schemas';
import type { RepairStateValue } from '@domain/repair/repair.constants';
import { useGetMenuQuery } from '@/app/session/session.api';
import { menuHasRoute } from '@/app/shell/menu-nodes';
import { paths } from '@/app/paths';
import { useFilterPaging } from '@/components/data-table/use-filter-paging';
import { useCountRepairsQuery, useListRepairsQuery } from '../repair.api';
import { RepairStateTag } from './repair-state-tag';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('zh-CN', { hour12: false }) : '-');

export interface ProductRepairsProps {
  customerProductId: number;
}

/**
 * 维修记录: a customer product's repair orders, newest first, for the product's history. Shown only to a user whose
 * menu holds 维修单 (repair's readers); others see nothing rather than a refusal.
 */
export function ProductRepairs({ customerProductId }: ProductRepairsProps) {
  const { data: menu } = useGetMenuQuery();
  const reads = menu !== undefined && menuHasRoute(menu, paths.repair.list);
  const filter = { customerProductId };
  const { pageIndex, pageSize, pagination } = useFilterPaging(filter);
  const { data: rows = [], isFetching } = useListRepairsQuery({ ...filter, pageIndex, pageSize }, { skip: !reads });
  const { data: total = 0 } = useCountRepairsQuery(filter, { skip: !reads });
  if (!reads) return null;
  const columns: TableColumnProps<RepairRow>[] = [
    { title: '维修单号', dataIndex: 'repairNo', render: (no: string, r) => <Link href={paths.repair.detail(r.id)}>{no}</Link> },
    { title: '故障', dataIndex: 'fault', ellipsis: true },
    { title: '保修', dataIndex: 'inWarranty', width: 80, render: (yes: boolean) => (yes ? '保内' : '保外') },
    { title: '状态', dataIndex: 'state', width: 90, render: (s: RepairStateValue) => <RepairStateTag state={s} /> },
    { title: '维修工程师', dataIndex: 'repairer', render: (p: RepairRow['repairer']) => p?.name ?? '-' },
    { title: '签收时间', dataIndex: 'signedInAt', render: when },
    { title: '完成时间', dataIndex: 'completedAt', render: when },
    { title: '寄回', dataIndex: 'courierNo', render: (no: string, r) => (no ? `${r.courierCompany} ${no}` : '-') },
  ];
  return (
    <Card bordered={false} title="维修记录" style={{ marginTop: 16 }}>
      <Table rowKey="id" loading={isFetching} columns={columns} data={rows} pagination={pagination(total)} noDataElement="该产品还没有维修单" />
    </Card>
  );
}
