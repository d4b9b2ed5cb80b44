import { Card } from '@arco-design/web-react';
import { RecycleScan } from '@/features/spare-parts/components/recycle-scan';

/** /oldPartsRecyle/scan 扫码收件: the warehouse receives recycle forms by their scanned codes. */
export default function OldPartsScanPage() {
  return (
    <Card bordered={false} title="扫码收件">
      <RecycleScan />
    </Card>
  );
}
