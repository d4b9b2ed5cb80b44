import { Tag } from '@arco-design/web-react';
import { INVALID_ORDER_NAME, ORDER_STATE_NAMES, OrderState, type OrderStateCode } from '@domain/orders/order.constants';

const COLORS: Record<OrderStateCode, string> = {
  0: 'orange',
  1: 'gold',
  2: 'lime',
  3: 'cyan',
  4: 'arcoblue',
  5: 'green',
  6: 'gray',
  7: 'purple',
};

/** An order's state; a rejected acceptance reads 无效工单. */
export function OrderStateTag({ state, invalid }: { state: OrderStateCode; invalid?: boolean }) {
  const name = invalid && state === OrderState.pendingAcceptance ? INVALID_ORDER_NAME : ORDER_STATE_NAMES[state];
  return <Tag color={invalid ? 'red' : COLORS[state]}>{name}</Tag>;
}
