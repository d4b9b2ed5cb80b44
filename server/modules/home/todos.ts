import { OrderView } from '@domain/orders/order.constants';
import { ORDER_MENU_GROUP } from '@domain/shell/menu-catalogue';
import type { Executor } from '../../db/database';
import { countMyOpenEvents, countUnassignedEvents, type EventCounter } from '../events/events.public';
import { countMyOpenOrders, countOrderView } from '../orders/read-models/orders-read-models.public';
import { countWaitingApprovals } from '../spare-parts/spare-parts.public';

export type Counter = EventCounter;

export interface TodoDefinition {
  /** The menu entry whose list holds the counted rows. */
  key: string;
  name: string;
  route: string;
  count(tx: Executor, who: Counter): Promise<number>;
}

/**
 * What can wait for a user, by the menu entry that lists it. An area adds its lines here when it
 * lands (spec: "built from the areas that exist and growing as areas land").
 */
export const TODOS: readonly TodoDefinition[] = [
  { key: 'order_acceptance', name: '待受理工单', route: '/acceptanceOrder', count: (tx, who) => countOrderView(tx, who, OrderView.acceptance) },
  { key: 'order_assign', name: '待派单工单', route: '/assignOrder', count: (tx, who) => countOrderView(tx, who, OrderView.assign) },
  { key: 'order_mine', name: '我的待办工单', route: '/myOrder', count: (tx, who) => countMyOpenOrders(tx, who) },
  { key: 'order_examine', name: '待我审批', route: '/examineOrder', count: (tx, who) => countOrderView(tx, who, OrderView.examine) },
  { key: 'order_abnormal', name: '异常工单', route: '/abnormalOrder', count: (tx, who) => countOrderView(tx, who, OrderView.abnormal) },
  { key: 'order_due', name: '超时工单', route: '/dueOrder', count: (tx, who) => countOrderView(tx, who, OrderView.due) },
  { key: 'event_undelivered', name: '待分派事件', route: '/eventassigned', count: (tx, who) => countUnassignedEvents(tx, who, 'undelivered') },
  { key: 'event_shelters', name: '待认领事件', route: '/shelters', count: (tx, who) => countUnassignedEvents(tx, who, 'shelter') },
  { key: 'event_mine', name: '我的待办事件', route: '/Myevent', count: (tx, who) => countMyOpenEvents(tx, who) },
  { key: 'spare_examine', name: '待审批备件', route: '/spareExamine', count: (tx, who) => countWaitingApprovals(tx, who) },
];

/** The menu groups whose states /v2/report/statusStatistics reports. */
export const STATISTICS_MENU_KEYS = { orders: ORDER_MENU_GROUP, events: 'service_desk' } as const;
