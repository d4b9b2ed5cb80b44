import { Plan } from '@domain/shell/plans';
import { paths } from '@/app/paths';
import { useGetMenuQuery, useGetSessionUserQuery } from '@/app/session/session.api';
import { useBadgesDue } from '@/app/shell/use-first-page';
import { menuHasRoute } from '@/app/shell/menu-nodes';
import { useCountWaitingMallOrdersQuery } from '../mall.api';

/** Menu key of 商城订单, which carries the count of orders waiting for the user's approval or shipment. */
export const MALL_BADGE_KEY = 'mall_orders';
const POLL_MS = 60_000;

/** The 商城订单 badge; free enterprises get none (as the other badges), a failed count shows none. */
export function useMallBadges(): Record<string, number> {
  const { data: user } = useGetSessionUserQuery();
  const { data: menu = [] } = useGetMenuQuery();
  const skip = !useBadgesDue() || user === undefined || user.isChargeUser === Plan.free || !menuHasRoute(menu, paths.mall.orders);
  const { data = 0 } = useCountWaitingMallOrdersQuery(undefined, { skip, pollingInterval: POLL_MS });
  return { [MALL_BADGE_KEY]: data };
}
