import { Button, Card, Checkbox, Form, Input, Modal, Popconfirm, Space, Table, type TableColumnProps } from '@arco-design/web-react';
import { useState } from 'react';
import { useParams } from 'wouter';
import type { PortalAddressRow } from '@domain/portal/portal.schemas';
import { useDeletePortalAddressMutation, useGetPortalAccountQuery, useListPortalAddressesQuery, useSavePortalAddressMutation, useSetDefaultPortalAddressMutation } from '@/features/portal/portal.api';
import { toastResult } from '@/lib/toast-result';

/** home_account_detail_child_address/{id}: an account's addresses, one of them the default the portal fills in. */
export default function PortalAddressesPage() {
  const id = Number(useParams<{ id: string }>().id);
  const { data: account } = useGetPortalAccountQuery(id, { skip: !(id > 0) });
  const { data: rows = [], isFetching } = useListPortalAddressesQuery(id, { skip: !(id > 0) });
  const [setDefault] = useSetDefaultPortalAddressMutation();
  const [remove] = useDeletePortalAddressMutation();
  const [editing, setEditing] = useState<PortalAddressRow | 'new' | null>(null);
  const columns: TableColumnProps<PortalAddressRow>[] = [
    { title: '联系人', dataIndex: 'contactName', width: 120 },
    { title: '联系电话', dataIndex: 'phone', width: 140 },
    { title: '详细地址', dataIndex: 'address' },
    { title: '默认', dataIndex: 'isDefault', width: 70, render: (d: boolean) => (d ? '是' : '') },
    {
      title: '操作',
      key: 'op',
      width: 200,
      render: (_: unknown, a) => (
        <Space>
          <Button type="text" size="small" onClick={() => setEditing(a)}>
            编辑
          </Button>
          {!a.isDefault && (
            <Button type="text" size="small" onClick={() => toastResult(setDefault(a.id).unwrap(), '保存成功')}>
              设为默认
            </Button>
          )}
          <Popconfirm title="删除该地址？" onOk={() => toastResult(remove(a.id).unwrap(), '删除成功')}>
            <Button type="text" status="danger" size="small">
              删除
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <Card
      bordered={false}
      title={`账号地址${account ? `：${account.name}` : ''}`}
      extra={
        <Button type="primary" onClick={() => setEditing('new')}>
          新增地址
        </Button>
      }
    >
      <Table rowKey="id" loading={isFetching} columns={columns} data={rows} pagination={false} />
      {editing && <AddressDialog accountId={id} address={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
    </Card>
  );
}

function AddressDialog({ accountId, address, onClose }: { accountId: number; address?: PortalAddressRow; onClose: () => void }) {
  const [form] = Form.useForm();
  const [save, { isLoading }] = useSavePortalAddressMutation();
  const submit = async () => {
    const values = await form.validate();
    if (await toastResult(save({ ...values, id: address?.id, accountId }).unwrap(), '保存成功')) onClose();
  };
  return (
    <Modal visible title={address ? '编辑地址' : '新增地址'} onOk={submit} onCancel={onClose} confirmLoading={isLoading}>
      <Form form={form} layout="vertical" initialValues={address ?? { isDefault: false }}>
        <Form.Item label="联系人" field="contactName" rules={[{ required: true, message: '请输入联系人' }]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item label="联系电话" field="phone" rules={[{ required: true, message: '请输入联系电话' }]}>
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item label="详细地址" field="address" rules={[{ required: true, message: '请输入详细地址' }]}>
          <Input.TextArea maxLength={200} />
        </Form.Item>
        <Form.Item field="isDefault" triggerPropName="checked">
          <Checkbox>设为默认地址</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
