import { Card } from '@arco-design/web-react';
import { MovementTable } from '@/features/spare-parts/components/movement-table';

/** /sparelog 备件单据: every movement document the user may read, with its state and lines. */
export default function SpareLogPage() {
  return (
    <Card bordered={false}>
      <MovementTable waiting={false} />
    </Card>
  );
}
