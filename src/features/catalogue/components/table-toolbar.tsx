import { Button, Input, Popconfirm } from '@arco-design/web-react';
import { IconDelete, IconPlus } from '@arco-design/web-react/icon';

export interface TableToolbarProps {
  searchPlaceholder: string;
  onSearch: (text: string) => void;
  /** The add and batch-delete buttons, for those who manage the rows. */
  manage?: {
    /** What a row is, e.g. 服务组. */
    kind: string;
    onAdd: () => void;
    selected: number[];
    onDelete: (ids: number[]) => void;
    deleting: boolean;
  };
}

/** Search on the left; 新增 and 批量删除 on the right. */
export function TableToolbar({ searchPlaceholder, onSearch, manage }: TableToolbarProps) {
  return (
    <div style={{ display: 'flex', gap: 12, marginBottom: 16, flexWrap: 'wrap' }}>
      <Input.Search allowClear placeholder={searchPlaceholder} style={{ width: 240 }} onSearch={(text) => onSearch(text.trim())} onClear={() => onSearch('')} />
      <div style={{ flex: 1 }} />
      {manage && (
        <>
          <Button type="primary" icon={<IconPlus />} onClick={manage.onAdd}>
            新增{manage.kind}
          </Button>
          <Popconfirm
            title={`确定删除选中的${manage.selected.length}个${manage.kind}吗？`}
            disabled={manage.selected.length === 0}
            onOk={() => manage.onDelete(manage.selected)}
          >
            <Button icon={<IconDelete />} loading={manage.deleting} onClick={() => manage.selected.length === 0 && manage.onDelete([])}>
              批量删除
            </Button>
          </Popconfirm>
        </>
      )}
    </div>
  );
}
