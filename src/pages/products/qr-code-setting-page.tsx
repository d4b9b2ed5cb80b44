import { Card } from '@arco-design/web-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { QrBatchDialog } from '@/features/products/components/qr-batch-dialog';
import { QrBatchTable } from '@/features/products/components/qr-batch-table';
import { QrLookup } from '@/features/products/components/qr-lookup';
import { useProductAccess } from '@/features/products/use-product-access';
import { paths } from '@/app/paths';

/** /qrCodeSetting 产品二维码: batches of codes printed ahead of the products they go on. */
export default function QrCodeSettingPage() {
  const { manages } = useProductAccess();
  const [creating, setCreating] = useState(false);
  const [, navigate] = useLocation();
  return (
    <Card
      bordered={false}
      title="产品二维码"
      extra={
        <QrLookup
          onFound={({ code, customerProduct }) =>
            navigate(customerProduct ? paths.products.customerProductDetail(customerProduct) : code.batchId ? paths.products.qrBatchDetail(code.batchId) : paths.products.qrCodeSetting)
          }
        />
      }
    >
      <QrBatchTable detailHref={paths.products.qrBatchDetail} sheetHref={(id) => paths.products.qrSheet(id)} onCreate={manages ? () => setCreating(true) : undefined} planKey="qrCodeSetting" />
      {creating && <QrBatchDialog onClose={() => setCreating(false)} onCreated={(batch) => navigate(paths.products.qrSheet(batch.id))} />}
    </Card>
  );
}
