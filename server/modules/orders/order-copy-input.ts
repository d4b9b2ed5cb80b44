import type { CreateOrderInput } from '@domain/orders/orders.schemas';
import type { OrderRecord } from './order-record';

/**
 * What a new order copied from another takes of it (复制工单 and 自动拆单's copies): type, customer, contact,
 * address, title, priority, service item, description, pictures, tags, copy recipients and custom values.
 * The times, source and origin are each copy's own.
 */
export const orderCopyInput = (source: OrderRecord) => ({
  templateId: source.templateId,
  customerId: source.customerId,
  title: source.title,
  contactName: source.customLinkPerson,
  contactPhone: source.customPhone,
  address: source.customAddress,
  priority: source.priority,
  serviceItemId: source.serviceItemId ?? undefined,
  description: source.description,
  images: source.images as CreateOrderInput['images'],
  tagIds: source.tagIds,
  copyUserIds: source.copyUserIds,
  fields: source.values as Record<string, unknown>,
});
