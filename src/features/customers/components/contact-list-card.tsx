import { Button, Card, Input, Message, Popconfirm, Space, Table, Tag } from '@arco-design/web-react';
import { useState } from 'react';
import type { ContactRow } from '@domain/customers/customers.schemas';
import { errorMessage } from '@/lib/errors';
import { useDeleteContactMutation, useSaveContactMutation, useSetDefaultContactMutation } from '../customers.api';

export interface ContactListCardProps {
  customerId: number;
  contacts: ContactRow[];
  editable: boolean;
}

/** A customer's contacts on its detail page: add, set default, delete (the last one stays). */
export function ContactListCard({ customerId, contacts, editable }: ContactListCardProps) {
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [save] = useSaveContactMutation();
  const [setDefault] = useSetDefaultContactMutation();
  const [remove] = useDeleteContactMutation();
  const run = async (work: Promise<{ message?: string }>) => {
    try {
      Message.success((await work).message ?? '保存成功');
      return true;
    } catch (error) {
      Message.error(errorMessage(error));
      return false;
    }
  };
  const handleAdd = async () => {
    if (await run(save({ customerId, name, phone }).unwrap())) {
      setName('');
      setPhone('');
    }
  };
  return (
    <Card title="联系人" size="small" style={{ marginBottom: 16 }}>
      <Table
        rowKey="id"
        pagination={false}
        data={contacts}
        columns={[
          { title: '姓名', dataIndex: 'name', render: (_: unknown, c: ContactRow) => <Space>{c.name}{c.isDefault && <Tag color="arcoblue">默认</Tag>}</Space> },
          { title: '电话', dataIndex: 'phone' },
          {
            title: '操作',
            render: (_: unknown, c: ContactRow) =>
              editable && (
                <Space>
                  {!c.isDefault && <Button size="mini" type="text" onClick={() => run(setDefault(c.id).unwrap())}>设为默认</Button>}
                  <Popconfirm title="确定删除该联系人吗？" onOk={() => run(remove(c.id).unwrap())}>
                    <Button size="mini" type="text" status="danger">删除</Button>
                  </Popconfirm>
                </Space>
              ),
          },
        ]}
      />
      {editable && (
        <Space style={{ marginTop: 12 }}>
          <Input aria-label="新联系人姓名" placeholder="联系人姓名" value={name} onChange={setName} />
          <Input aria-label="新联系人电话" placeholder="联系人电话" value={phone} onChange={setPhone} />
          <Button onClick={handleAdd}>添加联系人</Button>
        </Space>
      )}
    </Card>
  );
}
