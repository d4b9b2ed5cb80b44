/** The orders module's public face: what other modules may use. */
export { countMyOpenOrders, countOrderView, orderStateCounts } from './order-counts';
export { insertOrder } from './order-create';
export { registerOrderOrigin } from './order-origins';
export { orderProgress } from './order-refs';
export { finishedOrdersBetween } from './order-visits';
export { orderAreaCounts, orderSumsBy, ordersInArea, provinceSql } from './order-stats.queries';
export type { GroupSums, SumParts } from './order-stats.queries';
export type { Viewer } from './order-filter';
