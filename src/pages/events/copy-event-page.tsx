import { Card, Spin } from '@arco-design/web-react';
import { useLocation, useParams } from 'wouter';
import { EventSource } from '@domain/events/events.constants';
import { useGetEventQuery } from '@/features/events/events.api';
import { EventForm } from './event-form';
import { useIsEventManager } from './use-event-role';
import { paths } from '@/app/paths';

/** /Myevent/copyeventDetail/{eventId}/{code?}: a new event prefilled from another; both histories say so. */
export default function CopyEventPage() {
  const { eventId } = useParams<{ eventId: string }>();
  const [, navigate] = useLocation();
  const { data: source, isLoading } = useGetEventQuery(Number(eventId));
  const canDispatch = useIsEventManager();
  if (isLoading || !source) return <Spin />;
  const initial = {
    copiedFromId: source.id,
    templateId: source.template?.id,
    title: source.title,
    description: source.description,
    customerId: source.customerId ?? undefined,
    custom_name: source.custom_name,
    custom_linkperson: source.custom_linkperson,
    custom_phone: source.custom_phone || undefined,
    custom_detail_addr: source.custom_detail_addr,
    map_name: source.map_name,
    customerProductId: source.customerProductId ?? undefined,
    customerProductName: source.customerProductName,
    priority: source.priority,
    serviceItemId: source.serviceItem?.id,
    labelIds: source.labels.map((l) => l.id),
    values: source.values,
  };
  return (
    <Card title={`复制事件 ${source.code}`}>
      <EventForm source={source.source ?? EventSource.manual} initial={initial} canDispatch={canDispatch} submitText="提交复制" onCreated={(e) => navigate(paths.events.detail(e.id))} />
    </Card>
  );
}
