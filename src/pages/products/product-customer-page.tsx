import { Redirect, useParams } from 'wouter';

/**
 * /productManage/customerDetail/{id}: a product's customer, opened from 客户产品. The customer detail
 * itself is the customers area's page (/allCustomer/customerDetail/{id}), where its products tab is.
 */
export default function ProductCustomerPage() {
  const { id } = useParams<{ id: string }>();
  return <Redirect to={`/allCustomer/customerDetail/${encodeURIComponent(id)}`} replace />;
}
