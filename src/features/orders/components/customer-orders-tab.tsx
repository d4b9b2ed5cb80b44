import { Button } from '@arco-design/web-react';
import { IconPlus } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { DEFAULT_PAGE_SIZE } from '@domain/common/page-sizes';
import { OrderView } from '@domain/orders/order.constants';
import type { OrderRow } from '@domain/orders/orders.types';
import { DataTable } from '@/components/data-table/data-table';
import { useListOrdersQuery } from '../orders.api';
import { ORDER_COLUMNS } from './order-columns';
import { paths } from '@/app/paths';

const SHOWN = ['orderNo', 'title', 'state', 'templateName', 'owner', 'appointmentTime', 'createTime'];
const COLUMNS = ORDER_COLUMNS.filter((c) => SHOWN.includes(c.key));

/** The customer detail page's 工单 tab: the customer's orders, newest first, and a new one for them. */
export function CustomerOrdersTab({ customerId }: { customerId: number }) {
  const [, navigate] = useLocation();
  const [page, setPage] = useState({ pageIndex: 0, pageSize: DEFAULT_PAGE_SIZE });
  const { data, isFetching } = useListOrdersQuery({ view: OrderView.all, customerId, ...page });
  return (
    <>
      <Button type="primary" icon={<IconPlus />} style={{ marginBottom: 12 }} onClick={() => navigate(paths.orders.create({ customerId: String(customerId) }))}>
        新建工单
      </Button>
      <DataTable<OrderRow>
        aria-label="客户的工单"
        rowKey="id"
        columns={COLUMNS}
        data={data?.list ?? []}
        loading={isFetching}
        paging={{ ...page, total: data?.total ?? 0, onChange: (pageIndex, pageSize) => setPage({ pageIndex, pageSize }) }}
      />
    </>
  );
}
