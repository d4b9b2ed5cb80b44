import { Card } from '@arco-design/web-react';
import { MovementTable } from '@/features/spare-parts/components/movement-table';

/** /spareExamine 备件审批: claims, returns, allotments and distributions waiting for this keeper. */
export default function SpareExaminePage() {
  return (
    <Card bordered={false}>
      <MovementTable waiting />
    </Card>
  );
}
