import { Button, Popconfirm, Space } from '@arco-design/web-react';
import type { ReactNode } from 'react';

export interface RowActionsProps {
  /** The row's name, for the delete confirmation. */
  name?: string;
  /** What the row is, named in the confirmation before its name ('产品'); nothing by default. */
  noun?: string;
  /** The whole confirmation, where the row's deletion needs more said than its name. */
  confirm?: string;
  /** No 编辑 button without it. */
  onEdit?: () => void;
  onDelete: () => void;
  /** The row's other buttons, before 编辑. */
  children?: ReactNode;
}

/** 编辑 and a confirmed 删除 for one table row. */
export function RowActions({ name = '', noun = '', confirm, onEdit, onDelete, children }: RowActionsProps) {
  return (
    <Space size={0}>
      {children}
      {onEdit && (
        <Button type="text" size="small" onClick={onEdit}>
          编辑
        </Button>
      )}
      <Popconfirm title={confirm ?? `确定删除${noun}“${name}”吗？`} onOk={onDelete}>
        <Button type="text" size="small" status="danger">
          删除
        </Button>
      </Popconfirm>
    </Space>
  );
}
