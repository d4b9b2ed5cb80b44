import { and, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { OrderState, OrderView, type OrderViewValue } from '@domain/orders/order.constants';
import type { OrderFilter, OrderTimeRange } from '@domain/orders/orders.schemas';
import { isBusinessMidnight } from '@domain/format/client-time';
import { Role, type RoleType } from '@domain/shell/roles';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { orderCollections, orders as o } from '../../db/schema/orders';
import { anyOf, timeRangeConditions } from '../../lib/filter-conditions';

export interface Viewer {
  enterpriseId: number;
  userId: number;
  role: RoleType;
}

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const bigints = (ids: number[]) => sql`${`{${ids.join(',')}}`}::bigint[]`;
const holds = (column: SQL | typeof o.collaboratorIds, ids: number[]) => sql`${column} && ${bigints(ids)}`;
const mine = (userId: number) => or(eq(o.ownerId, userId), sql`${o.collaboratorIds} @> ${bigints([userId])}`);

/** Overdue: the pick-up deadline passed before the step it guards was reached. */
export const overdueSql = sql`(${o.dueAt} is not null and ${o.dueAt} < coalesce(${o.dueDoneAt}, now()))`;
const dueOpen = sql`(${o.dueAt} < now() and ${o.dueDoneAt} is null and ${o.state} not in (${OrderState.completed}, ${OrderState.cancelled}))`;

/** Roles that see only their own orders (README): every other role sees all of the enterprise's. */
const OWN_ORDER_ROLES: RoleType[] = [Role.serviceStaff, Role.employee, Role.salesperson];

/**
 * The one rule of which orders a viewer may see at all, as customers have theirs: a role that sees
 * only its own orders sees those it created, serves (owner or collaborator) or is copied on, and
 * service staff the pool they grab from. Every list, count and export is narrowed by it, and every
 * call on one order (detail, operations, fees, receipts, progress, PDF, parts) answers 404 outside it.
 */
export function visibleOrders(viewer: Viewer): SQL | undefined {
  if (!OWN_ORDER_ROLES.includes(viewer.role)) return undefined;
  return or(eq(o.creatorId, viewer.userId), mine(viewer.userId), sql`${o.copyUserIds} @> ${bigints([viewer.userId])}`, viewer.role === Role.serviceStaff ? eq(o.inPool, true) : undefined);
}

/** Whose orders a role sees in the shared lists: service staff their own, creators theirs, the desk all. */
function roleScope(viewer: Viewer): SQL | undefined {
  if (viewer.role === Role.serviceStaff) return mine(viewer.userId);
  if (viewer.role === Role.employee || viewer.role === Role.salesperson) return eq(o.creatorId, viewer.userId);
  return undefined;
}

/** The rows a list view shows, before the filter fields. */
export function viewCondition(view: OrderViewValue, viewer: Viewer): SQL | undefined {
  const scoped = (c: SQL | undefined) => and(c, roleScope(viewer));
  switch (view) {
    case OrderView.all:
      return roleScope(viewer);
    case OrderView.mine:
      return mine(viewer.userId);
    case OrderView.sendMe:
      return sql`${o.copyUserIds} @> ${bigints([viewer.userId])}`;
    case OrderView.teamwork:
      return sql`${o.collaboratorIds} @> ${bigints([viewer.userId])}`;
    case OrderView.created:
      return eq(o.creatorId, viewer.userId);
    case OrderView.abnormal:
      return scoped(isNotNull(o.abnormalKind));
    case OrderView.acceptance:
      return scoped(and(eq(o.state, OrderState.pendingAcceptance), eq(o.invalid, false)));
    case OrderView.assign:
      return scoped(and(eq(o.state, OrderState.pendingAssignment), eq(o.inPool, false)));
    case OrderView.examine:
      return scoped(isNotNull(o.examineType));
    case OrderView.highSeas:
      return eq(o.inPool, true);
    case OrderView.due:
      return scoped(dueOpen);
    case OrderView.returnVisit:
      return scoped(and(eq(o.state, OrderState.completed), eq(o.evaluated, false)));
    case OrderView.recycle:
      return undefined;
  }
}

const RANGE_COLUMNS: Record<OrderTimeRange, AnyPgColumn> = {
  takeV: o.createdAt,
  visitV: o.appointmentTime,
  finishV: o.serviceDoneAt,
  dispatchTimeV: o.assignedAt,
  createExamineV: o.createExamineAt,
  completeExamineV: o.completeExamineAt,
  receiptExamineV: o.receiptExamineAt,
  collectionExamineV: o.collectionExamineAt,
};

/** An end time of 00:00 means the whole of that day (spec part 1 section 5). */
function endOfDay(d: Date): Date {
  return isBusinessMidnight(d) ? new Date(d.getTime() + 86_400_000 - 1) : d;
}

const flag = (column: AnyPgColumn, value: number | undefined) => (value === undefined ? undefined : eq(column, value === 1));

/** Orders whose customer name contains the text, found through the trigram index (see migrations 0011, 0018). */
const customerNameLike = (enterpriseId: number, pattern: string) =>
  sql`${o.id} = any(array(select order_ids_by_customer_name(${enterpriseId}::bigint, ${pattern})))`;

/** Every filter field of the order list, as SQL conditions (the tab counts leave `states` out). */
export function filterConditions(f: OrderFilter, enterpriseId: number, options: { withStates?: boolean } = {}): (SQL | undefined)[] {
  const keyword = f.keyword ? like(f.keyword) : undefined;
  return [
    keyword ? or(eq(o.orderNo, f.keyword!), ilike(o.title, keyword), customerNameLike(enterpriseId, keyword)) : undefined,
    f.orderNo ? ilike(o.orderNo, like(f.orderNo)) : undefined,
    f.title ? ilike(o.title, like(f.title)) : undefined,
    options.withStates === false ? undefined : anyOf(o.state, f.states),
    flag(o.receiptDone, f.isCreateReceipt),
    flag(o.paymentDone, f.isServiceSettlement),
    flag(o.evaluated, f.evaluateState),
    f.orderExceed === undefined ? undefined : f.orderExceed === 1 ? overdueSql : sql`not ${overdueSql}`,
    f.order_label.length ? holds(o.tagIds, f.order_label) : undefined,
    f.customName ? customerNameLike(enterpriseId, like(f.customName)) : undefined,
    f.customLinkPerson ? ilike(o.customLinkPerson, like(f.customLinkPerson)) : undefined,
    f.customPhone ? ilike(o.customPhone, like(f.customPhone)) : undefined,
    f.gpsAddr ? ilike(o.customAddress, like(f.gpsAddr)) : undefined,
    f.customerId ? eq(o.customerId, f.customerId) : undefined,
    anyOf(o.templateId, f.orderType),
    anyOf(o.priority, f.priority),
    ...timeRangeConditions(RANGE_COLUMNS, f, endOfDay),
    anyOf(o.ownerId, f.servicePersonalIds),
    f.coordinationUserIds.length ? holds(o.collaboratorIds, f.coordinationUserIds) : undefined,
    anyOf(o.createExamineUserId, f.create_examine_operator_ids),
    anyOf(o.completeExamineUserId, f.complete_examine_operator_ids),
    anyOf(o.dispatchUserId, f.dispatchUserIds),
    anyOf(o.takeOrderUserId, f.take_order_user_ids),
    anyOf(o.creatorId, f.take_user_ids),
    anyOf(o.serviceItemId, f.service_id),
    anyOf(o.serviceCategoryId, f.service_category),
    f.placeState === undefined ? undefined : eq(o.archived, f.placeState === 1),
    anyOf(o.examineType, f.examineType),
    anyOf(o.examineResult, f.examineResult),
    anyOf(o.serviceGroupId, f.serviceGroupId),
    f.receive_payment_ids.length
      ? sql`exists (select 1 from ${orderCollections} c where c.enterprise_id = ${o.enterpriseId} and c.order_id = ${o.id} and c.receive_payment_id in ${f.receive_payment_ids})`
      : undefined,
    anyOf(o.productId, f.fk_t_production_ids),
    anyOf(o.productCategoryId, f.fk_t_production_category_ids),
    f.duplicateUserIds.length ? holds(o.copyUserIds, f.duplicateUserIds) : undefined,
    f.is_grab === undefined ? undefined : eq(o.inPool, f.is_grab === 1),
    f.orderDue === undefined ? undefined : dueOpen,
  ];
}

/** What a view, the caller's role and the filter fields add to "this enterprise's live (or recycled) orders", if anything. */
export function narrowing(viewer: Viewer, f: OrderFilter, options: { withStates?: boolean } = {}): SQL | undefined {
  return and(visibleOrders(viewer), viewCondition(f.view, viewer), ...filterConditions(f, viewer.enterpriseId, options));
}

/** The whole WHERE of a list, count or tab-count query. */
export function whereOf(viewer: Viewer, f: OrderFilter, options: { withStates?: boolean } = {}): SQL | undefined {
  const live = f.view === OrderView.recycle ? isNotNull(o.deletedAt) : isNull(o.deletedAt);
  return and(eq(o.enterpriseId, viewer.enterpriseId), live, narrowing(viewer, f, options));
}
