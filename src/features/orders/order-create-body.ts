import type { FormValues } from '@domain/forms/validate-values';
import type { FileRef } from '@domain/forms/field-values';
import { toDate } from '@domain/format/date';
import { OrderSource, type OrderSourceCode } from '@domain/orders/order.constants';
import type { z } from 'zod';
import type { CreateOrderSchema, OrderOrigin } from '@domain/orders/orders.schemas';
import { OrderFieldKey as K } from '@domain/templates/fixed-fields';

/** The order's own columns among a template form's keys; every other value is a custom field. */
const COLUMN_KEYS: readonly string[] = [K.customer, K.title, K.serviceItem, K.appointmentTime, K.estimatedCompletion, K.priority, K.description, K.images, K.contactName, K.contactPhone];

const ORIGIN_KEYS = ['eventId', 'customerProductId', 'productId', 'belongCallRecordId', 'belongSaleContractId', 'inspectionTaskId'] as const;

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

export interface CreateOrderParts {
  templateId: number;
  customerId: number;
  serviceItemId?: number;
  address?: string;
  values: FormValues;
  source: OrderSourceCode;
  origin: OrderOrigin;
}

/** The create call's body: the form's column fields mapped to the order's columns, the rest as custom fields. */
export function createOrderBody({ templateId, customerId, serviceItemId, address, values, source, origin }: CreateOrderParts): z.input<typeof CreateOrderSchema> {
  const fields = Object.fromEntries(Object.entries(values).filter(([key]) => !COLUMN_KEYS.includes(key)));
  return {
    templateId,
    customerId,
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
    source,
    origin,
  };
}
