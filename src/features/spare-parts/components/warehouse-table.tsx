import { Button, Form, Input, Modal, Radio, Table } from '@arco-design/web-react';
import { IconPlus } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { WarehouseKind } from '@domain/spare-parts/spare-parts.constants';
import type { WarehouseRow } from '@domain/spare-parts/spare-parts.schemas';
import { UserPicker } from '@/components/user-picker/user-picker';
import { toastResult } from '@/lib/toast-result';
import { useListWarehousesQuery, useSaveWarehouseMutation } from '../spare-parts.api';

interface Values {
  name: string;
  kind: number;
  keeperIds: number[];
  address: string;
}

/** The warehouses (/warehouse/list): one main warehouse and sub-warehouses, each with its keepers (administrators edit). */
export function WarehouseTable({ editable }: { editable: boolean }) {
  const { data = [], isFetching } = useListWarehousesQuery();
  const [save, { isLoading }] = useSaveWarehouseMutation();
  const [editing, setEditing] = useState<{ row: WarehouseRow | null } | null>(null);
  const [form] = Form.useForm<Values>();

  const handleOk = async () => {
    const v = await form.validate().catch(() => null);
    if (v && (await toastResult(save({ ...v, id: editing?.row?.id, keeperIds: v.keeperIds ?? [] }).unwrap(), '保存成功'))) setEditing(null);
  };

  const columns = [
    { title: '仓库名称', dataIndex: 'name' },
    { title: '类型', dataIndex: 'kind', width: 100, render: (k: number) => (k === WarehouseKind.main ? '主仓库' : '分仓库') },
    { title: '仓管员', dataIndex: 'keeperNames', render: (names: string[]) => names.join('、') || '—' },
    { title: '地址', dataIndex: 'address' },
    ...(editable ? [{ title: '操作', key: 'a', width: 100, render: (_: unknown, row: WarehouseRow) => <Button type="text" size="small" onClick={() => setEditing({ row })}>编辑</Button> }] : []),
  ];

  const initial: Partial<Values> = editing?.row ? { ...editing.row } : { kind: data.some((w) => w.kind === WarehouseKind.main) ? WarehouseKind.sub : WarehouseKind.main, keeperIds: [] };
  return (
    <>
      {editable && (
        <Button type="primary" icon={<IconPlus />} style={{ marginBottom: 16 }} onClick={() => setEditing({ row: null })}>
          新增仓库
        </Button>
      )}
      <Table rowKey="id" loading={isFetching} columns={columns} data={data} pagination={false} />
      {editing && (
        <Modal visible title={editing.row ? '编辑仓库' : '新增仓库'} onOk={handleOk} confirmLoading={isLoading} onCancel={() => setEditing(null)} unmountOnExit>
          <Form form={form} layout="vertical" initialValues={initial}>
            <Form.Item label="仓库名称" field="name" rules={[{ required: true, message: '请输入仓库名称' }]}>
              <Input maxLength={30} />
            </Form.Item>
            <Form.Item label="类型" field="kind">
              <Radio.Group options={[{ value: WarehouseKind.main, label: '主仓库' }, { value: WarehouseKind.sub, label: '分仓库' }]} />
            </Form.Item>
            <Form.Item label="仓管员" field="keeperIds">
              <UserPicker multiple placeholder="请选择仓管员" />
            </Form.Item>
            <Form.Item label="地址" field="address">
              <Input maxLength={100} />
            </Form.Item>
          </Form>
        </Modal>
      )}
    </>
  );
}
