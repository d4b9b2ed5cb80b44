import { Alert, Button, Message, Space, Table } from '@arco-design/web-react';
import { useState } from 'react';
import type { RecycleFormRow } from '@domain/spare-parts/old-parts';
import { ScanInput } from '@/components/scan-input/scan-input';
import { errorMessage } from '@/lib/errors';
import { useLazySearchRecoveryQuery, useReceiveRecycleFormsMutation } from '../old-parts.api';
import { recycleColumns } from './recycle-form-table';
import { WarehouseSelect } from './warehouse-select';

/**
 * /oldPartsRecyle/scan 扫码收件: each recycle form's code, read by a hardware scanner (spec part 1's
 * reader rules) or typed and confirmed with Enter, joins the batch; the keeper receives the batch into a warehouse.
 */
export function RecycleScan() {
  const [code, setCode] = useState('');
  const [batch, setBatch] = useState<RecycleFormRow[]>([]);
  const [warehouseId, setWarehouseId] = useState<number>();
  const [search, { isFetching }] = useLazySearchRecoveryQuery();
  const [receive, { isLoading }] = useReceiveRecycleFormsMutation();

  const lookUp = async (value: string) => {
    const wanted = value.trim();
    if (!wanted) return;
    try {
      const [form] = await search({ code: wanted }).unwrap();
      if (!form) Message.warning(`没有找到回收单 ${wanted}`);
      else if (form.state !== 0) Message.warning(`${form.code} 已回收`);
      else if (batch.some((f) => f.id === form.id)) Message.info(`${form.code} 已在本次收件中`);
      else setBatch((b) => [form, ...b]);
      setCode('');
    } catch (error) {
      Message.error(errorMessage(error));
    }
  };

  const handleReceive = async () => {
    if (!warehouseId) return Message.warning('请选择收件仓库');
    try {
      const res = await receive({ warehouseId, ids: batch.map((f) => f.id) }).unwrap();
      Message.success(`${res.message ?? '已收件'}：${res.data?.received ?? batch.length}张`);
      setBatch([]);
    } catch (error) {
      Message.error(errorMessage(error));
    }
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Alert content="用扫码枪扫描回收单上的条码，或输入回收单号后回车" />
      <Space>
        <ScanInput aria-label="回收单号" placeholder="扫码或输入回收单号" style={{ width: 280 }} value={code} onChange={setCode} onScan={lookUp} onPressEnter={() => lookUp(code)} disabled={isFetching} />
        <WarehouseSelect aria-label="收件仓库" value={warehouseId} onChange={setWarehouseId} />
        <Button type="primary" disabled={batch.length === 0} loading={isLoading} onClick={handleReceive}>
          确认收件（{batch.length}）
        </Button>
      </Space>
      <Table
        rowKey="id"
        columns={[
          ...recycleColumns.slice(0, 5),
          { title: '操作', key: 'x', width: 80, render: (_: unknown, f: RecycleFormRow) => <Button type="text" size="small" onClick={() => setBatch((b) => b.filter((x) => x.id !== f.id))}>移除</Button> },
        ]}
        data={batch}
        pagination={false}
        noDataElement="还没有扫描回收单"
      />
    </Space>
  );
}
