import { Button, Input, Modal, Table } from '@arco-design/web-react';
import { IconPlus } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { Messages } from '@domain/common/messages';
import { NAMED_LIST_NAMES, type NamedEntry, type NamedListKindCode } from '@domain/finance/named-lists.schemas';
import { toastResult } from '@/lib/toast-result';
import { useDeleteNamedMutation, useListNamedQuery, useSaveNamedMutation } from '../finance.api';
import { RowActions } from '@/components/row-actions/row-actions';

/** 银行账户 / 结算方式: one of the enterprise's name lists (the T+ names calls read them). */
export function NamedListTable({ kind }: { kind: NamedListKindCode }) {
  const label = NAMED_LIST_NAMES[kind];
  const { data: rows = [], isFetching } = useListNamedQuery(kind);
  const [save, { isLoading: saving }] = useSaveNamedMutation();
  const [remove] = useDeleteNamedMutation();
  const [editing, setEditing] = useState<{ id?: number; name: string } | null>(null);

  const handleOk = async () => {
    if (!editing) return;
    if (await toastResult(save({ kind, id: editing.id, name: editing.name.trim() }).unwrap(), Messages.saveOk)) setEditing(null);
  };

  return (
    <>
      <Button type="primary" icon={<IconPlus />} style={{ marginBottom: 16 }} onClick={() => setEditing({ name: '' })}>
        新增{label}
      </Button>
      <Table
        rowKey="id"
        loading={isFetching}
        data={rows}
        pagination={false}
        columns={[
          { title: '名称', dataIndex: 'name' },
          {
            title: '操作',
            key: 'actions',
            width: 140,
            render: (_: unknown, row: NamedEntry) => (
              <RowActions name={row.name} onEdit={() => setEditing({ id: row.id, name: row.name })} onDelete={() => toastResult(remove({ kind, ids: [row.id] }).unwrap(), Messages.deleteOk)} />
            ),
          },
        ]}
      />
      {editing && (
        <Modal visible title={`${editing.id ? '编辑' : '新增'}${label}`} onOk={handleOk} onCancel={() => setEditing(null)} confirmLoading={saving} unmountOnExit>
          <Input aria-label={`${label}名称`} placeholder="请输入名称" maxLength={50} value={editing.name} onChange={(name) => setEditing({ ...editing, name })} />
        </Modal>
      )}
    </>
  );
}
