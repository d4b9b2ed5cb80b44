import { Button, Card, Message, Popconfirm } from '@arco-design/web-react';
import { IconDelete, IconPlus } from '@arco-design/web-react/icon';
import { useMemo, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Messages } from '@domain/common/messages';
import { ORDER_MANAGER_ROLES } from '@domain/orders/order.machine';
import type { OrderViewValue } from '@domain/orders/order.constants';
import type { OrderRow } from '@domain/orders/orders.types';
import type { OrderListContext } from '@/features/orders/order-batch';
import { OrderList } from './order-list';
import { runBatch } from '@/features/orders/hooks/use-batch-action';
import { filtersFromSearch } from '@/features/orders/order-filter-params';
import { useRecycleOrdersMutation } from '@/features/orders/orders.api';
import { useGetSessionUserQuery } from '@/app/session/session.api';
import { OrderExportButton } from './order-export-button';
import { ORDER_LIST_FILTER_KEYS, useOrderFilterFields } from './use-order-filter-fields';
import { paths } from '@/app/paths';

export interface OrderListPageProps {
  view: OrderViewValue;
  title: string;
  stateTabs?: boolean;
  /** Managers may move the chosen orders to the recycle bin. */
  recycle?: boolean;
  exportable?: boolean;
  creatable?: boolean;
  /** More batch buttons of this screen. */
  toolbar?: (context: OrderListContext) => ReactNode;
  rowActions?: (row: OrderRow) => ReactNode;
}

/** An order screen: its view of the orders, filters read from the link (e.g. ?keyword= from the global search). */
export function OrderListPage({ view, title, stateTabs, recycle, exportable, creatable, toolbar, rowActions }: OrderListPageProps) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const fields = useOrderFilterFields();
  const { data: user } = useGetSessionUserQuery();
  const [recycleOrders, { isLoading: recycling }] = useRecycleOrdersMutation();
  const initial = useMemo(() => filtersFromSearch(search, ORDER_LIST_FILTER_KEYS), [search]);
  const manager = user !== undefined && ORDER_MANAGER_ROLES.includes(user.sysrole);

  const handleRecycle = async ({ selected, chosen, clearSelection }: OrderListContext) => {
    if (selected.length === 0) return void Message.warning(Messages.deleteNothingSelected);
    if ((await runBatch(recycleOrders(chosen).unwrap(), Messages.deleteOk)).length > 0) clearSelection();
  };

  const renderToolbar = (context: OrderListContext) => (
    <>
      {creatable && (
        <Button type="primary" icon={<IconPlus />} onClick={() => navigate(paths.orders.create())}>
          新建工单
        </Button>
      )}
      {recycle && manager && (
        <Popconfirm
          title={`确定将选中的${context.selected.length}个工单删除到回收站吗？`}
          disabled={context.selected.length === 0}
          onOk={() => handleRecycle(context)}
        >
          <Button icon={<IconDelete />} loading={recycling} onClick={() => context.selected.length === 0 && handleRecycle(context)}>
            批量删除
          </Button>
        </Popconfirm>
      )}
      {toolbar?.(context)}
      {exportable && <OrderExportButton context={context} />}
    </>
  );

  return (
    <Card title={title} bordered={false}>
      <OrderList view={view} filterFields={fields} initialFilters={initial} stateTabs={stateTabs} toolbar={renderToolbar} rowActions={rowActions} planKey={`order-${view}`} />
    </Card>
  );
}
