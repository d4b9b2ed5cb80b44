import { MovementType } from '@domain/spare-parts/spare-parts.constants';
import { MovementForm } from '@/features/spare-parts/components/movement-form';

/** /spareWaste 废件: scrapping out of a warehouse, or refurbished parts back into one. */
export default function SpareWastePage() {
  return <MovementForm title="废件处理" kinds={[{ type: MovementType.wasteScrapping, from: 'warehouse', to: 'none' }, { type: MovementType.wasteRefurbishing, from: 'none', to: 'warehouse' }]} />;
}
