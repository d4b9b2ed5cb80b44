import { MovementType } from '@domain/spare-parts/spare-parts.constants';
import { MovementForm } from '@/features/spare-parts/components/movement-form';

/** /spareGet 备件申领: from a warehouse into the user's own stock (approved first when the enterprise asks). */
export default function SpareGetPage() {
  return <MovementForm title="备件申领" kinds={[{ type: MovementType.applyFor, from: 'warehouse', to: 'me' }]} />;
}
