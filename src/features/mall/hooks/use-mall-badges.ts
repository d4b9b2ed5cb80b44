import { paths } from '@/app/paths';
import { BADGE_POLL_MS, useMenuBadgeDue } from '@/app/shell/use-menu-badge-due';
import { useCountWaitingMallOrdersQuery } from '../mall.api';

/** Menu key of 商城订单, which carries the count of orders waiting for the user's approval or shipment. */
export const MALL_BADGE_KEY = 'mall_orders';

/** The 商城订单 badge; free enterprises get none (as the other badges), a failed count shows none. */
export function useMallBadges(): Record<string, number> {
  const skip = !useMenuBadgeDue(paths.mall.orders);
  const { data = 0 } = useCountWaitingMallOrdersQuery(undefined, { skip, pollingInterval: BADGE_POLL_MS });
  return { [MALL_BADGE_KEY]: data };
}
