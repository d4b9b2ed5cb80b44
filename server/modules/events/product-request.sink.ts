import { EventSource } from '@domain/events/events.constants';
import { CreateEventSchema } from '@domain/events/events.schemas';
import { AppError } from '../../lib/app-error';
import { noticeDispatchers, type ServiceRequestSink } from '../products/products.public';
import { createEvent } from './create-event';
import type { Notifier } from './event-notify';

/**
 * A service request from a product's QR code page becomes an event waiting for dispatch (source 5,
 * product QR code), with the customer's contact as the event's contact; dispatchers see it in
 * 待分派事件. Given to the products module by server/app.ts (products never import events).
 */
export const eventSink =
  (notifications: Notifier): ServiceRequestSink =>
  async (tx, r) => {
    const input = CreateEventSchema.parse({
      title: `扫码报修：${r.productName}`.slice(0, 50),
      description: r.description,
      source: EventSource.productQr,
      customerId: r.customerId ?? undefined,
      custom_linkperson: r.contactName,
      custom_phone: r.phone,
      customerProductId: r.customerProductId,
      customerProductName: r.productName,
      productId: r.productId,
      qrCode: r.token,
    });
    try {
      return (await createEvent(tx, notifications, { enterpriseId: r.enterpriseId, user: null }, input)).id;
    } catch (error) {
      // A refusal (no enabled event template, a deleted customer) must not lose the request.
      if (!(error instanceof AppError)) throw error;
      return noticeDispatchers(tx, r);
    }
  };

