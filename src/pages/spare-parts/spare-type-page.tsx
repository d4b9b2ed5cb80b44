import { Card } from '@arco-design/web-react';
import { SpareTypeTable } from '@/features/spare-parts/components/spare-type-table';
import { useIsKeeper } from './use-keeper';

/** /spareType 备件类型. */
export default function SpareTypePage() {
  return (
    <Card bordered={false}>
      <SpareTypeTable editable={useIsKeeper()} />
    </Card>
  );
}
