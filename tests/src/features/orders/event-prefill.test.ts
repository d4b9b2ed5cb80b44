import { describe, expect, it } from 'vitest';
import type { EventDetail } from '@domain/events/events.schemas';
import { OrderFieldKey as K } from '@domain/templates/fixed-fields';
import { createOrderBody } from '@/features/orders/order-create-body';
import { valuesFromEvent } from '@/features/orders/event-prefill';

describe('转工单: what the event gives the new order', () => {
  it("carries the event's title, description and every picture of its form into the order's images", () => {
    const photo = { url: '/uploads/a.png', name: '现场.png', size: 10 };
    const more = { url: '/uploads/b.png', name: '铭牌.png', size: 12 };
    const event = { title: '外机异响', description: '夜间震动', values: { fault: 'noise', photos: [photo], nameplate: [more], note: '备注' } } as unknown as EventDetail;
    const values = valuesFromEvent(event);
    expect(values).toEqual({ [K.title]: '外机异响', [K.description]: '夜间震动', [K.images]: [photo, more] });
    const body = createOrderBody({ templateId: 1, customerId: 2, values, source: 4, origin: { eventId: 3, customerProductId: 5 } });
    expect(body).toMatchObject({ title: '外机异响', description: '夜间震动', images: [photo, more], origin: { eventId: 3, customerProductId: 5 } });
  });
});
