import { Card } from '@arco-design/web-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { QrBatchDialog } from '@/features/products/components/qr-batch-dialog';
import { QrBatchTable } from '@/features/products/components/qr-batch-table';
import { productPaths } from '@/features/products/product-paths';
import { useProductAccess } from '@/features/products/use-product-access';

/** /qrCodeSetting 产品二维码: batches of codes printed ahead of the products they go on. */
export default function QrCodeSettingPage() {
  const { manages } = useProductAccess();
  const [creating, setCreating] = useState(false);
  const [, navigate] = useLocation();
  return (
    <Card bordered={false} title="产品二维码">
      <QrBatchTable detailHref={productPaths.qrBatchDetail} sheetHref={(id) => productPaths.qrSheet(id)} onCreate={manages ? () => setCreating(true) : undefined} planKey="qrCodeSetting" />
      {creating && <QrBatchDialog onClose={() => setCreating(false)} onCreated={(batch) => navigate(productPaths.qrSheet(batch.id))} />}
    </Card>
  );
}
