import { Button, Message, Popconfirm, Table, type TableColumnProps } from '@arco-design/web-react';
import { IconUndo } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { Messages } from '@domain/common/messages';
import { FIELD_TYPE_NAMES, isFieldType } from '@domain/forms/field-types';
import { formatDateTime } from '@domain/format/date';
import { TemplateMessages } from '@domain/templates/errors';
import type { RecycledFieldRow } from '@domain/templates/recycle-bin.schemas';
import { toastResult } from '@/lib/toast-result';
import { useListPaging } from '../hooks/use-list-paging';
import { useCountBinFieldsQuery, useListBinFieldsQuery, useRestoreBinFieldMutation, useRestoreBinFieldsMutation } from '../templates.api';

const titleOf = (row: RecycledFieldRow) => row.field.title || row.field.key;

/**
 * 字段回收站: fields removed from any order type, event template or detail form, newest first. A
 * restore puts a field back where it stood in its form; several are restored all together or not at all.
 */
export function FieldRecycleBin() {
  const { paging, pagination } = useListPaging();
  const [selected, setSelected] = useState<number[]>([]);
  const { data: rows = [], isFetching } = useListBinFieldsQuery(paging);
  const { data: total = 0 } = useCountBinFieldsQuery();
  const [restoreOne] = useRestoreBinFieldMutation();
  const [restoreMany, { isLoading: restoring }] = useRestoreBinFieldsMutation();

  const handleRestoreSelected = async () => {
    if (selected.length === 0) {
      Message.warning(Messages.nothingSelected);
      return;
    }
    if (await toastResult(restoreMany(selected).unwrap(), TemplateMessages.restored)) setSelected([]);
  };

  const columns: TableColumnProps<RecycledFieldRow>[] = [
    { title: '字段名称', render: (_, row) => titleOf(row) },
    { title: '字段类型', width: 110, render: (_, row) => (isFieldType(row.field.type) ? FIELD_TYPE_NAMES[row.field.type] : row.field.type) },
    { title: '所属表单', dataIndex: 'ownerName', ellipsis: true },
    { title: '删除人', width: 100, render: (_, row) => row.deletedBy.name },
    { title: '删除时间', dataIndex: 'deleteTime', width: 160, render: (value: string) => formatDateTime(value) },
    {
      title: '操作',
      key: 'actions',
      width: 90,
      render: (_, row) => (
        <Popconfirm
          title={`恢复字段“${titleOf(row)}”？`}
          content="字段回到所属表单中原来的位置"
          onOk={() => void toastResult(restoreOne(row.id).unwrap(), TemplateMessages.restored)}
        >
          <Button type="text" size="small">
            恢复
          </Button>
        </Popconfirm>
      ),
    },
  ];

  return (
    <>
      <div style={{ marginBottom: 16 }}>
        <Button icon={<IconUndo />} loading={restoring} onClick={handleRestoreSelected}>
          批量恢复
        </Button>
      </div>
      <Table
        rowKey="id"
        loading={isFetching}
        columns={columns}
        data={rows}
        noDataElement="回收站中没有字段"
        rowSelection={{ type: 'checkbox', selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }}
        pagination={pagination(total)}
      />
    </>
  );
}
