import { Input, Message, Space, Table, Tag, type TableColumnProps } from '@arco-design/web-react';
import { useState } from 'react';
import { Messages } from '@domain/common/messages';
import { PAYMENT_ITEM_TYPE_NAMES } from '@domain/finance/finance.constants';
import type { PaymentTemplateRow } from '@domain/finance/finance.schemas';
import { formatDateTime } from '@domain/format/date';
import { useFilterPaging } from '@/components/data-table/use-filter-paging';
import { toastResult } from '@/lib/toast-result';
import { useCountPaymentTemplatesQuery, useDeletePaymentTemplatesMutation, useListPaymentTemplatesQuery } from '../finance.api';
import { PaymentTemplateDialog } from './payment-template-dialog';
import { RowActions } from '@/components/row-actions/row-actions';
import { AddDeleteButtons } from '@/components/row-actions/add-delete-buttons';

/** The payment templates: search by name, add, edit, delete (one row or the checked ones). */
export function PaymentTemplateTable() {
  const [name, setName] = useState('');
  const { pageIndex, pageSize, pagination } = useFilterPaging(name);
  const { data: total = 0 } = useCountPaymentTemplatesQuery({ name });
  const { data: rows = [], isFetching } = useListPaymentTemplatesQuery({ pageIndex, pageSize, name });
  const [remove, { isLoading: deleting }] = useDeletePaymentTemplatesMutation();
  const [selected, setSelected] = useState<number[]>([]);
  const [dialog, setDialog] = useState<{ template: PaymentTemplateRow | null } | null>(null);

  const handleDelete = async (ids: number[]) => {
    if (ids.length === 0) {
      Message.warning(Messages.deleteNothingSelected);
      return;
    }
    if (await toastResult(remove(ids).unwrap(), Messages.deleteOk)) setSelected((current) => current.filter((id) => !ids.includes(id)));
  };

  const columns: TableColumnProps<PaymentTemplateRow>[] = [
    { title: '模板名称', dataIndex: 'name', width: 180 },
    {
      title: '收款项',
      key: 'items',
      render: (_: unknown, row) => (
        <Space wrap size={4}>
          {row.items.map((i) => (
            <Tag key={i.name}>
              {i.name}·{PAYMENT_ITEM_TYPE_NAMES[i.itemType]}
              {i.amount ? ` ${i.amount}元` : ''}
            </Tag>
          ))}
        </Space>
      ),
    },
    { title: '备注', dataIndex: 'remark', width: 160, ellipsis: true },
    { title: '更新时间', dataIndex: 'updateTime', width: 170, render: (time: string) => formatDateTime(time) },
    {
      title: '操作',
      key: 'actions',
      width: 140,
      render: (_: unknown, template) => (
        <RowActions name={template.name} onEdit={() => setDialog({ template })} onDelete={() => handleDelete([template.id])} />
      ),
    },
  ];

  return (
    <>
      <Space style={{ marginBottom: 16 }} wrap>
        <AddDeleteButtons kind="收款模板" onAdd={() => setDialog({ template: null })} selected={selected} onDelete={handleDelete} deleting={deleting} />
        <Input.Search
          allowClear
          placeholder="搜索模板名称"
          style={{ width: 220 }}
          onSearch={(value) => setName(value.trim())}
        />
      </Space>
      <Table
        rowKey="id"
        loading={isFetching}
        columns={columns}
        data={rows}
        rowSelection={{ type: 'checkbox', selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }}
        pagination={pagination(total)}
      />
      {dialog && <PaymentTemplateDialog template={dialog.template} onClose={() => setDialog(null)} />}
    </>
  );
}
