import { Link, useParams } from 'wouter';
import { EVENT_PRIORITY_NAMES } from '@domain/events/events.constants';
import type { EventDetail } from '@domain/events/events.schemas';
import { formatDateTime } from '@domain/format/date';
import { MobileScreen } from '@/app/mobile/mobile-screen';
import { paths } from '@/app/paths';
import { MobileCallPhone } from '@/features/call-center/components/mobile/mobile-call-phone';
import { useGetEventQuery } from '@/features/events/events.api';
import { errorMessage } from '@/lib/errors';
import { ContactFacts } from './contact-facts';
import { MobileEventActions } from './mobile-event-actions';

function EventFacts({ event }: { event: EventDetail }) {
  return (
    <section className="m-card" aria-label="事件信息">
      <div className="m-row">
        <h2>{event.title}</h2>
        <strong>{event.overdue ? `${event.stateName}·超时` : event.stateName}</strong>
      </div>
      <dl className="m-dl">
        <dt>事件编号</dt>
        <dd>{event.code}</dd>
        <dt>优先级</dt>
        <dd>{EVENT_PRIORITY_NAMES[event.priority]}</dd>
        <dt>客户</dt>
        <dd>{event.customerId ? <Link href={paths.mobile.customer(event.customerId)}>{event.custom_name}</Link> : event.custom_name || '—'}</dd>
        <ContactFacts
          name={event.custom_linkperson}
          phone={event.custom_phone}
          address={[event.map_name, event.custom_detail_addr].filter(Boolean).join(' ')}
          phoneAction={<MobileCallPhone phone={event.custom_phone} customerId={event.customerId ?? undefined} />}
        />
        <dt>负责人</dt>
        <dd>{event.principal?.name ?? '—'}</dd>
        {event.toUpgradeUser && (
          <>
            <dt>升级处理人</dt>
            <dd>{event.toUpgradeUser.name}</dd>
          </>
        )}
        <dt>创建时间</dt>
        <dd>{formatDateTime(event.createTime)}</dd>
        {event.description && (
          <>
            <dt>描述</dt>
            <dd>{event.description}</dd>
          </>
        )}
        {event.order && (
          <>
            <dt>关联工单</dt>
            <dd>
              <Link href={paths.mobile.order(event.order.id)}>{event.order.code}</Link> {event.order.stateName}
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}

/** /m/event/:id: the event on the phone, with exactly the operations the event machine allows the user. */
export default function MobileEventPage() {
  const id = Number(useParams<{ id: string }>().id);
  const { data: event, error } = useGetEventQuery(id);
  return (
    <MobileScreen title="事件详情" back>
      {error && <p className="m-empty">{errorMessage(error)}</p>}
      {!event && !error && <p className="m-empty">加载中…</p>}
      {event && (
        <>
          <EventFacts event={event} />
          <MobileEventActions event={event} />
          <p style={{ textAlign: 'center' }}>
            <a href={paths.events.detail(event.id)}>在电脑版中查看全部（表单、处理记录…）</a>
          </p>
        </>
      )}
    </MobileScreen>
  );
}
