import { lazy, Suspense } from 'react';
import { Link, useParams } from 'wouter';
import { formatDateTime } from '@domain/format/date';
import { ORDER_STATE_NAMES, PRIORITY_NAMES } from '@domain/orders/order.constants';
import type { OrderDetail } from '@domain/orders/orders.types';
import { MobileScreen } from '@/app/mobile/mobile-screen';
import { paths } from '@/app/paths';
import { MobileCallPhone } from '@/features/call-center/components/mobile/mobile-call-phone';
import { errorMessage } from '@/lib/errors';
import { ContactFacts } from './contact-facts';
import { OrderActions } from './order-actions';
import { OrderCollect } from './order-collect';
import { OrderParts } from './order-parts';
import { useMobileOrder } from './use-mobile-order';

// Suggestions need the server, so their code (the knowledge feature's) loads with them, outside the first
// screen's bytes; a card whose code cannot load is left out and the order stays usable.
const PhoneSuggestedArticles = lazy(() =>
  import('@/features/knowledge/components/phone-suggested-articles').then(
    (module) => ({ default: module.PhoneSuggestedArticles }),
    () => ({ default: () => null }),
  ),
);

function OrderFacts({ order }: { order: OrderDetail }) {
  return (
    <section className="m-card" aria-label="工单信息">
      <div className="m-row">
        <h2>{order.title || order.templateName}</h2>
        <strong>{order.invalid ? '无效工单' : ORDER_STATE_NAMES[order.state]}</strong>
      </div>
      <dl className="m-dl">
        <dt>工单编号</dt>
        <dd>{order.orderNo}</dd>
        <dt>优先级</dt>
        <dd>{PRIORITY_NAMES[order.priority]}</dd>
        <dt>客户</dt>
        <dd>
          <Link href={paths.mobile.customer(order.customerId)}>{order.customerName}</Link>
        </dd>
        <ContactFacts
          name={order.contactName}
          phone={order.contactPhone}
          address={order.address}
          phoneAction={<MobileCallPhone phone={order.contactPhone} orderId={order.id} customerId={order.customerId} />}
        />
        <dt>预约时间</dt>
        <dd>{order.appointmentTime ? formatDateTime(order.appointmentTime) : '未预约'}</dd>
        <dt>负责人</dt>
        <dd>{order.owner?.name ?? '—'}</dd>
        {order.description && (
          <>
            <dt>描述</dt>
            <dd>{order.description}</dd>
          </>
        )}
      </dl>
    </section>
  );
}

/** Fees, as read (edited in the PC version; parts are used in 备件用料 above). */
function OrderFees({ order }: { order: OrderDetail }) {
  const { fees } = order;
  return (
    <section className="m-card" aria-label="费用">
      <h3>费用与备件</h3>
      <dl className="m-dl">
        <dt>服务费</dt>
        <dd>¥{fees.serviceAmount}</dd>
        <dt>备件费</dt>
        <dd>¥{fees.spareAmount}</dd>
        <dt>其他</dt>
        <dd>¥{fees.otherFee}</dd>
        {fees.items.map((item) => (
          <span key={item.id} style={{ display: 'contents' }}>
            <dt>{item.name}</dt>
            <dd>
              {item.quantity} × ¥{item.price}
            </dd>
          </span>
        ))}
        <dt>合计</dt>
        <dd>
          <strong>¥{fees.total}</strong>
        </dd>
      </dl>
    </section>
  );
}

function OrderReceipt({ order }: { order: OrderDetail }) {
  const { receipt, evaluation } = order;
  if (!receipt && !evaluation) return null;
  return (
    <section className="m-card" aria-label="回执">
      {receipt && (
        <>
          <h3>回执</h3>
          <div className="m-muted">服务时长 {receipt.serviceMinutes} 分钟 · {formatDateTime(receipt.time)}</div>
          {receipt.remark && <p>{receipt.remark}</p>}
          <div className="m-photos">
            {receipt.finishImages.map((image) => (
              <img key={image.url} src={image.url} alt="完成图片" loading="lazy" />
            ))}
            {receipt.signature && <img src={receipt.signature.url} alt="客户签名" loading="lazy" />}
          </div>
        </>
      )}
      {evaluation && <p className="m-muted">客户已评价</p>}
    </section>
  );
}

/** /m/order/:id: the order on the phone, with every operation the state machine allows the user. */
export default function MobileOrderPage() {
  const id = Number(useParams<{ id: string }>().id);
  const { order, offlineCopy, error, isLoading } = useMobileOrder(id);
  return (
    <MobileScreen title="工单详情" back>
      {isLoading && <p className="m-empty">加载中…</p>}
      {error && <p className="m-empty">{errorMessage(error)}</p>}
      {order && (
        <>
          {offlineCopy && <p className="m-banner">离线：显示上次加载的工单</p>}
          <OrderFacts order={order} />
          <OrderActions order={order} />
          {!offlineCopy && (
            <Suspense fallback={null}>
              <PhoneSuggestedArticles text={`${order.title} ${order.description}`} />
            </Suspense>
          )}
          <OrderReceipt order={order} />
          <OrderParts order={order} />
          <OrderFees order={order} />
          <OrderCollect order={order} />
          <p style={{ textAlign: 'center' }}>
            <a href={paths.orders.detail(order.id)}>在电脑版中查看全部（评价、流程、收款…）</a>
          </p>
        </>
      )}
    </MobileScreen>
  );
}
