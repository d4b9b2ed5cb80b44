/** The orders module's public face for operations: what other modules may do to orders. What they read is in `read-models/orders-read-models.public.ts`. */
/** `checkedValues`: the order form's check of custom values (the portal's request checks its fields with it). */
export { checkedValues, insertOrder } from './order-create';
export { registerOrderOrigin } from './order-origins';
export { registerOrderCompletion, type OrderCompletion } from './order-completions';
export { registerOrderRouting, type OrderRouting, type RoutingContext } from './order-routing';
export { autoAssignOrder, placeOrder, type Placement } from './order-dispatch';
export type { Notifier } from './order-runner';
export { addSpareAmount, lockOrderForParts, openOrdersOfCustomer, openOrdersOfTeam, orderNumbers, orderOwner, orderProgress } from './order-refs';
export { checkOrdersVisible } from './orders.queries';
export type { Viewer } from './order-filter';
export type { OrderActor } from './order-operation';
export { registerFeeGuard, type FeeGuard } from './order-finance';
export { lockOrderForFinance, logFinanceOperation, orderFinanceFacts, reachReconciliationDue } from './order-finance-operations.queries';
export type { FinanceOrderFacts } from './order-finance-operations.queries';
export { automateOrder, createFollowUpOrder, createSplitCopy, orderForAutomation, recentOrders, type Automation, type FollowUpOrder } from './order-automation';
export { registerOrderOperation, type OrderOperated, type OrderOperationHook } from './order-operation-hooks';
export { orderCalls } from './order-calls';
export { quickOrderOperations, type QuickOperation } from './order-quick-operations';
export { cancelPortalOrder, createPortalOrder, customerOrders, evaluatePortalOrder, portalOrderTypes, signPortalReceipt, type PortalOrderRequest } from './order-portal';
export type { CustomerActor } from './order-operation';
