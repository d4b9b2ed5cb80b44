import { Button, Message, Popconfirm, Space, Table, type TableColumnProps } from '@arco-design/web-react';
import { IconDelete, IconPlus } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { Messages } from '@domain/common/messages';
import { TAG_KIND_NAMES, type TagCodeValue } from '@domain/settings/tags';
import type { EpTag } from '@domain/tags/tags.schemas';
import { errorMessage } from '@/lib/errors';
import { useDeleteTagsMutation, useListTagsQuery } from '../tags.api';
import { TagFormDialog } from './tag-form-dialog';

export interface TagTableProps {
  code: TagCodeValue;
  /** Administrators add, edit and delete; others only look. */
  canManage: boolean;
}

type Dialog = { tag: EpTag | null } | null;

function ColorSwatch({ color }: { color: string }) {
  return (
    <Space size={8}>
      <span aria-hidden style={{ display: 'inline-block', width: 16, height: 16, borderRadius: 4, background: color }} />
      <span>{color}</span>
    </Space>
  );
}

/** The tags of one kind with their colours; add, edit and (bulk) delete. */
export function TagTable({ code, canManage }: TagTableProps) {
  const kindName = TAG_KIND_NAMES[code];
  const { data: tags = [], isFetching } = useListTagsQuery(code);
  const [deleteTags, { isLoading: deleting }] = useDeleteTagsMutation();
  const [selected, setSelected] = useState<number[]>([]);
  const [dialog, setDialog] = useState<Dialog>(null);

  const handleDelete = async (ids: number[]) => {
    if (ids.length === 0) {
      Message.warning(Messages.deleteNothingSelected);
      return;
    }
    try {
      const answer = await deleteTags({ ids, code }).unwrap();
      Message.success(answer.message ?? Messages.deleteOk);
      setSelected((current) => current.filter((id) => !ids.includes(id)));
    } catch (error) {
      Message.error(errorMessage(error));
    }
  };

  const columns: TableColumnProps<EpTag>[] = [
    { title: '名称', dataIndex: 'name' },
    { title: '颜色', dataIndex: 'color_rgb', render: (color: string) => <ColorSwatch color={color} /> },
  ];
  if (canManage)
    columns.push({
      title: '操作',
      key: 'actions',
      width: 160,
      render: (_: unknown, tag) => (
        <Space>
          <Button type="text" size="small" onClick={() => setDialog({ tag })}>
            编辑
          </Button>
          <Popconfirm title={`确定删除“${tag.name}”吗？`} onOk={() => handleDelete([tag.id])}>
            <Button type="text" size="small" status="danger">
              删除
            </Button>
          </Popconfirm>
        </Space>
      ),
    });

  return (
    <>
      {canManage && (
        <Space style={{ marginBottom: 16 }}>
          <Button type="primary" icon={<IconPlus />} onClick={() => setDialog({ tag: null })}>
            新增{kindName}
          </Button>
          <Popconfirm title={`确定删除选中的${selected.length}个标签吗？`} disabled={selected.length === 0} onOk={() => handleDelete(selected)}>
            <Button icon={<IconDelete />} loading={deleting} onClick={() => selected.length === 0 && handleDelete([])}>
              批量删除
            </Button>
          </Popconfirm>
        </Space>
      )}
      <Table
        rowKey="id"
        loading={isFetching}
        columns={columns}
        data={tags}
        pagination={false}
        rowSelection={canManage ? { type: 'checkbox', selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) } : undefined}
      />
      {dialog && <TagFormDialog code={code} tag={dialog.tag} kindName={kindName} onClose={() => setDialog(null)} />}
    </>
  );
}
