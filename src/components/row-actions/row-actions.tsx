import { Button, Popconfirm, Space } from '@arco-design/web-react';

export interface RowActionsProps {
  /** The row's name, for the delete confirmation. */
  name: string;
  /** What the row is, named in the confirmation before its name ('产品'); nothing by default. */
  noun?: string;
  /** No 编辑 button without it. */
  onEdit?: () => void;
  onDelete: () => void;
}

/** 编辑 and a confirmed 删除 for one table row. */
export function RowActions({ name, noun = '', onEdit, onDelete }: RowActionsProps) {
  return (
    <Space size={0}>
      {onEdit && (
        <Button type="text" size="small" onClick={onEdit}>
          编辑
        </Button>
      )}
      <Popconfirm title={`确定删除${noun}“${name}”吗？`} onOk={onDelete}>
        <Button type="text" size="small" status="danger">
          删除
        </Button>
      </Popconfirm>
    </Space>
  );
}
