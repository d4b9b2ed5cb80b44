import { Button, Input, Message, Popconfirm, Space, Table, Tag, type TableColumnProps } from '@arco-design/web-react';
import { IconDelete, IconPlus } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { Messages } from '@domain/common/messages';
import { PAYMENT_ITEM_TYPE_NAMES } from '@domain/finance/finance.constants';
import type { PaymentTemplateRow } from '@domain/finance/finance.schemas';
import { formatDateTime } from '@domain/format/date';
import { useFilterPaging } from '@/components/data-table/use-filter-paging';
import { toastResult } from '@/lib/toast-result';
import { useCountPaymentTemplatesQuery, useDeletePaymentTemplatesMutation, useListPaymentTemplatesQuery } from '../finance.api';
import { PaymentTemplateDialog } from './payment-template-dialog';

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
        <Space size={0}>
          <Button type="text" size="small" onClick={() => setDialog({ template })}>
            编辑
          </Button>
          <Popconfirm title={`确定删除“${template.name}”吗？`} onOk={() => handleDelete([template.id])}>
            <Button type="text" size="small" status="danger">
              删除
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <>
      <Space style={{ marginBottom: 16 }} wrap>
        <Button type="primary" icon={<IconPlus />} onClick={() => setDialog({ template: null })}>
          新增收款模板
        </Button>
        <Popconfirm title={`确定删除选中的${selected.length}个收款模板吗？`} disabled={selected.length === 0} onOk={() => handleDelete(selected)}>
          <Button icon={<IconDelete />} loading={deleting} onClick={() => selected.length === 0 && handleDelete([])}>
            批量删除
          </Button>
        </Popconfirm>
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
