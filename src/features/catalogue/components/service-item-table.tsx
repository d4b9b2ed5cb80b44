import { Table, Tag, type TableColumnProps } from '@arco-design/web-react';
import { useState } from 'react';
import type { ServiceItemCategoryRow, ServiceItemRow } from '@domain/catalogue/catalogue.schemas';
import { DEFAULT_PAGE_SIZE } from '@domain/common/page-sizes';
import { useCountServiceItemsQuery, useDeleteServiceItemsMutation, useListServiceItemsQuery } from '../catalogue.api';
import { useRowDeletion } from '../hooks/use-row-deletion';
import { ServiceItemDialog } from './service-item-dialog';
import { RowActions } from '@/components/row-actions/row-actions';
import { TableToolbar } from './table-toolbar';
import { usePlanPageSizes } from '@/components/data-table/use-plan-page-sizes';

export interface ServiceItemTableProps {
  /** The category chosen in the tree (with its sub-categories), 0 for none, -1 for all. */
  typeId: number;
  categories: ServiceItemCategoryRow[];
  /** Administrators add, edit and delete; others only look. */
  canManage: boolean;
}

type Dialog = { item: ServiceItemRow | null } | null;

/** The items of the chosen category, searched by name and paged from 0. */
export function ServiceItemTable({ typeId, categories, canManage }: ServiceItemTableProps) {
  const pageSizes = usePlanPageSizes();
  const [name, setName] = useState('');
  const filterKey = `${typeId}|${name}`;
  // Another category or search starts again at the first page.
  const [paging, setPaging] = useState({ filterKey, pageIndex: 0, pageSize: DEFAULT_PAGE_SIZE });
  const pageIndex = paging.filterKey === filterKey ? paging.pageIndex : 0;
  const { pageSize } = paging;
  const [dialog, setDialog] = useState<Dialog>(null);
  const { data: items = [], isFetching } = useListServiceItemsQuery({ typeId, name, pageIndex, pageSize });
  const { data: total = 0 } = useCountServiceItemsQuery({ typeId, name });
  const [deleteItems, { isLoading: deleting }] = useDeleteServiceItemsMutation();
  const { selected, setSelected, handleDelete } = useRowDeletion((ids) => deleteItems(ids).unwrap());

  const columns: TableColumnProps<ServiceItemRow>[] = [
    { title: '项目名称', dataIndex: 'name', width: 140, ellipsis: true },
    { title: '分类', dataIndex: 'categoryName', width: 110, render: (value: string | null) => value ?? '未分类' },
    { title: '价格', dataIndex: 'price', width: 110, render: (price: string | null) => (price === null ? '-' : `¥${price}`) },
    {
      title: '状态',
      dataIndex: 'enabled',
      width: 80,
      render: (enabled: boolean) => <Tag color={enabled ? 'green' : 'gray'}>{enabled ? '启用' : '停用'}</Tag>,
    },
    { title: '排序', dataIndex: 'sort', width: 70 },
    { title: '描述', dataIndex: 'description', ellipsis: true },
  ];
  if (canManage)
    columns.push({
      title: '操作',
      key: 'actions',
      width: 130,
      render: (_: unknown, item) => (
        <RowActions name={item.name} onEdit={() => setDialog({ item })} onDelete={() => handleDelete([item.id])} />
      ),
    });

  return (
    <>
      <TableToolbar
        searchPlaceholder="搜索项目名称"
        onSearch={setName}
        manage={canManage ? { kind: '服务项目', onAdd: () => setDialog({ item: null }), selected, onDelete: handleDelete, deleting } : undefined}
      />
      <Table
        rowKey="id"
        loading={isFetching}
        columns={columns}
        data={items}
        rowSelection={canManage ? { type: 'checkbox', selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) } : undefined}
        pagination={{
          current: pageIndex + 1,
          pageSize,
          total,
          showTotal: true,
          sizeCanChange: true,
          sizeOptions: [...pageSizes],
          onChange: (page, size) => setPaging({ filterKey, pageIndex: size === pageSize ? page - 1 : 0, pageSize: size }),
        }}
      />
      {dialog && (
        <ServiceItemDialog item={dialog.item} defaultCategoryId={typeId > 0 ? typeId : undefined} categories={categories} onClose={() => setDialog(null)} />
      )}
    </>
  );
}
