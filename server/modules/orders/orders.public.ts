/** The orders module's public face: what other modules may use. */
export { countMyOpenOrders, countOrderView, orderStateCounts } from './order-counts';
export { insertOrder } from './order-create';
export { openOrderCounts, orderProgress } from './order-refs';
export { finishedOrdersBetween } from './order-visits';
export { ordersHandoverStep } from './orders.handover';
