import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { businessDay } from '@domain/downloads/business-time';
import { recordOperand } from '@domain/forms/validate-values';
import { OrderErrors } from '@domain/orders/errors';
import { ApprovalType, OrderState, PICK_UP_LIMIT_NODES } from '@domain/orders/order.constants';
import { canCreate, initialState } from '@domain/orders/order.machine';
import type { CreateOrderInput } from '@domain/orders/orders.schemas';
import { Trigger } from '@domain/notifications/triggers';
import { DispatchMode } from '@domain/templates/template.constants';
import { orderCustomFields } from '@domain/templates/fixed-fields';
import type { OrderTypeSettings } from '@domain/templates/order-types.schemas';
import type { TemplateField, TemplateForm } from '@domain/templates/template-form.schemas';
import { portalAsks } from '@domain/portal/portal-form';
import type { Tx } from '../../db/database';
import { orders } from '../../db/schema/orders';
import { users } from '../../db/schema/tenancy';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { storedFormValues } from '../../lib/form-values';
import { findItems } from '../catalogue/catalogue.public';
import { customerSnapshot } from '../customers/customers.public';
import { orderTypeQueries, type OrderTypeRecord } from '../templates/templates.public';
import { operate, writeLog, type OrderActor } from './order-operation';
import { notifyOrder } from './order-notify';
import { linkOrderToOrigin } from './order-origins';
import { routeByRegistered } from './order-routing';
import type { OrderRecord } from './order-record';

type Notifier = Parameters<typeof notifyOrder>[0];

export async function orderType(tx: Tx, enterpriseId: number, templateId: number): Promise<OrderTypeRecord> {
  const [type] = await orderTypeQueries.find(tx, enterpriseId, [templateId]);
  if (!type || !type.enabled) throw notFound(OrderErrors.templateNotFound);
  return type;
}

/**
 * The custom values checked against the type's form (the order's own fields are columns and left
 * out); {c|name} formulas read the customer's custom fields. With `asked`, a field the creator was not
 * asked (a portal customer's request) is not required of it.
 */
export function checkedValues(form: TemplateForm, values: Record<string, unknown>, customer: Record<string, unknown>, asked?: (field: TemplateField) => boolean): Record<string, unknown> {
  const definition = { fields: orderCustomFields(form.fields).map((f) => (asked && !asked(f) ? { ...f, required: false } : f)) };
  return storedFormValues(definition, values, 'fields', { customer: recordOperand(customer) });
}

/** The custom fields of an order's customer, for its {c|name} formulas; none once the customer is deleted. */
export async function customerValues(tx: Tx, customerId: number): Promise<Record<string, unknown>> {
  const customer = await customerSnapshot(tx, customerId).catch((error: unknown) => {
    if (error instanceof AppError && error.statusCode === 404) return null;
    throw error;
  });
  return customer?.customValues ?? {};
}

/** The order's own controls a type's form may require, and whether the input fills each. */
/** The order's own controls as both create and edit carry them. */
type Controls = Pick<CreateOrderInput, 'appointmentTime' | 'estimatedCompletion' | 'serviceItemId' | 'description' | 'images'>;
const CONTROL_FILLED: Record<string, (i: Controls) => boolean> = {
  appointment_time: (i) => Boolean(i.appointmentTime),
  estimated_completion: (i) => Boolean(i.estimatedCompletion),
  service_item: (i) => Boolean(i.serviceItemId),
  description: (i) => Boolean(i.description),
  images: (i) => i.images.length > 0,
};
const CONTROL_INPUT: Record<string, string> = {
  appointment_time: 'appointmentTime',
  estimated_completion: 'estimatedCompletion',
  service_item: 'serviceItemId',
  description: 'description',
  images: 'images',
};

/** 400 naming the first control the type's form requires and the input leaves empty. */
export function checkRequiredControls(form: TemplateForm, input: Controls): void {
  const missing = form.fields.find((f) => f.required && CONTROL_FILLED[f.key] && !CONTROL_FILLED[f.key](input));
  if (missing) throw badRequest(`${CONTROL_INPUT[missing.key]}: 请填写${missing.title}`);
}

/** Active users of the enterprise among `ids`; 400 naming the field when one is not. */
export async function assertUsers(tx: Tx, enterpriseId: number, ids: number[], field: string, message: string, roles?: number[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.enterpriseId, enterpriseId),
        inArray(users.id, ids),
        eq(users.status, 1),
        isNull(users.deletedAt),
        roles ? sql`${users.roles} && ${`{${roles.join(',')}}`}::smallint[]` : undefined,
      ),
    );
  if (rows.length !== new Set(ids).size) throw badRequest(`${field}: ${message}`);
}

export async function serviceCategory(tx: Tx, enterpriseId: number, serviceItemId: number | undefined): Promise<number | null> {
  if (!serviceItemId) return null;
  const [item] = await findItems(tx, enterpriseId, [serviceItemId]);
  if (!item) throw badRequest(`serviceItemId: ${OrderErrors.serviceItemNotFound}`);
  return item.categoryId;
}

/**
 * Inserts a new order from a type, a customer and the form's values: the customer snapshot is
 * copied in, the type's approvals are copied onto the order, the pick-up deadline is set, the order
 * starts in the state the type's approvals and acceptance switch give, and its number is written.
 */
export async function insertOrder(
  tx: Tx,
  notifier: Notifier,
  actor: OrderActor,
  input: CreateOrderInput,
  logOp: 'create' | 'copy' | 'periodicCreate' | 'maintenanceCreate' | 'portalCreate' | 'repairCreate' | 'triggerCreate' = 'create',
  remark?: string,
): Promise<OrderRecord> {
  const { enterpriseId } = actor;
  const type = await orderType(tx, enterpriseId, input.templateId);
  const allowed = canCreate(type.kind, actor);
  if (!allowed.ok) throw new AppError(allowed.status, allowed.message);
  const settings = type.settings as OrderTypeSettings;
  const customer = await customerSnapshot(tx, input.customerId);
  await assertUsers(tx, enterpriseId, input.copyUserIds, 'copyUserIds', OrderErrors.copyUserInvalid);
  if (logOp === 'create') checkRequiredControls(type.form as TemplateForm, input);
  const values = checkedValues(type.form as TemplateForm, input.fields, customer.customValues, logOp === 'portalCreate' ? portalAsks : undefined);
  const now = new Date();
  const state = initialState(settings.approvals, settings.acceptance);
  const limit = settings.pickUpLimit;
  const [row] = await tx
    .insert(orders)
    .values({
      enterpriseId,
      title: input.title,
      templateId: type.id,
      kind: type.kind,
      state,
      source: input.source,
      origin: input.origin,
      customerId: customer.id,
      customName: customer.name,
      customLinkPerson: input.contactName ?? customer.contactName,
      customPhone: input.contactPhone ?? customer.contactPhone,
      customAddress: input.address ?? customer.address,
      lng: customer.lng,
      lat: customer.lat,
      priority: input.priority,
      serviceItemId: input.serviceItemId ?? null,
      serviceCategoryId: await serviceCategory(tx, enterpriseId, input.serviceItemId),
      productId: input.origin.productId ?? null,
      description: input.description ?? '',
      images: input.images,
      tagIds: input.tagIds,
      copyUserIds: input.copyUserIds,
      values,
      approvals: settings.approvals,
      examineType: state === OrderState.pendingApproval ? ApprovalType.create : null,
      // A customer's request from the portal has no staff creator.
      creatorId: creatorOf(actor, logOp),
      appointmentTime: input.appointmentTime ?? null,
      estimatedCompletion: input.estimatedCompletion ?? null,
      dueAt: limit ? new Date(now.getTime() + limit.minutes * 60_000) : null,
      dueNode: limit ? PICK_UP_LIMIT_NODES[limit.option] : null,
      createdAt: now,
    })
    .returning();
  const orderNo = `GD${businessDay(now)}${String(row.id).padStart(6, '0')}`;
  const [numbered] = await tx.update(orders).set({ orderNo }).where(eq(orders.id, row.id)).returning();
  // Made from an event (or another registered origin): it takes the order, or refuses and no order is made; its line (where from) joins the creation log's.
  const origins = logOp === 'create' || logOp === 'maintenanceCreate' || logOp === 'repairCreate' ? await linkOrderToOrigin(tx, notifier, actor, input.origin, numbered, now) : [];
  const logRemark = [remark, ...origins].filter(Boolean).join('；') || undefined;
  await writeLog(tx, { enterpriseId, orderId: row.id, op: logOp, userId: creatorOf(actor, logOp), after: { state, orderNo }, node: 0, remark: logRemark });
  const by = { userId: creatorOf(actor, logOp), op: logOp };
  await notifyOrder(notifier, tx, numbered, Trigger.orderCreated, by);
  if (state === OrderState.pendingApproval) await notifyOrder(notifier, tx, numbered, Trigger.orderApprovalRequested, by);
  return routeNewOrder(tx, notifier, actor, numbered);
}

/** A customer's portal request and a trigger's follow-up have no staff creator. */
const creatorOf = (actor: OrderActor, logOp: string) => (logOp === 'portalCreate' || logOp === 'triggerCreate' ? null : actor.userId);

/**
 * An order that reached "pending assignment" goes where its type's default dispatch says: to one
 * person (automatic assignment) or into the public pool of a service group (automatic put); a type
 * naming neither leaves it to the registered routings (dispatch's automatic assignment rules).
 */
export async function routeNewOrder(tx: Tx, notifier: Notifier, actor: OrderActor, order: OrderRecord): Promise<OrderRecord> {
  if (order.state !== OrderState.pendingAssignment) return order;
  const [type] = await orderTypeQueries.find(tx, actor.enterpriseId, [order.templateId]);
  const dispatch = (type?.settings as OrderTypeSettings | undefined)?.defaultDispatch;
  if (dispatch?.mode === DispatchMode.user && dispatch.userId) {
    const { after } = await operate(tx, actor, { id: order.id }, 'autoAssign', () => ({
      state: OrderState.pendingPickup,
      ownerId: dispatch.userId,
      collaboratorIds: [],
    }));
    await notifyOrder(notifier, tx, after, Trigger.orderDispatched, { userId: actor.userId, op: 'autoAssign' });
    return after;
  }
  if (dispatch?.mode === DispatchMode.group && dispatch.groupId) {
    const { after } = await operate(tx, actor, { id: order.id }, 'autoPutPool', () => ({
      inPool: true,
      poolGroupId: dispatch.groupId,
      serviceGroupId: dispatch.groupId,
    }));
    return after;
  }
  return routeByRegistered(tx, notifier, actor, order);
}
