import { Card, Empty, Spin, Tabs } from '@arco-design/web-react';
import { useMemo, useState } from 'react';
import { OrderView } from '@domain/orders/order.constants';
import { OrderList } from './order-list';
import { useCountOrdersQuery } from '@/features/orders/orders.api';
import { useListOrderTypeOptionsQuery } from '@/features/templates/templates.api';
import { useOrderFilterFields } from './use-order-filter-fields';

/** A type's tab: its name and how many orders of it the user sees. */
function TypeTitle({ id, name }: { id: number; name: string }) {
  const { data: count } = useCountOrdersQuery({ view: OrderView.all, orderType: String(id) });
  return (
    <span>
      {name}
      {count !== undefined && <span style={{ marginLeft: 6, color: 'var(--color-text-3)' }}>{count}</span>}
    </span>
  );
}

/**
 * /templateView: the orders seen by order type (template). One tab per enabled type with its count;
 * the tab's list has every filter of all orders but the type, which the tab fixes.
 */
export default function TemplateViewPage() {
  const { data: types = [], isLoading } = useListOrderTypeOptionsQuery();
  const [chosen, setChosen] = useState<number>();
  const fields = useOrderFilterFields();
  const active = chosen ?? types[0]?.id;
  const fixed = useMemo(() => (active ? { orderType: String(active) } : undefined), [active]);
  const panelFields = useMemo(() => fields.filter((f) => f.key !== 'orderType'), [fields]);

  if (isLoading) return <Spin style={{ display: 'block', margin: '20vh auto' }} />;
  return (
    <Card title="模板视图" bordered={false}>
      {types.length === 0 ? (
        <Empty description="还没有启用的工单类型" />
      ) : (
        <>
          <Tabs activeTab={String(active)} onChange={(key) => setChosen(Number(key))} type="card-gutter">
            {types.map((t) => (
              <Tabs.TabPane key={String(t.id)} title={<TypeTitle id={t.id} name={t.name} />} />
            ))}
          </Tabs>
          <OrderList key={active} view={OrderView.all} filterFields={panelFields} fixed={fixed} stateTabs planKey="templateView" />
        </>
      )}
    </Card>
  );
}
