import { Button, Card, Descriptions, List, Result, Space, Spin, Tag } from '@arco-design/web-react';
import { Link, useSearch } from 'wouter';
import { CALL_TYPE_NAMES } from '@domain/call-center/call-center.constants';
import { paths } from '@/app/paths';
import { useGetCurrentCallQuery } from '@/features/call-center/call-center.api';
import { CallPhone } from '@/features/call-center/components/call-phone';

/**
 * /currnetCall?callId&customerId&id (the spec's spelling): the pop-up of a ringing call. The caller's
 * customer (found by phone, or 新建客户), their open orders and events, and 新建事件 / 新建工单 with the
 * call record as their origin (belongCallRecordId), so the record and what is made from it link both ways.
 */
export default function CurrentCallPage() {
  const q = new URLSearchParams(useSearch());
  const id = Number(q.get('id'));
  const customerId = Number(q.get('customerId')) || undefined;
  // Follows the call (answered, hung up) through the seat's pushes, which refresh it.
  const { data, isLoading, isError } = useGetCurrentCallQuery({ id, customerId }, { skip: !(id > 0) });
  if (isLoading) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (isError || !data) return <Result status="404" title="通话记录不存在" />;
  const { record, customer } = data;
  const origin: Record<string, string> = { belongCallRecordId: String(record.id), ...(customer ? { customerId: String(customer.id), customerName: customer.name } : {}) };
  return (
    <Card
      bordered={false}
      title={
        <Space>
          来电 {record.phone}
          <Tag color={record.ended ? 'gray' : 'arcoblue'}>{record.ended ? '已结束' : CALL_TYPE_NAMES[record.type]}</Tag>
        </Space>
      }
      extra={
        <Space>
          <Link href={paths.events.newEventFrom(origin)}>
            <Button type="primary">新建事件</Button>
          </Link>
          <Link href={paths.orders.create(origin)}>
            <Button>新建工单</Button>
          </Link>
          <Link href={paths.callCenter.detail(record.id, customer?.id)}>通话详情</Link>
        </Space>
      }
    >
      {customer ? (
        <Descriptions
          title="来电客户"
          column={2}
          data={[
            { label: '客户名称', value: <Link href={paths.customers.detail(customer.id)}>{customer.name}</Link> },
            { label: '电话', value: <Space>{customer.phone}<CallPhone phone={customer.phone} customerId={customer.id} /></Space> },
            { label: '地址', value: customer.address || '-' },
          ]}
        />
      ) : (
        <Result status="warning" title="未找到该号码的客户" subTitle={record.phone} extra={<Link href={paths.customers.list}><Button>新建客户</Button></Link>} />
      )}
      <List
        header={`未完成工单（${data.openOrders.length}）`}
        dataSource={data.openOrders}
        render={(o) => (
          <List.Item key={o.id}>
            <Link href={paths.orders.detail(o.id)}>{o.orderNo}</Link> {o.title}
          </List.Item>
        )}
        noDataElement={<span>无</span>}
      />
      <List
        style={{ marginTop: 16 }}
        header={`未完成事件（${data.openEvents.length}）`}
        dataSource={data.openEvents}
        render={(e) => (
          <List.Item key={e.id}>
            <Link href={paths.events.detail(e.id)}>{e.code}</Link> {e.title}
          </List.Item>
        )}
        noDataElement={<span>无</span>}
      />
    </Card>
  );
}
