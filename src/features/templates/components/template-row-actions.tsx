import { Button, Popconfirm, Space } from '@arco-design/web-react';
import { useLocation } from 'wouter';

export interface TemplateRowActionsProps {
  /** The row's name, for the delete confirmation. */
  name: string;
  /** Pages of the row: 设计表单, 流程设置 ... */
  links: { label: string; href: string }[];
  onRename: () => void;
  onDelete: () => void;
  /** 上移 and 下移, each left out (shown disabled) at its end of the list; no buttons when the list is filtered. */
  move?: { up?: () => void; down?: () => void };
}

/** The row's pages, then 上移 and 下移, 重命名 and a confirmed 删除. */
export function TemplateRowActions({ name, links, onRename, onDelete, move }: TemplateRowActionsProps) {
  const [, navigate] = useLocation();
  return (
    <Space size={0} wrap>
      {links.map((link) => (
        <Button key={link.label} type="text" size="small" onClick={() => navigate(link.href)}>
          {link.label}
        </Button>
      ))}
      {move && (
        <>
          <Button type="text" size="small" aria-label={`上移${name}`} disabled={!move.up} onClick={move.up}>
            上移
          </Button>
          <Button type="text" size="small" aria-label={`下移${name}`} disabled={!move.down} onClick={move.down}>
            下移
          </Button>
        </>
      )}
      <Button type="text" size="small" onClick={onRename}>
        重命名
      </Button>
      <Popconfirm title={`确定删除“${name}”吗？`} content="已使用它的工单和事件不受影响" onOk={onDelete}>
        <Button type="text" size="small" status="danger">
          删除
        </Button>
      </Popconfirm>
    </Space>
  );
}
