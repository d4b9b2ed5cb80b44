import { Button, Input, InputNumber, Modal, Space, Table, type TableColumnProps } from '@arco-design/web-react';
import { useState } from 'react';
import { ManageKind, MANAGE_KIND_NAMES, type OldStockRow } from '@domain/spare-parts/old-parts';
import { useFilterPaging } from '@/components/data-table/use-filter-paging';
import { toastResult } from '@/lib/toast-result';
import { useEditOldPartManageMutation, useListOldStockQuery } from '../old-parts.api';
import { WarehouseSelect } from './warehouse-select';

interface Managing {
  row: OldStockRow;
  kind: number;
  qty: number;
  remark: string;
}

/** 旧件库存: old parts per warehouse's old-part store; keepers scrap them (旧件报废) or refurbish them into good stock (旧件翻新). */
export function OldStockTable({ canManage }: { canManage: boolean }) {
  const [filter, setFilter] = useState<{ warehouseId?: number; keyword: string }>({ keyword: '' });
  const { pageIndex, pageSize, pagination } = useFilterPaging(filter);
  const { data, isFetching } = useListOldStockQuery({ pageIndex, pageSize, warehouseId: filter.warehouseId, keyword: filter.keyword || undefined });
  const [edit, { isLoading }] = useEditOldPartManageMutation();
  const [managing, setManaging] = useState<Managing | null>(null);

  const handleManage = async () => {
    if (!managing) return;
    const { row, kind, qty, remark } = managing;
    if (await toastResult(edit({ kind, warehouseId: row.warehouseId, partId: row.partId, qty, remark }).unwrap(), '保存成功')) setManaging(null);
  };

  const columns: TableColumnProps<OldStockRow>[] = [
    { title: '仓库', dataIndex: 'warehouseName', width: 140 },
    { title: '旧件', dataIndex: 'partName' },
    { title: '编号', dataIndex: 'partCode', width: 120 },
    { title: '数量', key: 'q', width: 100, render: (_: unknown, r) => `${r.qty}${r.unit}` },
  ];
  if (canManage)
    columns.push({
      title: '操作',
      key: 'a',
      width: 160,
      render: (_: unknown, row) => (
        <Space size={0}>
          {[ManageKind.refurbish, ManageKind.scrap].map((kind) => (
            <Button key={kind} type="text" size="small" status={kind === ManageKind.scrap ? 'danger' : undefined} onClick={() => setManaging({ row, kind, qty: 1, remark: '' })}>
              {MANAGE_KIND_NAMES[kind].slice(2)}
            </Button>
          ))}
        </Space>
      ),
    });

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space>
        <WarehouseSelect aria-label="旧件仓库" placeholder="全部仓库" allowClear value={filter.warehouseId} onChange={(warehouseId) => setFilter({ ...filter, warehouseId })} />
        <Input.Search aria-label="搜索旧件" placeholder="旧件名称或编号" style={{ width: 240 }} allowClear onSearch={(keyword) => setFilter({ ...filter, keyword })} />
      </Space>
      <Table rowKey={(r) => `${r.warehouseId}:${r.partId}`} loading={isFetching} columns={columns} data={data?.list ?? []} pagination={pagination(data?.total ?? 0)} />
      <Modal visible={managing !== null} title={managing ? `${MANAGE_KIND_NAMES[managing.kind]}：${managing.row.partName}` : ''} onOk={handleManage} confirmLoading={isLoading} onCancel={() => setManaging(null)} unmountOnExit>
        {managing && (
          <Space direction="vertical" style={{ width: '100%' }}>
            <InputNumber aria-label="处理数量" min={0.01} precision={2} value={managing.qty} onChange={(qty) => setManaging({ ...managing, qty })} suffix={managing.row.unit} />
            <Input.TextArea aria-label="处理备注" placeholder="备注" maxLength={200} value={managing.remark} onChange={(remark) => setManaging({ ...managing, remark })} />
          </Space>
        )}
      </Modal>
    </Space>
  );
}
