import { Button, Card, Result, Spin } from '@arco-design/web-react';
import { useLocation, useParams } from 'wouter';
import { CustomerInfoTab } from '@/features/customers/components/customer-info-tab';
import { useGetRecycledCustomerQuery, useRestoreCustomersMutation } from '@/features/customers/customers.api';
import { toastResult } from '@/lib/toast-result';
import { paths } from '@/app/paths';

/** /customerRecycle/customerDetail/{id}: a deleted customer as it was, read only, with 还原. */
export default function RecycledCustomerDetailPage() {
  const { id } = useParams<{ id: string }>();
  const [, navigate] = useLocation();
  const { data: customer, isLoading, isError } = useGetRecycledCustomerQuery(Number(id));
  const [restore] = useRestoreCustomersMutation();
  if (isLoading) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (isError || !customer) return <Result status="404" title="客户不在回收站" />;
  const handleRestore = async () => {
    if (await toastResult(restore([customer.id]).unwrap(), '还原成功')) navigate(paths.customers.detail(customer.id));
  };
  return (
    <Card title={`${customer.name}（已删除）`} extra={<Button type="primary" onClick={handleRestore}>还原</Button>}>
      <CustomerInfoTab customer={customer} editable={false} />
    </Card>
  );
}
