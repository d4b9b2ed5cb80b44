import { Link, useSearch } from 'wouter';
import { CALL_TYPE_NAMES } from '@domain/call-center/call-center.constants';
import { MobileScreen } from '@/app/mobile/mobile-screen';
import { paths } from '@/app/paths';
import { useGetCurrentCallQuery } from '@/features/call-center/call-center.api';
import { MobileCallPhone } from '@/features/call-center/components/mobile/mobile-call-phone';
import { errorMessage } from '@/lib/errors';
import { LINK_BUTTON_STYLE } from './link-button';

/**
 * /m/currentCall?callId&id&customerId: the phone's pop-up of a ringing call (the PC version's /currnetCall).
 * The caller's customer (found by phone), their open orders and events, and 新建工单 / 新建事件 with the call record as
 * their origin (belongCallRecordId), so the record and what is made from it link both ways. A caller no customer has: the PC
 * version's customer screens (the phone version creates no customers).
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
              <p className="m-banner">
                未找到该号码的客户：<a href={paths.customers.list}>在电脑版中新建客户</a>
              </p>
            )}
            <div className="m-actions" style={{ marginTop: 10 }}>
              <Link className="m-btn m-btn-primary" style={LINK_BUTTON_STYLE} href={paths.mobile.newOrder(origin)}>
                新建工单
              </Link>
              <Link className="m-btn" style={LINK_BUTTON_STYLE} href={paths.mobile.newEvent(origin)}>
                新建事件
              </Link>
            </div>
          </section>
          <section className="m-card" aria-label="未完成工单">
            <h3>未完成工单（{data.openOrders.length}）</h3>
            {data.openOrders.length === 0 && <p className="m-muted">无</p>}
            <ul className="m-list">
              {data.openOrders.map((o) => (
                <li key={o.id}>
                  <Link href={paths.mobile.order(o.id)}>
                    <span>
                      {o.orderNo} {o.title}
                    </span>
                    <span aria-hidden>›</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          <section className="m-card" aria-label="未完成事件">
            <h3>未完成事件（{data.openEvents.length}）</h3>
            {data.openEvents.length === 0 && <p className="m-muted">无</p>}
            <ul className="m-list">
              {data.openEvents.map((e) => (
                <li key={e.id}>
                  <Link href={paths.mobile.event(e.id)}>
                    <span>
                      {e.code} {e.title}
                    </span>
                    <span aria-hidden>›</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
    </MobileScreen>
  );
}
