/** The orders module's public face for operations: what other modules may do to orders. What they read is in `read-models/orders-read-models.public.ts`. */
export { insertOrder } from './order-create';
export { registerOrderOrigin } from './order-origins';
export { registerOrderCompletion, type OrderCompletion } from './order-completions';
export { addSpareAmount, lockOrderForParts, orderNumbers, orderProgress } from './order-refs';
export { checkOrdersVisible } from './orders.queries';
export type { Viewer } from './order-filter';
export { registerFeeGuard, type FeeGuard } from './order-finance';
export { lockOrderForFinance, logFinanceOperation, orderFinanceFacts, reachReconciliationDue } from './order-finance-operations.queries';
export type { FinanceOrderFacts } from './order-finance-operations.queries';
export { orderCalls } from './order-calls';
