import { Link, useSearch } from 'wouter';
import { CALL_TYPE_NAMES } from '@domain/call-center/call-center.constants';
import { MobileScreen } from '@/app/mobile/mobile-screen';
import { paths } from '@/app/paths';
import { useGetCurrentCallQuery } from '@/features/call-center/call-center.api';
import { MobileCallPhone } from '@/features/call-center/components/mobile/mobile-call-phone';
import { errorMessage } from '@/lib/errors';
import { CallerCustomerForm } from './caller-customer-form';
import { NewRecordLinks } from './new-record-links';

/** The caller's open orders or events, each opening its phone screen. */
function OpenWork({ title, items }: { title: string; items: { id: number; text: string; href: string }[] }) {
  return (
    <section className="m-card" aria-label={title}>
      <h3>
        {title}（{items.length}）
      </h3>
      {items.length === 0 && <p className="m-muted">无</p>}
      <ul className="m-list">
        {items.map((item) => (
          <li key={item.id}>
            <Link href={item.href}>
              <span>{item.text}</span>
              <span aria-hidden>›</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * /m/currentCall?callId&id&customerId: the phone's pop-up of a ringing call (the PC version's /currnetCall).
 * The caller's customer (found by phone), their open orders and events, and 新建工单 / 新建事件 with the call record as
 * their origin (belongCallRecordId), so the record and what is made from it link both ways. A caller no customer has is
 * made one here (新建客户: name and contact, the caller's number), and the record then names it.
 */
export default function MobileCurrentCallPage() {
  const q = new URLSearchParams(useSearch());
  const id = Number(q.get('id'));
  const customerId = Number(q.get('customerId')) || undefined;
  // Follows the call (answered, hung up): the seat's pushes refresh it.
  const { data, error } = useGetCurrentCallQuery({ id, customerId }, { skip: !(id > 0) });
  const record = data?.record;
  const customer = data?.customer;
  const origin = record ? { belongCallRecordId: String(record.id), ...(customer ? { customerId: String(customer.id) } : {}) } : undefined;
  return (
    <MobileScreen title="来电" back>
      {!(id > 0) && <p className="m-empty">通话记录不存在</p>}
      {error && <p className="m-empty">{errorMessage(error)}</p>}
      {id > 0 && !data && !error && <p className="m-empty">加载中…</p>}
      {record && origin && (
        <>
          <section className="m-card" aria-label="来电">
            <h2>来电 {record.phone}</h2>
            <p className="m-muted">{record.ended ? '已结束' : CALL_TYPE_NAMES[record.type]}</p>
            {customer ? (
              <dl className="m-dl">
                <dt>客户</dt>
                <dd>
                  <Link href={paths.mobile.customer(customer.id)}>{customer.name}</Link>
                </dd>
                <dt>电话</dt>
                <dd>
                  {customer.phone}
                  <MobileCallPhone phone={customer.phone} customerId={customer.id} />
                </dd>
                <dt>地址</dt>
                <dd>{customer.address || '-'}</dd>
              </dl>
            ) : (
              <>
                <p className="m-banner">未找到该号码的客户</p>
                <CallerCustomerForm phone={record.phone} popUp={(made) => paths.mobile.currentCall({ callId: record.callId, id: record.id, customerId: made })} />
              </>
            )}
            <NewRecordLinks origin={origin} />
          </section>
          <OpenWork title="未完成工单" items={data.openOrders.map((o) => ({ id: o.id, text: `${o.orderNo} ${o.title}`, href: paths.mobile.order(o.id) }))} />
          <OpenWork title="未完成事件" items={data.openEvents.map((e) => ({ id: e.id, text: `${e.code} ${e.title}`, href: paths.mobile.event(e.id) }))} />
        </>
      )}
    </MobileScreen>
  );
}
