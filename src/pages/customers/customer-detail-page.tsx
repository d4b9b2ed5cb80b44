import { Button, Card, Result, Space, Spin, Tabs } from '@arco-design/web-react';
import { useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { Role } from '@domain/shell/roles';
import { useGetCustomerQuery } from '@/features/customers/customers.api';
import { CUSTOMER_DETAIL_TABS } from './customer-detail-tabs';
import { useGetSessionUserQuery } from '@/app/session/session.api';
import { useTabName } from '@/app/shell/use-tab-name';
import { CustomerFormDialog } from './customer-form-dialog';
import { paths } from '@/app/paths';

const EDITORS: number[] = [Role.admin, Role.dispatcher, Role.salesperson, Role.reception];

/**
 * /allCustomer/customerDetail/{id} (and the contact, address and order screens' detail routes): the customer's tabs.
 * Opened from an order (/allOrder/customerDetail/{id}/{oid}), it leads back to that order.
 */
export default function CustomerDetailPage() {
  const { id, oid } = useParams<{ id: string; oid?: string }>();
  const [, navigate] = useLocation();
  const { data: customer, isLoading, isError } = useGetCustomerQuery(Number(id));
  useTabName(customer?.name);
  const { data: session } = useGetSessionUserQuery();
  const [editing, setEditing] = useState(false);
  const editable = EDITORS.includes(session?.sysrole ?? 0);
  if (isLoading) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (isError || !customer) return <Result status="404" title="客户不存在" />;
  return (
    <Card
      title={customer.name}
      extra={
        <Space>
          {oid && <Button onClick={() => navigate(paths.orders.detail(Number(oid)))}>返回工单</Button>}
          {editable && <Button onClick={() => setEditing(true)}>编辑客户</Button>}
        </Space>
      }
    >
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
