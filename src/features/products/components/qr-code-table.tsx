import { Button, Table, type TableColumnProps } from '@arco-design/web-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { Messages } from '@domain/common/messages';
import { DEFAULT_PAGE_SIZE } from '@domain/common/page-sizes';
import type { QrCodeRow } from '@domain/products/products.schemas';
import { toastResult } from '@/lib/toast-result';
import { useBindQrMutation, useCountQrCodesQuery, useDeleteQrCodesMutation, useListQrCodesQuery } from '../products.api';
import { usePlanPageSizes } from '@/components/data-table/use-plan-page-sizes';
import { RowActions } from '@/components/row-actions/row-actions';

export interface QrCodeTableProps {
  batchId: number;
  canManage: boolean;
  productHref: (customerProductId: number) => string;
}

/** The codes of a batch, with what each is stuck on; unbinding returns a code to the batch, deleting kills it. */
export function QrCodeTable({ batchId, canManage, productHref }: QrCodeTableProps) {
  const pageSizes = usePlanPageSizes();
  const [paging, setPaging] = useState({ pageIndex: 0, pageSize: DEFAULT_PAGE_SIZE });
  const { data: rows = [], isFetching } = useListQrCodesQuery({ batchId, ...paging });
  const { data: total = 0 } = useCountQrCodesQuery({ batchId });
  const [bind] = useBindQrMutation();
  const [remove] = useDeleteQrCodesMutation();

  const columns: TableColumnProps<QrCodeRow>[] = [
    { title: '编号', dataIndex: 'id', width: 90 },
    { title: '二维码内容', dataIndex: 'url', ellipsis: true },
    {
      title: '绑定产品',
      key: 'product',
      render: (_: unknown, c) => (c.customerProductId ? <Link href={productHref(c.customerProductId)}>{`${c.productName}${c.serialNumber ? `（${c.serialNumber}）` : ''}`}</Link> : '未绑定'),
    },
  ];
  if (canManage)
    columns.push({
      title: '操作',
      key: 'actions',
      width: 150,
      render: (_: unknown, c) => (
        <RowActions confirm="删除后此二维码扫码将无法打开，确定删除吗？" onDelete={() => toastResult(remove([c.id]).unwrap(), Messages.deleteOk)}>
          {c.customerProductId && (
            <Button type="text" size="small" onClick={() => toastResult(bind({ codeId: c.id, customerProductId: null }).unwrap(), Messages.saveOk)}>
              解绑
            </Button>
          )}
        </RowActions>
      ),
    });

  return (
    <Table
      rowKey="id"
      loading={isFetching}
      columns={columns}
      data={rows}
      pagination={{
        current: paging.pageIndex + 1,
        pageSize: paging.pageSize,
        total,
        showTotal: true,
        sizeCanChange: true,
        sizeOptions: [...pageSizes],
        onChange: (page, size) => setPaging({ pageIndex: size === paging.pageSize ? page - 1 : 0, pageSize: size }),
      }}
    />
  );
}
