/** The orders module's public face: what other modules may use. */
export { countMyOpenOrders, countOrderView, orderStateCounts } from './order-counts';
export { insertOrder } from './order-create';
export { registerOrderOrigin } from './order-origins';
export { addSpareAmount, lockOrderForParts, orderNumbers, orderProgress } from './order-refs';
export { finishedOrdersBetween } from './order-visits';
export { enterprisesWithOrders, orderAreaSums, orderDaySumRows, orderPlaceSumRows, orderSumsBy, ordersInArea, provinceSql, touchedOrderDays } from './order-stats.queries';
export type { AreaSums, CollectedElsewhere, DaySumRow, GroupSums, PlaceSumRow, SumParts } from './order-stats.queries';
export type { Viewer } from './order-filter';
export { registerFeeGuard, type FeeGuard } from './order-finance';
export { completedOrdersPage, completedOrdersSource, countCompletedOrders, feeItemSumsSource, feeItemLines, lockOrderForFinance, logFinanceOperation, orderFinanceFacts, reachReconciliationDue } from './order-finance.queries';
export type { CompletedOrder, CompletedOrderFilter, FinanceOrderFacts } from './order-finance.queries';
