import { Card, Empty, Grid, List, Typography } from '@arco-design/web-react';
import { useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import type { CustomerRow } from '@domain/customers/customers.schemas';
import { EventSource } from '@domain/events/events.constants';
import { formatDateTime } from '@domain/format/date';
import { CustomerPicker } from '@/features/customers/components/customer-picker';
import { EventStateTag } from '@/features/events/components/event-state-tag';
import { useListEventsQuery } from '@/features/events/events.api';
import type { CreateEventArgs } from '@/features/events/events.api';
import { EventForm } from './event-form';
import { useIsEventManager } from './use-event-role';
import { paths } from '@/app/paths';

const RECENT = { pageIndex: 0, pageSize: 10 };

function prefillOf(customer: CustomerRow | undefined, typedName: string | null): Partial<CreateEventArgs> {
  if (!customer) return typedName ? { custom_name: typedName } : {};
  return {
    customerId: customer.id,
    custom_name: customer.name,
    custom_linkperson: customer.linkperson,
    custom_phone: customer.linkPersonPhone || customer.phone || undefined,
    custom_detail_addr: customer.address,
  };
}

/** /serviceCounter: the reception desk. Find the caller's customer, see their recent events, record a new one. */
export default function ServiceCounterPage() {
  const query = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const presetId = query.get('custom_id') ? Number(query.get('custom_id')) : undefined;
  const [customerId, setCustomerId] = useState<number | undefined>(presetId);
  const [customer, setCustomer] = useState<CustomerRow>();
  const canDispatch = useIsEventManager();
  const { data: recent = [] } = useListEventsQuery({ ...RECENT, scope: 'all', customerId: customerId! }, { skip: !customerId });

  const handlePick = (id: number | undefined, row?: CustomerRow) => {
    setCustomerId(id);
    setCustomer(row);
  };
  const initial = customer ? prefillOf(customer, null) : { ...prefillOf(undefined, query.get('custom_name')), ...(presetId ? { customerId: presetId } : {}) };

  return (
    <Grid.Row gutter={16}>
      <Grid.Col span={8}>
        <Card title="客户快速查询">
          <CustomerPicker value={customerId} onChange={handlePick} style={{ width: '100%' }} />
          <Typography.Title heading={6} style={{ marginTop: 16 }}>
            近期事件
          </Typography.Title>
          {customerId ? (
            <List
              size="small"
              dataSource={recent}
              noDataElement={<Empty description="该客户暂无事件" />}
              render={(e) => (
                <List.Item key={e.id}>
                  <Link href={paths.events.detail(e.id)}>{e.title}</Link> <EventStateTag state={e.state} />
                  <div style={{ color: 'var(--color-text-3)', fontSize: 12 }}>{formatDateTime(e.createTime)}</div>
                </List.Item>
              )}
            />
          ) : (
            <Empty description="选择客户后显示其近期事件" />
          )}
        </Card>
      </Grid.Col>
      <Grid.Col span={16}>
        <Card title="服务台登记">
          <EventForm
            key={customerId ?? 'none'}
            source={EventSource.serviceCounter}
            initial={initial}
            canDispatch={canDispatch}
            submitText="登记事件"
            onCreated={(e) => navigate(paths.events.detail(e.id))}
          />
        </Card>
      </Grid.Col>
    </Grid.Row>
  );
}
