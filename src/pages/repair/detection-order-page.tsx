import { Card } from '@arco-design/web-react';
import { paths } from '@/app/paths';
import { DetectionTable } from '@/features/repair/components/detection-table';

/** /detectionOrder 检测单. */
export default function DetectionOrderPage() {
  return (
    <Card bordered={false} title="检测单">
      <DetectionTable detailHref={paths.repair.detection} repairHref={paths.repair.detail} />
    </Card>
  );
}
