import { useParams } from 'wouter';
import type { AddressRow, CustomerDetail } from '@domain/customers/customers.schemas';
import { OrderView } from '@domain/orders/order.constants';
import { MobileScreen } from '@/app/mobile/mobile-screen';
import { MobileCallPhone } from '@/features/call-center/components/mobile/mobile-call-phone';
import { useGetCustomerQuery } from '@/features/customers/customers.api';
import { errorMessage } from '@/lib/errors';
import { mapLink } from './map-link';
import { OrderCards } from './order-cards';
import { NewRecordLinks } from './new-record-links';

const addressText = (a: AddressRow) => [a.region, a.mapName, a.detail].filter(Boolean).join(' ');

function Contacts({ customer }: { customer: CustomerDetail }) {
  return (
    <section className="m-card" aria-label="联系人">
      <h3>联系人</h3>
      {customer.contacts.length === 0 && <p className="m-muted">没有联系人</p>}
      <ul className="m-list">
        {customer.contacts.map((c) => (
          <li key={c.id}>
            <a href={`tel:${c.phone}`}>
              <span>
                {c.name}
                {c.isDefault && <span className="m-muted">（默认）</span>}
                <span className="m-muted" style={{ display: 'block' }}>
                  {c.phone}
                </span>
              </span>
              <span>拨打</span>
            </a>
            <MobileCallPhone phone={c.phone} customerId={customer.id} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Addresses({ customer }: { customer: CustomerDetail }) {
  return (
    <section className="m-card" aria-label="地址">
      <h3>地址</h3>
      {customer.addresses.length === 0 && <p className="m-muted">没有地址</p>}
      <ul className="m-list">
        {customer.addresses.map((a) => (
          <li key={a.id}>
            <a href={mapLink(addressText(a))} target="_blank" rel="noreferrer">
              <span style={{ minWidth: 0 }}>
                {addressText(a)}
                {a.isDefault && <span className="m-muted">（默认）</span>}
              </span>
              <span style={{ flex: 'none' }}>导航</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /m/customer/:id: the customer with call and navigation links (and a seat user's dial-out icon), 新建工单 / 新建事件 for it, and its orders. */
export default function MobileCustomerPage() {
  const id = Number(useParams<{ id: string }>().id);
  const { data: customer, error } = useGetCustomerQuery(id);
  const origin = { customerId: String(id) };
  return (
    <MobileScreen title="客户详情" back>
      {error && <p className="m-empty">{errorMessage(error)}</p>}
      {!customer && !error && <p className="m-empty">加载中…</p>}
      {customer && (
        <>
          <section className="m-card" aria-label="客户信息">
            <h2>{customer.name}</h2>
            {customer.phone && <a href={`tel:${customer.phone}`}>{customer.phone} 拨打</a>}
            {customer.phone && <MobileCallPhone phone={customer.phone} customerId={customer.id} />}
            <NewRecordLinks origin={origin} />
          </section>
          <Contacts customer={customer} />
          <Addresses customer={customer} />
          <h3 style={{ margin: '4px 0 8px' }}>客户的工单</h3>
          <OrderCards headingLevel={4} params={{ view: OrderView.all, customerId: customer.id }} />
        </>
      )}
    </MobileScreen>
  );
}
