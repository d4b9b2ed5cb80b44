import { OrderState, type OrderViewValue } from '@domain/orders/order.constants';
import { OrderFilterSchema } from '@domain/orders/orders.schemas';
import type { OrderTabCounts } from '@domain/orders/orders.types';
import type { Executor } from '../../../db/database';
import type { Viewer } from '../order-filter';
import { countOrders, tabCounts } from '../orders.queries';

// Counts for other modules (the home page's to-do list and status statistics): the rows of a list
// view as its screen shows them unfiltered, so a home count always equals the list it opens.

/** Orders in a list view (e.g. 'assign' for /assignOrder) that the viewer sees there. */
export function countOrderView(tx: Executor, viewer: Viewer, view: OrderViewValue): Promise<number> {
  return countOrders(tx, viewer, OrderFilterSchema.parse({ view }));
}

/** The viewer's own orders still to be worked on: to pick up, to serve or in service. */
export function countMyOpenOrders(tx: Executor, viewer: Viewer): Promise<number> {
  const states = [OrderState.pendingPickup, OrderState.pendingService, OrderState.inService];
  return countOrders(tx, viewer, { ...OrderFilterSchema.parse({ view: 'mine' }), states });
}

/** Per state, the orders of /allOrder as the viewer's role sees them. */
export function orderStateCounts(tx: Executor, viewer: Viewer): Promise<OrderTabCounts> {
  return tabCounts(tx, viewer, OrderFilterSchema.parse({}));
}
