import { Link, useParams } from 'wouter';
import { OrderView } from '@domain/orders/order.constants';
import type { CustomerProductDetail } from '@domain/products/products.schemas';
import { MobileScreen } from '@/app/mobile/mobile-screen';
import { paths } from '@/app/paths';
import { useGetCustomerQuery } from '@/features/customers/customers.api';
import { useGetCustomerProductQuery } from '@/features/products/products.api';
import { warrantyStatusText, warrantyTermsText } from '@/features/products/warranty-text';
import { errorMessage } from '@/lib/errors';
import { ContactFacts } from './contact-facts';
import { LINK_BUTTON_STYLE } from './link-button';
import { OrderCards } from './order-cards';

/** The product as the origin of the phone's new order, as the PC product page's 新建工单 names it. */
function newOrderHref({ customerPro: p }: CustomerProductDetail) {
  const origin: Record<string, string> = { customerProductId: String(p.id), productId: String(p.productId) };
  if (p.customerId) origin.customerId = String(p.customerId);
  return paths.mobile.newOrder(origin);
}

/** The customer's contact to call, and the product's address (else the customer's) to navigate to. */
function CustomerFacts({ customerId, address }: { customerId: number; address: string }) {
  // A customer the user may not open still leaves the product's own address.
  const { data: customer } = useGetCustomerQuery(customerId);
  return (
    <ContactFacts
      name={customer?.linkperson ?? ''}
      phone={customer ? customer.linkPersonPhone || customer.phone : ''}
      address={address || customer?.address || ''}
    />
  );
}

function ProductFacts({ detail }: { detail: CustomerProductDetail }) {
  const { customerPro: p, customer } = detail;
  return (
    <section className="m-card" aria-label="产品信息">
      <h2>{p.name}</h2>
      <dl className="m-dl">
        <dt>产品</dt>
        <dd>{p.productName}</dd>
        <dt>型号</dt>
        <dd>{p.productModel || '—'}</dd>
        <dt>序列号</dt>
        <dd>{p.serialNumber || '—'}</dd>
        <dt>客户</dt>
        <dd>{customer ? <Link href={paths.mobile.customer(customer.id)}>{customer.name}</Link> : '未关联客户'}</dd>
        {customer ? (
          <CustomerFacts customerId={customer.id} address={p.address} />
        ) : (
          <ContactFacts name="" phone="" address={p.address} />
        )}
      </dl>
      <div className="m-actions" style={{ marginTop: 10 }}>
        <Link className="m-btn m-btn-primary" style={LINK_BUTTON_STYLE} href={newOrderHref(detail)}>
          新建工单
        </Link>
      </div>
    </section>
  );
}

function Warranty({ detail: { customerPro: p } }: { detail: CustomerProductDetail }) {
  return (
    <section className="m-card" aria-label="质保">
      <h3>质保</h3>
      <dl className="m-dl">
        <dt>质保状态</dt>
        <dd>{warrantyStatusText(p.warrantyStatus)}</dd>
        <dt>质保期</dt>
        <dd>{warrantyTermsText(p)}</dd>
        <dt>开始日期</dt>
        <dd>{p.warrantyStart ?? '—'}</dd>
        <dt>结束日期</dt>
        <dd>{p.warrantyEnd ?? '—'}</dd>
      </dl>
    </section>
  );
}

/**
 * /m/product/:id: a customer product (扫码 on its QR code lands here) with its customer to call and its
 * address to navigate to, its warranty, 新建工单 for it and its recent orders. The order list has no
 * filter by customer product: the orders shown are its customer's orders of the same product model.
 */
export default function MobileProductPage() {
  const id = Number(useParams<{ id: string }>().id);
  const { data: detail, error } = useGetCustomerProductQuery(id, { skip: !(id > 0) });
  const customerId = detail?.customer?.id;
  return (
    <MobileScreen title="产品详情" back>
      {!(id > 0) && <p className="m-empty">产品不存在</p>}
      {error && <p className="m-empty">{errorMessage(error)}</p>}
      {id > 0 && !detail && !error && <p className="m-empty">加载中…</p>}
      {detail && (
        <>
          <ProductFacts detail={detail} />
          <Warranty detail={detail} />
          <h3 style={{ margin: '4px 0 8px' }}>产品的工单</h3>
          {customerId ? (
            <OrderCards headingLevel={4} params={{ view: OrderView.all, customerId, fk_t_production_ids: detail.customerPro.productId }} />
          ) : (
            <p className="m-empty">产品未关联客户，没有工单</p>
          )}
        </>
      )}
    </MobileScreen>
  );
}
