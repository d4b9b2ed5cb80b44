import { Message, Space, Table, type TableColumnProps } from '@arco-design/web-react';
import { useState } from 'react';
import { Messages } from '@domain/common/messages';
import { formatDateTime } from '@domain/format/date';
import type { MoneyItemRow } from '@domain/money-items/money-items.constants';
import { toastResult } from '@/lib/toast-result';
import { useTablePaging } from '../hooks/use-table-paging';
import { useCountMoneyItemsQuery, useDeleteMoneyItemsMutation, useListMoneyItemsQuery } from '../money-items.api';
import { MONEY_ITEM_COLUMNS } from './money-item-columns';
import { MoneyItemDialog } from './money-item-dialog';
import { RowActions } from '@/components/row-actions/row-actions';
import { AddDeleteButtons } from '@/components/row-actions/add-delete-buttons';

type Dialog = { item: MoneyItemRow | null } | null;

/** The live money items: add, edit, and delete into the bin (one row or the checked ones). */
export function MoneyItemTable() {
  const { data: total = 0 } = useCountMoneyItemsQuery();
  const { page, pagination } = useTablePaging(total);
  const { data: items = [], isFetching } = useListMoneyItemsQuery(page);
  const [deleteItems, { isLoading: deleting }] = useDeleteMoneyItemsMutation();
  const [selected, setSelected] = useState<number[]>([]);
  const [dialog, setDialog] = useState<Dialog>(null);

  const handleDelete = async (ids: number[]) => {
    if (ids.length === 0) {
      Message.warning(Messages.deleteNothingSelected);
      return;
    }
    if (await toastResult(deleteItems(ids).unwrap(), Messages.deleteOk)) setSelected((current) => current.filter((id) => !ids.includes(id)));
  };

  const columns: TableColumnProps<MoneyItemRow>[] = [
    ...MONEY_ITEM_COLUMNS,
    { title: '排序', dataIndex: 'sort', width: 80 },
    { title: '创建时间', dataIndex: 'createTime', width: 170, render: (time: string) => formatDateTime(time) },
    {
      title: '操作',
      key: 'actions',
      width: 140,
      render: (_: unknown, item) => (
        <RowActions confirm={`确定删除“${item.name}”吗？删除后可在回收站还原`} onEdit={() => setDialog({ item })} onDelete={() => handleDelete([item.id])} />
      ),
    },
  ];

  return (
    <>
      <Space style={{ marginBottom: 16 }}>
        <AddDeleteButtons kind="费用项目" onAdd={() => setDialog({ item: null })} selected={selected} onDelete={handleDelete} deleting={deleting} />
      </Space>
      <Table
        rowKey="id"
        loading={isFetching}
        columns={columns}
        data={items}
        rowSelection={{ type: 'checkbox', selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }}
        pagination={pagination}
      />
      {dialog && <MoneyItemDialog item={dialog.item} onClose={() => setDialog(null)} />}
    </>
  );
}
