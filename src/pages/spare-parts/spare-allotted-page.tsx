import { MovementType } from '@domain/spare-parts/spare-parts.constants';
import { MovementForm } from '@/features/spare-parts/components/movement-form';

/** /spareAllotted 调拨: from one warehouse to another. */
export default function SpareAllottedPage() {
  return <MovementForm title="备件调拨" kinds={[{ type: MovementType.allocation, from: 'warehouse', to: 'warehouse' }]} />;
}
