import { Button, Space, Table, Tag } from '@arco-design/web-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { Messages } from '@domain/common/messages';
import type { CustomerProductRow } from '@domain/products/products.schemas';
import { DetailEntityType } from '@domain/templates/fixed-fields';
import { toastResult } from '@/lib/toast-result';
import { useCustomFieldColumns } from '@/components/custom-field-form/use-custom-field-columns';
import type { DataColumn } from '@/components/data-table/data-table';
import { KeywordSearch } from '@/components/data-table/keyword-search';
import { useFilterPaging } from '@/components/data-table/use-filter-paging';
import { ListToolbar } from '@/components/data-table/list-toolbar';
import { RowActions } from '@/components/row-actions/row-actions';
import { useSearchPlanFilters } from '@/components/search-plans/use-search-plan-filters';
import { useCountCustomerProductsQuery, useDeleteCustomerProductsMutation, useListCustomerProductsQuery } from '../products.api';
import { useDetailFields } from '@/components/detail-forms/use-detail-fields';
import { WARRANTY_STATUS_COLORS, warrantyStatusText } from '../warranty-text';

export interface CustomerProductTableProps {
  customerId?: number;
  productId?: number;
  canManage: boolean;
  detailHref: (row: CustomerProductRow) => string;
  customerHref?: (customerId: number) => string;
  onAdd?: () => void;
  onEdit?: (row: CustomerProductRow) => void;
  /** Prints the QR codes of the chosen rows. */
  onPrintQr?: (rows: CustomerProductRow[]) => void;
  extraActions?: ReactNode;
  /** Saved search plans of this list screen (none inside a detail page). */
  planKey?: string;
}

/** Customer products, searched by name or serial number, paged from 0. */
export function CustomerProductTable({ customerId, productId, canManage, detailHref, customerHref, onAdd, onEdit, onPrintQr, extraActions, planKey }: CustomerProductTableProps) {
  const { filters, update, planMenu } = useSearchPlanFilters(planKey, { keyword: '' });
  const filter = { ...filters, customerId, productId };
  const { pageIndex, pageSize, pagination } = useFilterPaging(filter);
  const { data: rows = [], isFetching, error } = useListCustomerProductsQuery({ ...filter, pageIndex, pageSize });
  const { data: total = 0 } = useCountCustomerProductsQuery(filter);
  const [selected, setSelected] = useState<CustomerProductRow[]>([]);
  const [remove] = useDeleteCustomerProductsMutation();
  const customFields = useDetailFields(DetailEntityType.customerProduct);

  const columns: DataColumn<CustomerProductRow>[] = [
    { key: 'name', title: '产品名称', dataIndex: 'name', render: (name: string, r) => <Link href={detailHref(r)}>{name}</Link> },
    { key: 'productModel', title: '型号', dataIndex: 'productModel', render: (v: string) => v || '-' },
    { key: 'serialNumber', title: '序列号', dataIndex: 'serialNumber', render: (v: string) => v || '-' },
    {
      key: 'customerName',
      title: '客户',
      dataIndex: 'customerName',
      render: (name: string | null, r) => (name && r.customerId && customerHref ? <Link href={customerHref(r.customerId)}>{name}</Link> : (name ?? '-')),
    },
    { key: 'warrantyEnd', title: '质保结束', dataIndex: 'warrantyEnd', render: (v: string | null) => v ?? '-' },
    { key: 'warrantyStatus', title: '质保状态', dataIndex: 'warrantyStatus', render: (s: CustomerProductRow['warrantyStatus']) => <Tag color={WARRANTY_STATUS_COLORS[s]}>{warrantyStatusText(s)}</Tag> },
    { key: 'qr', title: '二维码', render: (_: unknown, r) => (r.qr ? '已生成' : '-') },
  ];
  const actions: DataColumn<CustomerProductRow> = {
    title: '操作',
    key: 'actions',
    width: 140,
    render: (_: unknown, r) => <RowActions name={r.name} onEdit={onEdit && (() => onEdit(r))} onDelete={() => toastResult(remove([r.id]).unwrap(), Messages.deleteOk)} />,
  };
  // One column choice for every customer-product list (this screen and the detail pages' tabs).
  const { shown, chooser } = useCustomFieldColumns('productManage', columns, customFields, canManage ? actions : undefined);

  return (
    <>
      <ListToolbar
        filters={<KeywordSearch scan placeholder="搜索产品名称或序列号" width={260} value={filters.keyword} onSearch={(keyword) => update({ keyword })} />}
        plans={planMenu}
        actions={
          <Space>
            {extraActions}
            {onPrintQr && (
              <Button disabled={selected.length === 0} onClick={() => onPrintQr(selected)}>
                打印二维码{selected.length > 0 ? `（${selected.length}）` : ''}
              </Button>
            )}
            {canManage && onAdd && (
              <Button type="primary" onClick={onAdd}>
                添加产品
              </Button>
            )}
            {chooser}
          </Space>
        }
      />
      <Table
        rowKey="id"
        loading={isFetching}
        columns={shown}
        data={rows}
        noDataElement={error ? <span>{(error as { data?: { message?: string } }).data?.message ?? '加载失败'}</span> : undefined}
        rowSelection={onPrintQr ? { type: 'checkbox', selectedRowKeys: selected.map((r) => r.id), onChange: (_keys, chosen) => setSelected(chosen) } : undefined}
        pagination={pagination(total)}
      />
    </>
  );
}
