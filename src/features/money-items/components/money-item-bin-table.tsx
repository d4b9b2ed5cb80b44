import { Button, Message, Popconfirm, Space, Table, type TableColumnProps } from '@arco-design/web-react';
import { IconUndo } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { formatDateTime } from '@domain/format/date';
import { MoneyItemTexts, type MoneyItemRow } from '@domain/money-items/money-items.constants';
import { toastResult } from '@/lib/toast-result';
import { useTablePaging } from '../hooks/use-table-paging';
import { useCountBinnedMoneyItemsQuery, useListBinnedMoneyItemsQuery, useRestoreMoneyItemsMutation } from '../money-items.api';
import { MONEY_ITEM_COLUMNS } from './money-item-columns';

/** 回收站: deleted money items, newest first, restored one by one or the checked ones. */
export function MoneyItemBinTable() {
  const { data: total = 0 } = useCountBinnedMoneyItemsQuery();
  const { page, pagination } = useTablePaging(total);
  const { data: items = [], isFetching } = useListBinnedMoneyItemsQuery(page);
  const [restoreItems, { isLoading: restoring }] = useRestoreMoneyItemsMutation();
  const [selected, setSelected] = useState<number[]>([]);

  const handleRestore = async (ids: number[]) => {
    if (ids.length === 0) {
      Message.warning(MoneyItemTexts.nothingToRestore);
      return;
    }
    if (await toastResult(restoreItems(ids).unwrap(), MoneyItemTexts.restored)) setSelected((current) => current.filter((id) => !ids.includes(id)));
  };

  const columns: TableColumnProps<MoneyItemRow>[] = [
    ...MONEY_ITEM_COLUMNS,
    { title: '删除时间', dataIndex: 'deleteTime', width: 170, render: (time: string | null) => formatDateTime(time) },
    {
      title: '操作',
      key: 'actions',
      width: 100,
      render: (_: unknown, item) => (
        <Button type="text" size="small" onClick={() => handleRestore([item.id])}>
          还原
        </Button>
      ),
    },
  ];

  return (
    <>
      <Space style={{ marginBottom: 16 }}>
        <Popconfirm title={`确定还原选中的${selected.length}个费用项目吗？`} disabled={selected.length === 0} onOk={() => handleRestore(selected)}>
          <Button icon={<IconUndo />} loading={restoring} onClick={() => selected.length === 0 && handleRestore([])}>
            批量还原
          </Button>
        </Popconfirm>
      </Space>
      <Table
        rowKey="id"
        loading={isFetching}
        columns={columns}
        data={items}
        rowSelection={{ type: 'checkbox', selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }}
        pagination={pagination}
        noDataElement="回收站是空的"
      />
    </>
  );
}
