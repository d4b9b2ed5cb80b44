import { Button, Popconfirm, Space } from '@arco-design/web-react';
import { IconDelete, IconPlus } from '@arco-design/web-react/icon';

export interface AddDeleteButtonsProps {
  /** What a row is, named in the batch confirmation ('服务组'). */
  kind: string;
  /** The add button's words; 新增 and the kind by default. */
  addLabel?: string;
  onAdd: () => void;
  /** The chosen rows' ids. */
  selected: number[];
  /** Called with no ids when nothing is chosen, so the list can say so. */
  onDelete: (ids: number[]) => void;
  deleting: boolean;
}

/** A list's 新增 and its confirmed 批量删除 of the chosen rows, for those who manage it (RowActions is the row's pair). */
export function AddDeleteButtons({ kind, addLabel = `新增${kind}`, onAdd, selected, onDelete, deleting }: AddDeleteButtonsProps) {
  return (
    <Space>
      <Button type="primary" icon={<IconPlus />} onClick={onAdd}>
        {addLabel}
      </Button>
      <Popconfirm title={`确定删除选中的${selected.length}个${kind}吗？`} disabled={selected.length === 0} onOk={() => onDelete(selected)}>
        <Button icon={<IconDelete />} loading={deleting} onClick={() => selected.length === 0 && onDelete([])}>
          批量删除
        </Button>
      </Popconfirm>
    </Space>
  );
}
