import type { OrderDetail } from '@domain/orders/orders.types';

/** What every operation dialog gets: the order as the user saw it (its version guards the change). */
export interface OrderDialogProps {
  order: OrderDetail;
  onClose: () => void;
}
