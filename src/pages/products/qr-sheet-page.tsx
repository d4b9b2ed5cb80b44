import { Button, Card, Result, Space, Spin } from '@arco-design/web-react';
import { useParams, useSearchParams } from 'wouter';
import { QrSheet } from '@/features/products/components/qr-sheet';
import { useQrImagesQuery } from '@/features/products/products.api';
import { errorMessage } from '@/lib/errors';

/**
 * /qrCodeSetting/code/{batch}: the printable sheet of a batch's codes; batch 0 with ?ids= prints
 * chosen codes (a product's, or the products picked on /productManage). Printing goes through the
 * browser (print or save as PDF); each picture can also be saved on its own.
 */
export default function QrSheetPage() {
  const batch = Number(useParams<{ batch: string }>().batch);
  const [search] = useSearchParams();
  const ids = (search.get('ids') ?? '').split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0);
  const args = batch > 0 ? { batchId: batch } : { ids };
  const valid = batch > 0 || ids.length > 0;
  const { data: images, error } = useQrImagesQuery(args, { skip: !valid });
  if (!valid) return <Result status="404" title="没有可打印的二维码" />;
  if (error) return <Result status="error" title={errorMessage(error)} />;
  if (!images) return <Spin style={{ display: 'block', margin: '20vh auto' }} />;
  const extra = (
    <Space>
      <span>{`共${images.length}个`}</span>
      <Button type="primary" onClick={() => window.print()}>
        打印
      </Button>
    </Space>
  );
  return (
    <Card bordered={false} title="打印二维码" extra={extra}>
      <QrSheet images={images} />
    </Card>
  );
}
