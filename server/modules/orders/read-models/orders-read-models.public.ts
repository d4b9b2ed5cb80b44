/**
 * The orders module's read models: the figures and lists other areas read of orders (the list's counts for
 * home and the digests, reports' sums and roll-up rows, finance's completed orders, return visits' finished orders). The orders module owns the
 * SQL because it owns the tables; what each area reads is here, apart from the operations in
 * `orders.public.ts`.
 */
export { countMyOpenOrders, countOrderView, orderStateCounts } from './order-counts';
export { enterprisesWithOrders, orderAreaSums, orderDaySumRows, orderPlaceSumRows, orderSumsBy, ordersInArea, provinceSql, touchedOrderDays } from './order-stats.queries';
export type { AreaSums, CollectedElsewhere, DaySumRow, GroupSums, PlaceSumRow, SumParts } from './order-stats.queries';
export { completedOrdersPage, completedOrdersSource, countCompletedOrders, feeItemLines, feeItemSumsSource, ordersWrittenSinceSource } from './order-finance.queries';
export type { CompletedOrder, CompletedOrderFilter } from './order-finance.queries';
export { finishedOrdersBetween } from './finished-orders.queries';
export type { Viewer } from '../order-filter';
export { appointedOrders, appointedOrdersAfter, countAppointedOrders, dispatchOrder, waitingOrders, type DispatchOrder } from './dispatch-orders.queries';
