import { Button, Space, Table } from '@arco-design/web-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import type { EventRow } from '@domain/events/events.schemas';
import { useCountEventsQuery, useListEventsQuery } from '../events.api';
import { EVENT_COLUMNS } from './event-columns';
import { paths } from '@/app/paths';

const SHOWN = ['code', 'title', 'state', 'priority', 'principal', 'createTime'];

/** The customer detail page's 事件 tab: the customer's events and a button for a new one. */
export function CustomerEventsTab({ customerId, customerName }: { customerId: number; customerName: string }) {
  const [, navigate] = useLocation();
  const [pageIndex, setPageIndex] = useState(0);
  const query = { scope: 'all', customerId } as const;
  const { data: rows = [], isFetching } = useListEventsQuery({ ...query, pageIndex, pageSize: 10 });
  const { data: total = 0 } = useCountEventsQuery(query);
  const newEvent = paths.events.newEventFrom({ customerId: String(customerId), customerName });
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Button type="primary" onClick={() => navigate(newEvent)}>
        新建事件
      </Button>
      <Table<EventRow>
        rowKey="id"
        columns={EVENT_COLUMNS.filter((c) => SHOWN.includes(c.key))}
        data={rows}
        loading={isFetching}
        noDataElement="暂无事件"
        pagination={{ current: pageIndex + 1, pageSize: 10, total, onChange: (page) => setPageIndex(page - 1) }}
      />
    </Space>
  );
}
