import { Button, Input, Message, Modal, Space, Table } from '@arco-design/web-react';
import { IconPlus } from '@arco-design/web-react/icon';
import { useState } from 'react';
import type { KitRow } from '@domain/spare-parts/spare-parts.schemas';
import { RowActions } from '@/components/row-actions/row-actions';
import { toastResult } from '@/lib/toast-result';
import { useDeleteSpareKitsMutation, useListSpareKitsQuery, useSaveSpareKitMutation } from '../spare-parts.api';
import { LinesEditor, newLine, readyLines, type DraftLine } from './lines-editor';

export interface KitTableProps {
  editable: boolean;
  /** Opens a kit's parts (/kitSpareList?id=). */
  onOpen: (id: number) => void;
}

/** /kitList 套件: named sets of parts; a claim or an order's use can add a kit's parts at once. */
export function KitTable({ editable, onOpen }: KitTableProps) {
  const { data = [], isFetching } = useListSpareKitsQuery();
  const [save, { isLoading }] = useSaveSpareKitMutation();
  const [remove] = useDeleteSpareKitsMutation();
  const [editing, setEditing] = useState<{ id?: number; name: string; lines: DraftLine[] } | null>(null);

  const handleSave = async () => {
    if (!editing) return;
    if (!editing.name.trim()) return Message.warning('请输入套件名称');
    const items = readyLines(editing.lines);
    if (await toastResult(save({ id: editing.id, name: editing.name, items }).unwrap(), '保存成功')) setEditing(null);
  };
  const edit = (kit: KitRow) => setEditing({ id: kit.id, name: kit.name, lines: kit.items.map((i) => ({ ...newLine(), partId: i.partId, qty: i.qty })) });

  const columns = [
    { title: '套件名称', dataIndex: 'name', render: (name: string, kit: KitRow) => <Button type="text" size="small" onClick={() => onOpen(kit.id)}>{name}</Button> },
    { title: '备件', key: 'items', render: (_: unknown, kit: KitRow) => kit.items.map((i) => `${i.partName} ×${i.qty}${i.unit}`).join('；') },
    ...(editable
      ? [
          {
            title: '操作',
            key: 'a',
            width: 140,
            render: (_: unknown, kit: KitRow) => (
              <RowActions name={kit.name} onEdit={() => edit(kit)} onDelete={() => toastResult(remove([kit.id]).unwrap(), '删除成功')} />
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      {editable && (
        <Button type="primary" icon={<IconPlus />} style={{ marginBottom: 16 }} onClick={() => setEditing({ name: '', lines: [newLine()] })}>
          新增套件
        </Button>
      )}
      <Table rowKey="id" loading={isFetching} columns={columns} data={data} pagination={false} />
      <Modal visible={editing !== null} title={editing?.id ? '编辑套件' : '新增套件'} onOk={handleSave} confirmLoading={isLoading} onCancel={() => setEditing(null)} style={{ width: 640 }} unmountOnExit>
        <Space direction="vertical" style={{ width: '100%' }}>
          <Input aria-label="套件名称" placeholder="请输入套件名称" maxLength={30} value={editing?.name} onChange={(name) => setEditing((e) => (e ? { ...e, name } : e))} />
          <LinesEditor withKits={false} lines={editing?.lines ?? []} onChange={(lines) => setEditing((e) => (e ? { ...e, lines } : e))} />
        </Space>
      </Modal>
    </>
  );
}
