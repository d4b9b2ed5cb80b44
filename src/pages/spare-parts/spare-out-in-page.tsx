import { MovementType } from '@domain/spare-parts/spare-parts.constants';
import { MovementForm } from '@/features/spare-parts/components/movement-form';

/** /spareOutAndIn 出入库: stock in from outside, stock out of a warehouse. */
export default function SpareOutAndInPage() {
  return <MovementForm title="备件出入库" kinds={[{ type: MovementType.stockIn, from: 'none', to: 'warehouse' }, { type: MovementType.stockOut, from: 'warehouse', to: 'none' }]} />;
}
