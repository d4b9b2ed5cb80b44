import { Message, Space, Table, type TableColumnProps } from '@arco-design/web-react';
import { useState } from 'react';
import { Messages } from '@domain/common/messages';
import { TAG_KIND_NAMES, type TagCodeValue } from '@domain/settings/tags';
import type { EpTag } from '@domain/tags/tags.schemas';
import { errorMessage } from '@/lib/errors';
import { useDeleteTagsMutation, useListTagsQuery } from '../tags.api';
import { TagFormDialog } from './tag-form-dialog';
import { RowActions } from '@/components/row-actions/row-actions';
import { AddDeleteButtons } from '@/components/row-actions/add-delete-buttons';

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
        <RowActions name={tag.name} onEdit={() => setDialog({ tag })} onDelete={() => handleDelete([tag.id])} />
      ),
    });

  return (
    <>
      {canManage && (
        <div style={{ marginBottom: 16 }}>
          <AddDeleteButtons kind="标签" addLabel={`新增${kindName}`} onAdd={() => setDialog({ tag: null })} selected={selected} onDelete={handleDelete} deleting={deleting} />
        </div>
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
