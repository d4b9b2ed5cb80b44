import { Button, InputNumber, Modal, Space, Table, Tag, type TableColumnProps } from '@arco-design/web-react';
import { useState } from 'react';
import type { StockRow } from '@domain/spare-parts/spare-parts.schemas';
import { KeywordSearch } from '@/components/data-table/keyword-search';
import { useFilterPaging } from '@/components/data-table/use-filter-paging';
import { toastResult } from '@/lib/toast-result';
import { useListMySpareStockQuery, useListSpareStockQuery, useSaveStockWarningMutation, useExportSpareStockMutation } from '../spare-parts.api';
import { WarehouseSelect } from './warehouse-select';

export interface StockTableProps {
  /** 'warehouses': /spareStock (per part and warehouse, warning levels); 'mine': /spareMine. */
  scope: 'warehouses' | 'mine';
  /** Keepers and administrators set warning levels. */
  canWarn?: boolean;
  /** 库存预警: only the warehouse rows below their warning level. */
  lowOnly?: boolean;
}

/** Stock per part and place; a warehouse row below its minimum is marked 低于预警. */
export function StockTable({ scope, canWarn = false, lowOnly = false }: StockTableProps) {
  const [warehouseId, setWarehouseId] = useState<number | undefined>();
  const [keyword, setKeyword] = useState('');
  const { pageIndex, pageSize, pagination } = useFilterPaging({ keyword, warehouseId });
  const query = { pageIndex, pageSize, keyword, warehouseId };
  const all = useListSpareStockQuery(lowOnly ? { ...query, low: '1' } : query, { skip: scope !== 'warehouses' });
  const mine = useListMySpareStockQuery(query, { skip: scope !== 'mine' });
  const { data, isFetching } = scope === 'mine' ? mine : all;
  const [warning, setWarning] = useState<{ row: StockRow; min?: number; max?: number } | null>(null);
  const [saveWarning, { isLoading }] = useSaveStockWarningMutation();
  const [exportStock] = useExportSpareStockMutation();

  const columns: TableColumnProps<StockRow>[] = [
    { title: '备件名称', dataIndex: 'partName' },
    { title: '编号', dataIndex: 'partCode', width: 110 },
    { title: '类型', dataIndex: 'typeName', width: 110 },
    { title: scope === 'mine' ? '位置' : '仓库', dataIndex: 'locationName', width: 150 },
    { title: '库存', dataIndex: 'qty', width: 100, render: (qty: string, row) => <Space>{`${qty} ${row.unit}`}{row.low && <Tag color="red">低于预警</Tag>}</Space> },
  ];
  if (scope === 'warehouses')
    columns.push({ title: '预警（最低/最高）', key: 'w', width: 150, render: (_: unknown, row) => `${row.minQty ?? '—'} / ${row.maxQty ?? '—'}` });
  if (canWarn && scope === 'warehouses')
    columns.push({
      title: '操作',
      key: 'a',
      width: 100,
      render: (_: unknown, row) => (
        <Button type="text" size="small" onClick={() => setWarning({ row, min: row.minQty === null ? undefined : Number(row.minQty), max: row.maxQty === null ? undefined : Number(row.maxQty) })}>
          设置预警
        </Button>
      ),
    });

  const handleWarning = async () => {
    if (!warning) return;
    const body = { partId: warning.row.partId, warehouseId: warning.row.locationId, minQty: warning.min ?? null, maxQty: warning.max ?? null };
    if (await toastResult(saveWarning(body).unwrap(), '保存成功')) setWarning(null);
  };

  return (
    <>
      <Space style={{ marginBottom: 16 }}>
        {scope === 'warehouses' && <WarehouseSelect placeholder="全部仓库" allowClear value={warehouseId} onChange={setWarehouseId} />}
        <KeywordSearch scan value={keyword} onSearch={setKeyword} placeholder="备件名称或编号" width={220} />
        {scope === 'warehouses' && <Button onClick={() => toastResult(exportStock({ keyword, warehouseId }).unwrap(), '已加入下载中心')}>导出</Button>}
      </Space>
      <Table rowKey={(r) => `${r.partId}-${r.kind}-${r.locationId}`} loading={isFetching} columns={columns} data={data?.list ?? []} pagination={pagination(data?.total ?? 0)} />
      <Modal visible={warning !== null} title={`库存预警：${warning?.row.partName ?? ''}（${warning?.row.locationName ?? ''}）`} onOk={handleWarning} confirmLoading={isLoading} onCancel={() => setWarning(null)} unmountOnExit>
        <Space direction="vertical">
          <InputNumber aria-label="最低库存" prefix="最低库存" min={0} value={warning?.min} onChange={(min) => setWarning((w) => (w ? { ...w, min } : w))} />
          <InputNumber aria-label="最高库存" prefix="最高库存" min={0} value={warning?.max} onChange={(max) => setWarning((w) => (w ? { ...w, max } : w))} />
          <span style={{ color: 'var(--color-text-3)' }}>库存降到最低库存以下时，通知该仓库的仓管员一次。</span>
        </Space>
      </Modal>
    </>
  );
}
