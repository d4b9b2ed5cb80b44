import { Button, Popconfirm, Space } from '@arco-design/web-react';

export interface RowActionsProps {
  /** The row's name, for the delete confirmation. */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** 编辑 and a confirmed 删除 for one table row. */
export function RowActions({ name, onEdit, onDelete }: RowActionsProps) {
  return (
    <Space size={0}>
      <Button type="text" size="small" onClick={onEdit}>
        编辑
      </Button>
      <Popconfirm title={`确定删除“${name}”吗？`} onOk={onDelete}>
        <Button type="text" size="small" status="danger">
          删除
        </Button>
      </Popconfirm>
    </Space>
  );
}
