import { and, eq, isNull } from 'drizzle-orm';
import { OrderErrors } from '@domain/orders/errors';
import { INVALID_ORDER_NAME, ORDER_STATE_NAMES, OrderOp, OrderSource, type OrderStateCode } from '@domain/orders/order.constants';
import { orderMachine, PORTAL_CUSTOMER, type MachineActor } from '@domain/orders/order.machine';
import { CreateOrderSchema, type EvaluateInput } from '@domain/orders/orders.schemas';
import type { PortalRequestRow } from '@domain/portal/portal.schemas';
import type { FileRef } from '@domain/forms/field-values';
import { Role } from '@domain/shell/roles';
import { TemplateKind } from '@domain/templates/template.constants';
import type { Executor, Tx } from '../../db/database';
import { orders } from '../../db/schema/orders';
import { users } from '../../db/schema/tenancy';
import { conflict } from '../../lib/app-error';
import { orderTypeQueries, type OrderTypeRecord } from '../templates/templates.public';
import { insertOrder } from './order-create';
import { operate, type CustomerActor } from './order-operation';
import { machineOrder } from './order-record';
import type { Notifier } from './order-runner';
import { cancelledChanges, evaluationStep } from './order-steps';
import { signLatestReceipt } from './order-finish.queries';
import { newestFirst } from '../../db/order-by';

/*
 * What the customer portal does to orders: a customer's service request becomes an order (门户创建),
 * the customer withdraws it (门户取消), signs the engineer's receipt (客户签名) and evaluates it when done, through the order machine as its
 * customer role. Every call names the customer: another customer's order is "not found".
 */

/** The system acting for a customer: creates the order (logged without an operator and without a creator). */
const SYSTEM = (enterpriseId: number) => ({ enterpriseId, userId: 0, role: Role.admin });
/** The order types the portal may use, in the order-type list's order: the first enabled external one is the portal's default. */
const TYPES_LOOKED_AT = { pageIndex: 0, pageSize: 100 };

/** The enterprise's enabled external order types, in the order-type list's order: what a customer may report a request as. */
export async function portalOrderTypes(tx: Executor, enterpriseId: number): Promise<OrderTypeRecord[]> {
  const types = await orderTypeQueries.list(tx, enterpriseId, undefined, TYPES_LOOKED_AT);
  return types.filter((t) => t.enabled && t.kind === TemplateKind.external);
}

export interface PortalOrderRequest {
  customerId: number;
  portalAccountId: number;
  title: string;
  description: string;
  contactName: string;
  contactPhone: string;
  appointmentTime?: string;
  customerProductId?: number;
  productId?: number;
  /** The customer's photos (the order's 图片描述), uploads of the enterprise. */
  images?: { url: string; name: string; size: number }[];
  /** The order type the customer chose among `portalOrderTypes` (default: the first). */
  templateId?: number;
  /** The type's custom fields the customer filled (checked by the portal against the fields it asks). */
  fields?: Record<string, unknown>;
}

/** A customer's request from the portal as a new order of the chosen (else the first) enabled external order type. */
export async function createPortalOrder(tx: Tx, notifier: Notifier, enterpriseId: number, r: PortalOrderRequest): Promise<{ id: number; orderNo: string }> {
  const types = await portalOrderTypes(tx, enterpriseId);
  const type = r.templateId === undefined ? types[0] : types.find((t) => t.id === r.templateId);
  if (!type) throw conflict(OrderErrors.templateNotFound);
  const input = CreateOrderSchema.parse({
    templateId: type.id,
    customerId: r.customerId,
    title: r.title,
    description: r.description,
    contactName: r.contactName,
    contactPhone: r.contactPhone,
    appointmentTime: r.appointmentTime,
    images: r.images,
    fields: r.fields,
    source: OrderSource.portal,
    origin: { portalAccountId: r.portalAccountId, customerProductId: r.customerProductId, productId: r.productId },
  });
  const order = await insertOrder(tx, notifier, SYSTEM(enterpriseId), input, OrderOp.portalCreate);
  return { id: order.id, orderNo: order.orderNo };
}

/** The customer's live orders, newest first, as the portal's 我的工单 shows them: progress, engineer, appointment, and what the machine lets the customer do now. */
export async function customerOrders(tx: Executor, enterpriseId: number, customerId: number, limit: number): Promise<PortalRequestRow[]> {
  const rows = await tx
    .select({ order: orders, engineerName: users.name })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.ownerId))
    .where(and(eq(orders.enterpriseId, enterpriseId), eq(orders.customerId, customerId), isNull(orders.deletedAt)))
    .orderBy(newestFirst(orders.id))
    .limit(limit);
  const customer: MachineActor = { userId: 0, role: PORTAL_CUSTOMER };
  return rows.map(({ order: o, engineerName }) => {
    const allowed = orderMachine.allowedOperations(machineOrder(o), customer);
    return {
      id: o.id,
      orderNo: o.orderNo,
      title: o.title,
      description: o.description,
      state: o.state,
      stateName: o.invalid ? INVALID_ORDER_NAME : ORDER_STATE_NAMES[o.state as OrderStateCode],
      createdAt: o.createdAt.toISOString(),
      engineerName,
      appointmentTime: o.appointmentTime?.toISOString() ?? null,
      evaluated: o.evaluated,
      canCancel: allowed.includes(OrderOp.portalCancel),
      canEvaluate: allowed.includes(OrderOp.evaluate),
      canSign: allowed.includes(OrderOp.portalSign),
    };
  });
}

/** 门户取消: the customer withdraws an order nobody holds yet (the machine decides; 409 afterwards). */
export async function cancelPortalOrder(tx: Tx, customer: CustomerActor, orderId: number, reason: string): Promise<void> {
  await operate(tx, customer, { id: orderId }, OrderOp.portalCancel, () => cancelledChanges(reason || '客户在门户取消'), { remark: reason });
}

/** The customer's evaluation of a completed order, the same as the staff record it. */
export async function evaluatePortalOrder(tx: Tx, customer: CustomerActor, orderId: number, input: Omit<EvaluateInput, 'id' | 'version'>): Promise<void> {
  const step = evaluationStep(input, null);
  const applied = await operate(tx, customer, { id: orderId }, step.op, step.change, { remark: step.remark });
  await step.effect?.(tx, applied);
}

/** 客户签名: the customer signs the engineer's receipt in the portal (time node 12); the latest receipt keeps the signature. */
export async function signPortalReceipt(tx: Tx, customer: CustomerActor, orderId: number, signature: FileRef): Promise<void> {
  const { after } = await operate(tx, customer, { id: orderId }, OrderOp.portalSign, () => ({}));
  await signLatestReceipt(tx, { enterpriseId: customer.enterpriseId, orderId: after.id }, signature);
}
