import { Button, Input, Message, Modal, Table } from '@arco-design/web-react';
import { IconPlus } from '@arco-design/web-react/icon';
import { useState } from 'react';
import type { SpareTypeRow } from '@domain/spare-parts/spare-parts.schemas';
import { RowActions } from '@/components/row-actions/row-actions';
import { toastResult } from '@/lib/toast-result';
import { useDeleteSpareTypesMutation, useListSpareTypesQuery, useSaveSpareTypeMutation } from '../spare-parts.api';

/** /spareType: the part types, each with its number of parts; a type with parts cannot be deleted. */
export function SpareTypeTable({ editable }: { editable: boolean }) {
  const { data = [], isFetching } = useListSpareTypesQuery();
  const [save, { isLoading: saving }] = useSaveSpareTypeMutation();
  const [remove] = useDeleteSpareTypesMutation();
  const [editing, setEditing] = useState<{ id?: number; name: string } | null>(null);

  const handleSave = async () => {
    if (!editing?.name.trim()) return Message.warning('请输入类型名称');
    if (await toastResult(save({ id: editing.id, name: editing.name }).unwrap(), '保存成功')) setEditing(null);
  };

  const columns = [
    { title: '类型名称', dataIndex: 'name' },
    { title: '备件数', dataIndex: 'parts', width: 120 },
    ...(editable
      ? [
          {
            title: '操作',
            key: 'actions',
            width: 160,
            render: (_: unknown, row: SpareTypeRow) => (
              <RowActions name={row.name} onEdit={() => setEditing({ id: row.id, name: row.name })} onDelete={() => toastResult(remove([row.id]).unwrap(), '删除成功')} />
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      {editable && (
        <Button type="primary" icon={<IconPlus />} style={{ marginBottom: 16 }} onClick={() => setEditing({ name: '' })}>
          新增类型
        </Button>
      )}
      <Table rowKey="id" loading={isFetching} columns={columns} data={data} pagination={false} />
      <Modal visible={editing !== null} title={editing?.id ? '编辑类型' : '新增类型'} onOk={handleSave} confirmLoading={saving} onCancel={() => setEditing(null)} unmountOnExit>
        <Input aria-label="类型名称" placeholder="请输入类型名称" maxLength={30} value={editing?.name} onChange={(name) => setEditing((e) => (e ? { ...e, name } : e))} />
      </Modal>
    </>
  );
}
