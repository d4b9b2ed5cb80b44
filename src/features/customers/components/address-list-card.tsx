import { Button, Card, Input, Message, Popconfirm, Space, Table, Tag } from '@arco-design/web-react';
import { useState } from 'react';
import { addressText, type AddressRow } from '@domain/customers/customers.schemas';
import { errorMessage } from '@/lib/errors';
import { useDeleteAddressMutation, useSaveAddressMutation, useSetDefaultAddressMutation } from '../customers.api';

export interface AddressListCardProps {
  customerId: number;
  addresses: AddressRow[];
  editable: boolean;
}

/** A customer's service addresses on its detail page: add, set default, delete. */
export function AddressListCard({ customerId, addresses, editable }: AddressListCardProps) {
  const [region, setRegion] = useState('');
  const [detail, setDetail] = useState('');
  const [save] = useSaveAddressMutation();
  const [setDefault] = useSetDefaultAddressMutation();
  const [remove] = useDeleteAddressMutation();
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
    if (await run(save({ customerId, region, detail }).unwrap())) {
      setRegion('');
      setDetail('');
    }
  };
  return (
    <Card title="服务地址" size="small">
      <Table
        rowKey="id"
        pagination={false}
        data={addresses}
        columns={[
          { title: '地址', render: (_: unknown, a: AddressRow) => <Space>{addressText(a)}{a.isDefault && <Tag color="arcoblue">默认</Tag>}</Space> },
          { title: '地图位置', dataIndex: 'mapName' },
          { title: '经纬度', render: (_: unknown, a: AddressRow) => (a.lng !== null && a.lat !== null ? `${a.lng}, ${a.lat}` : '') },
          {
            title: '操作',
            render: (_: unknown, a: AddressRow) =>
              editable && (
                <Space>
                  {!a.isDefault && <Button size="mini" type="text" onClick={() => run(setDefault(a.id).unwrap())}>设为默认</Button>}
                  <Popconfirm title="确定删除该地址吗？" onOk={() => run(remove(a.id).unwrap())}>
                    <Button size="mini" type="text" status="danger">删除</Button>
                  </Popconfirm>
                </Space>
              ),
          },
        ]}
      />
      {editable && (
        <Space style={{ marginTop: 12 }}>
          <Input aria-label="新地址所在地区" placeholder="省/市/区" value={region} onChange={setRegion} />
          <Input aria-label="新地址详细地址" placeholder="详细地址" value={detail} onChange={setDetail} />
          <Button onClick={handleAdd}>添加地址</Button>
        </Space>
      )}
    </Card>
  );
}
