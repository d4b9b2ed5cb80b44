import { Card, Empty, Space, Spin } from '@arco-design/web-react';
import { Link, useParams } from 'wouter';
import { CustomFieldForm } from '@/components/custom-field-form/custom-field-form';
import type { FormValues } from '@domain/forms/validate-values';
import { EventActions } from '@/features/events/components/event-actions';
import { EventHistory } from '@/features/events/components/event-history';
import { EventSummary } from '@/features/events/components/event-summary';
import { useGetEventQuery } from '@/features/events/events.api';
import { SuggestedArticles } from '@/features/knowledge/components/suggested-articles';
import { useTabName } from '@/app/shell/use-tab-name';
import type { TemplateForm } from '@domain/templates/template-form.schemas';
import { paths } from '@/app/paths';

/** /Myevent/eventDetail/{eventId}: the event, what the caller may do now, the order made from it, knowledge articles for its title and description, and the whole history. */
export default function EventDetailPage() {
  const { eventId } = useParams<{ eventId: string }>();
  const id = Number(eventId);
  const { data: event, isLoading, isError } = useGetEventQuery(id, { skip: !Number.isInteger(id) });
  useTabName(event?.code);
  if (isLoading) return <Spin style={{ display: 'block', margin: 40 }} />;
  if (isError || !event) return <Empty description="事件不存在" />;
  const form = event.form as TemplateForm;
  return (
    <Space direction="vertical" size="medium" style={{ width: '100%' }}>
      <Card>
        <EventActions event={event} />
      </Card>
      <Card>
        <EventSummary event={event} />
      </Card>
      <SuggestedArticles text={`${event.title} ${event.description}`} />
      {event.orderId && (
        <Card title="关联工单">
          <Link href={paths.orders.detail(event.orderId)}>{event.order?.code || `工单 ${event.orderId}`}</Link>
          {event.order?.stateName && <span style={{ marginLeft: 12 }}>{event.order.stateName}</span>}
        </Card>
      )}
      {form.fields.length > 0 && (
        <Card title="表单信息">
          <CustomFieldForm definition={form} value={event.values as FormValues} mode="readonly" />
        </Card>
      )}
      <Card title="处理记录">
        <EventHistory eventId={event.id} />
      </Card>
    </Space>
  );
}
