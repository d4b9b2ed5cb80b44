import { Card } from '@arco-design/web-react';
import { useLocation, useSearch } from 'wouter';
import { EventSource, type EventSourceValue } from '@domain/events/events.constants';
import type { CreateEventArgs } from '@/features/events/events.api';
import { EventForm } from './event-form';
import { useIsEventManager } from './use-event-role';
import { paths } from '@/app/paths';

const num = (v: string | null) => (v ? Number(v) : undefined);

/** What /newEvent's query says the event comes from (spec: customerId, customerProductId, customerProductName, productId, customerName, belongCallRecordId; chatSessionId: the desk's 转事件). */
export function originOf(query: URLSearchParams): { source: EventSourceValue; initial: Partial<CreateEventArgs> } {
  const initial: Partial<CreateEventArgs> = {
    customerId: num(query.get('customerId')),
    custom_name: query.get('customerName') ?? undefined,
    customerProductId: num(query.get('customerProductId')),
    customerProductName: query.get('customerProductName') ?? undefined,
    productId: num(query.get('productId')),
    belongCallRecordId: num(query.get('belongCallRecordId')),
    chatSessionId: num(query.get('chatSessionId')),
    // An online chat turned into an event brings its conversation.
    description: query.get('description')?.slice(0, 2000) || undefined,
  };
  const source = initial.chatSessionId
    ? EventSource.onlineChat
    : initial.belongCallRecordId
    ? EventSource.callRecord
    : initial.customerProductId
      ? EventSource.customerProduct
      : initial.customerId
        ? EventSource.customer
        : EventSource.manual;
  return { source, initial: Object.fromEntries(Object.entries(initial).filter(([, v]) => v !== undefined)) };
}

export default function NewEventPage() {
  const [, navigate] = useLocation();
  const { source, initial } = originOf(new URLSearchParams(useSearch()));
  return (
    <Card title="新建事件">
      <EventForm source={source} initial={initial} canDispatch={useIsEventManager()} onCreated={(e) => navigate(paths.events.detail(e.id))} />
    </Card>
  );
}
