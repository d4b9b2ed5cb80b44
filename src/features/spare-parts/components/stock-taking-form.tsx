import { Button, Card, Input, Message, Space, Table } from '@arco-design/web-react';
import { useState } from 'react';
import { errorMessage } from '@/lib/errors';
import { useListSpareStockQuery, usePostStockTakingMutation } from '../spare-parts.api';
import { WarehouseSelect } from './warehouse-select';

/**
 * /stockTaking: a count sheet of one warehouse (every part it holds); the counted quantities are sent
 * together and the server posts the differences as one 盘点 movement.
 */
export function StockTakingForm() {
  const [warehouseId, setWarehouseId] = useState<number | undefined>();
  const { data, isFetching } = useListSpareStockQuery({ warehouseId, pageSize: 1000 }, { skip: warehouseId === undefined });
  const [counted, setCounted] = useState<Record<number, string>>({});
  const [post, { isLoading }] = usePostStockTakingMutation();
  const rows = data?.list ?? [];

  const handleSubmit = async () => {
    if (warehouseId === undefined) return Message.warning('请选择仓库');
    const counts = rows.filter((r) => counted[r.partId] !== undefined && counted[r.partId] !== '').map((r) => ({ partId: r.partId, counted: counted[r.partId].trim() }));
    if (counts.length === 0) return Message.warning('请填写盘点数量');
    try {
      const res = await post({ warehouseId, counts }).unwrap();
      Message.success(res.message ?? '盘点完成');
      setCounted({});
    } catch (error) {
      Message.error(errorMessage(error));
    }
  };

  const columns = [
    { title: '备件', dataIndex: 'partName' },
    { title: '账面库存', dataIndex: 'qty', width: 120 },
    {
      title: '盘点数量',
      key: 'c',
      width: 160,
      render: (_: unknown, r: (typeof rows)[number]) => (
        <Input aria-label={`${r.partName}盘点数量`} value={counted[r.partId] ?? ''} placeholder="未盘点" onChange={(v) => setCounted((c) => ({ ...c, [r.partId]: v }))} />
      ),
    },
  ];

  return (
    <Card bordered={false} title="库存盘点">
      <Space style={{ marginBottom: 16 }}>
        <WarehouseSelect value={warehouseId} onChange={(id) => { setWarehouseId(id); setCounted({}); }} />
        <Button type="primary" loading={isLoading} onClick={handleSubmit}>
          提交盘点
        </Button>
      </Space>
      <Table rowKey="partId" loading={isFetching} columns={columns} data={rows} pagination={false} noDataElement={warehouseId ? '该仓库没有库存' : '请选择仓库'} />
    </Card>
  );
}
