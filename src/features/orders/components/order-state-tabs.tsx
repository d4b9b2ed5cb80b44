import { Tabs } from '@arco-design/web-react';
import { ORDER_STATE_NAMES, ORDER_STATES } from '@domain/orders/order.constants';
import type { OrderTabCounts } from '@domain/orders/orders.types';

export type StateTab = keyof OrderTabCounts;

export interface OrderStateTabsProps {
  value: StateTab;
  onChange: (tab: StateTab) => void;
  counts?: OrderTabCounts;
}

/** 全部 and one tab per order state, each with its count under the current filters. */
export function OrderStateTabs({ value, onChange, counts }: OrderStateTabsProps) {
  const title = (name: string, tab: StateTab) => `${name}${counts ? ` (${counts[tab] ?? 0})` : ''}`;
  return (
    <Tabs activeTab={value} onChange={(key) => onChange(key as StateTab)} type="line" style={{ marginBottom: 8 }}>
      <Tabs.TabPane key="all" title={title('全部', 'all')} />
      {ORDER_STATES.map((state) => (
        <Tabs.TabPane key={String(state)} title={title(ORDER_STATE_NAMES[state], `${state}`)} />
      ))}
    </Tabs>
  );
}
