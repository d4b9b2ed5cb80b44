import { MovementType } from '@domain/spare-parts/spare-parts.constants';
import { MovementForm } from '@/features/spare-parts/components/movement-form';

/** /spareDistributed 备件分发: a keeper hands parts from a warehouse to a staff member's stock. */
export default function SpareDistributedPage() {
  return <MovementForm title="备件分发" kinds={[{ type: MovementType.distribute, from: 'warehouse', to: 'person' }]} />;
}
