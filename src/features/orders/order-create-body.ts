import type { FormValues } from '@domain/forms/validate-values';
import type { FileRef } from '@domain/forms/field-values';
import { formatDateTime, toDate } from '@domain/format/date';
import { OrderSource, type OrderSourceCode } from '@domain/orders/order.constants';
import type { z } from 'zod';
import type { CreateOrderSchema, EditOrderSchema, OrderOrigin } from '@domain/orders/orders.schemas';
import type { OrderDetail } from '@domain/orders/orders.types';
import { OrderFieldKey as K } from '@domain/templates/fixed-fields';

/** The order's own columns among a template form's keys; every other value is a custom field. */
const COLUMN_KEYS: readonly string[] = [K.customer, K.title, K.serviceItem, K.appointmentTime, K.estimatedCompletion, K.priority, K.description, K.images, K.contactName, K.contactPhone];

const ORIGIN_KEYS = ['eventId', 'customerProductId', 'productId', 'belongCallRecordId', 'belongSaleContractId', 'inspectionTaskId', 'projectTaskId', 'chatSessionId'] as const;

/** Which record an order is created from, by the /createOrder query (the most specific one wins). */
export function originOf(search: URLSearchParams): { source: OrderSourceCode; origin: OrderOrigin; customerId?: number } {
  const num = (key: string) => {
    const n = Number(search.get(key));
    return Number.isInteger(n) && n > 0 ? n : undefined;
  };
  const origin = Object.fromEntries(ORIGIN_KEYS.map((k) => [k, num(k)]).filter(([, v]) => v !== undefined)) as OrderOrigin;
  const source: OrderSourceCode = origin.eventId
    ? OrderSource.event
    : origin.customerProductId
      ? OrderSource.customerProduct
      : origin.belongCallRecordId
        ? OrderSource.callRecord
        : origin.belongSaleContractId
          ? OrderSource.saleContract
          : origin.inspectionTaskId
            ? OrderSource.inspectionTask
            : num('customerId')
              ? OrderSource.customer
              : OrderSource.manual;
  return { source, origin, customerId: num('customerId') };
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
const instant = (v: unknown) => (typeof v === 'string' && v ? toDate(v)?.toISOString() : undefined);

/** The order's content as its form holds it: the column fields, the rest as custom fields. */
export interface OrderContentParts {
  serviceItemId?: number;
  address?: string;
  values: FormValues;
}

export interface CreateOrderParts extends OrderContentParts {
  templateId: number;
  customerId: number;
  source: OrderSourceCode;
  origin: OrderOrigin;
}

/** The form's column fields mapped to the order's columns, the rest as custom fields (shared by create and edit). */
function orderContent({ serviceItemId, address, values }: OrderContentParts) {
  const fields = Object.fromEntries(Object.entries(values).filter(([key]) => !COLUMN_KEYS.includes(key)));
  return {
    title: text(values[K.title]) ?? '',
    contactName: text(values[K.contactName]),
    contactPhone: text(values[K.contactPhone]),
    address: text(address),
    priority: Number(values[K.priority] ?? 1) || 1,
    appointmentTime: instant(values[K.appointmentTime]),
    estimatedCompletion: instant(values[K.estimatedCompletion]),
    serviceItemId,
    description: text(values[K.description]),
    images: ((values[K.images] as FileRef[] | undefined) ?? []).map(({ url, name, size }) => ({ url, name, size })),
    fields,
  };
}

/** The create call's body. */
export function createOrderBody({ templateId, customerId, source, origin, ...content }: CreateOrderParts): z.input<typeof CreateOrderSchema> {
  return { templateId, customerId, ...orderContent(content), source, origin };
}

/** The edit call's body: the form's content with the version the editor read; tags and copied persons are kept. */
export function editOrderBody(order: OrderDetail, content: OrderContentParts): z.input<typeof EditOrderSchema> {
  return { id: order.id, version: order.version, ...orderContent(content), tagIds: order.tagIds, copyUserIds: order.copyUsers.map((u) => u.id) };
}

const local = (v: string | null) => (v ? formatDateTime(v) : undefined);

/** The form's values of an existing order (the reverse of the mapping above). */
export function orderFormValues(order: OrderDetail): FormValues {
  return {
    ...order.fields,
    [K.title]: order.title,
    [K.contactName]: order.contactName,
    [K.contactPhone]: order.contactPhone,
    [K.priority]: String(order.priority),
    [K.appointmentTime]: local(order.appointmentTime),
    [K.estimatedCompletion]: local(order.estimatedCompletion),
    [K.description]: order.description,
    [K.images]: order.images,
  };
}
