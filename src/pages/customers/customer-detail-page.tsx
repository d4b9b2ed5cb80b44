import { Button, Card, Result, Spin, Tabs } from '@arco-design/web-react';
import { useState } from 'react';
import { useParams } from 'wouter';
import { Role } from '@domain/shell/roles';
import { useGetCustomerQuery } from '@/features/customers/customers.api';
import { CUSTOMER_DETAIL_TABS } from '@/features/customers/customer-detail-tabs';
import { useGetSessionUserQuery } from '@/features/session/session.api';
import { useTabName } from '@/features/shell/use-tab-name';
import { CustomerFormDialog } from './customer-form-dialog';

const EDITORS: number[] = [Role.admin, Role.dispatcher, Role.salesperson, Role.reception];

/** /allCustomer/customerDetail/{id} (and the contact and address screens' detail routes): the customer's tabs. */
export default function CustomerDetailPage() {
  const { id } = useParams<{ id: string }>();
  const { data: customer, isLoading, isError } = useGetCustomerQuery(Number(id));
  useTabName(customer?.name);
  const { data: session } = useGetSessionUserQuery();
  const [editing, setEditing] = useState(false);
  const editable = EDITORS.includes(session?.sysrole ?? 0);
  if (isLoading) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (isError || !customer) return <Result status="404" title="客户不存在" />;
  return (
    <Card title={customer.name} extra={editable && <Button onClick={() => setEditing(true)}>编辑客户</Button>}>
      <Tabs defaultActiveTab="info">
        {CUSTOMER_DETAIL_TABS.map((tab) => (
          <Tabs.TabPane key={tab.key} title={tab.title}>
            {tab.render(customer, { editable })}
          </Tabs.TabPane>
        ))}
      </Tabs>
      <CustomerFormDialog visible={editing} customer={customer} onClose={() => setEditing(false)} />
    </Card>
  );
}
