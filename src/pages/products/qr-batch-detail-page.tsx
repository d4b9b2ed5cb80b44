import { Button, Card, Descriptions, Result, Spin } from '@arco-design/web-react';
import { Link, useParams } from 'wouter';
import { QrCodeTable } from '@/features/products/components/qr-code-table';
import { useGetQrBatchQuery } from '@/features/products/products.api';
import { errorMessage } from '@/lib/errors';
import { useProductAccess } from '@/features/products/use-product-access';
import { paths } from '@/app/paths';

/** /qrCodeSetting/qrdetail/{id}: one batch and its codes. */
export default function QrBatchDetailPage() {
  const id = Number(useParams<{ id: string }>().id);
  const { data: batch, error } = useGetQrBatchQuery(id, { skip: !(id > 0) });
  const { manages } = useProductAccess();
  if (!(id > 0)) return <Result status="404" title="二维码批次不存在" />;
  if (error) return <Result status="error" title={errorMessage(error)} />;
  if (!batch) return <Spin style={{ display: 'block', margin: '20vh auto' }} />;
  const extra = (
    <Link href={paths.products.qrSheet(batch.id)} asChild>
      <Button type="primary">打印二维码</Button>
    </Link>
  );
  return (
    <Card bordered={false} title={`二维码批次 ${batch.batchNo}`} extra={extra}>
      <Descriptions
        column={3}
        style={{ marginBottom: 16 }}
        data={[
          { label: '数量', value: batch.quantity },
          { label: '已绑定', value: batch.boundCount },
          { label: '备注', value: batch.note || '-' },
        ]}
      />
      <QrCodeTable
        batchId={batch.id}
        canManage={manages}
        productHref={(customerProductId) => paths.products.customerProductDetail({ productId: 0, id: customerProductId })}
      />
    </Card>
  );
}
