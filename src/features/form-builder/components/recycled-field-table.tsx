import { Button, Message, Popconfirm, Table, type TableColumnProps } from '@arco-design/web-react';
import { controlOf } from '@domain/forms/field-types';
import { formatDateTime } from '@domain/format/date';
import type { ApiEnvelope } from '@domain/common/envelope';
import { TemplateMessages } from '@domain/templates/errors';
import type { RecycledFieldRow } from '@domain/templates/recycle-bin.schemas';
import { errorMessage } from '@/lib/errors';

export interface RecycledFieldTableProps {
  rows: RecycledFieldRow[];
  loading: boolean;
  /** PUT /v2/temp/reductionField for the row; resolves with the server's answer. */
  onRestore: (row: RecycledFieldRow) => Promise<ApiEnvelope>;
}

/** Fields deleted from a form, newest first, each restorable to where it stood. */
export function RecycledFieldTable({ rows, loading, onRestore }: RecycledFieldTableProps) {
  const handleRestore = async (row: RecycledFieldRow) => {
    try {
      const answer = await onRestore(row);
      Message.success(answer.message ?? TemplateMessages.restored);
    } catch (error) {
      Message.error(errorMessage(error));
    }
  };
  const columns: TableColumnProps<RecycledFieldRow>[] = [
    { title: '字段名称', render: (_, row) => row.field.title || row.field.key },
    { title: '控件', render: (_, row) => controlOf(row.field)?.label ?? '' },
    { title: '原位置', render: (_, row) => `第 ${row.position + 1} 个` },
    { title: '删除人', render: (_, row) => row.deletedBy.name },
    { title: '删除时间', render: (_, row) => formatDateTime(row.deleteTime) },
    {
      title: '操作',
      render: (_, row) => (
        <Popconfirm
          title={`恢复字段“${row.field.title || row.field.key}”？`}
          content="字段回到表单中原来的位置；表单中未保存的修改将被放弃。"
          onOk={() => handleRestore(row)}
        >
          <Button type="text" size="small">
            恢复
          </Button>
        </Popconfirm>
      ),
    },
  ];
  return <Table rowKey="id" columns={columns} data={rows} loading={loading} pagination={{ pageSize: 10, hideOnSinglePage: true }} noDataElement="回收站中没有字段" />;
}
