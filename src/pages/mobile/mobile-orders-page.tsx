import { useSearch, useLocation } from 'wouter';
import { OrderState, OrderView, ORDER_STATE_NAMES } from '@domain/orders/order.constants';
import { MobileScreen } from '@/app/mobile/mobile-screen';
import { paths } from '@/app/paths';
import { useGetOrderTabsQuery } from '@/features/orders/orders.api';
import { OrderCards } from './order-cards';

const STATES = [OrderState.pendingPickup, OrderState.pendingService, OrderState.inService, OrderState.completed] as const;
const MINE = { view: OrderView.mine };

/** /m/orders: my orders (owner or collaborator) by state, open ones first. */
export default function MobileOrdersPage() {
  const search = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const state = search.get('state') ?? String(OrderState.pendingPickup);
  const { data: counts } = useGetOrderTabsQuery(MINE);
  const chips: { value: string; label: string }[] = [...STATES.map((s) => ({ value: String(s), label: ORDER_STATE_NAMES[s] })), { value: 'all', label: '全部' }];

  return (
    <MobileScreen title="我的工单">
      <div className="m-chips" role="group" aria-label="工单状态">
        {chips.map((chip) => (
          <button
            key={chip.value}
            type="button"
            className="m-chip"
            aria-pressed={chip.value === state}
            onClick={() => navigate(paths.mobile.ordersInState(chip.value === 'all' ? 'all' : Number(chip.value)), { replace: true })}
          >
            {chip.label}
            {counts ? ` ${counts[chip.value as keyof typeof counts] ?? 0}` : ''}
          </button>
        ))}
      </div>
      <OrderCards params={state === 'all' ? MINE : { ...MINE, states: state }} />
    </MobileScreen>
  );
}
