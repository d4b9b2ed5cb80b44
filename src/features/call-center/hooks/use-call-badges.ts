import { CallType, Pickup } from '@domain/call-center/call-center.constants';
import { businessDay } from '@domain/cycle-plans/cycle';
import { Plan } from '@domain/shell/plans';
import { useGetMenuQuery, useGetSessionUserQuery } from '@/app/session/session.api';
import { menuHasRoute } from '@/app/shell/menu-nodes';
import { useBadgesDue } from '@/app/shell/use-first-page';
import { paths } from '@/app/paths';
import { useCountCallsQuery } from '../call-center.api';

/** Menu key of 通话记录, whose badge is today's missed inbound calls. */
export const CALL_RECORDS_BADGE_KEY = 'call_records';
const POLL_MS = 60_000;

/**
 * 通话记录's badge: today's (China's business day) missed inbound calls the user sees (a reception seat its own,
 * the managers all), asked only when the menu shows the entry; free enterprises get none (spec part 1 section 6).
 * The seat's moves refresh the call centre's queries, so a call that ends missed shows without waiting for the poll.
 */
export function useCallBadges(): Record<string, number> {
  const { data: user } = useGetSessionUserQuery();
  const { data: menu = [] } = useGetMenuQuery();
  const counting = useBadgesDue() && user !== undefined && user.isChargeUser !== Plan.free && menuHasRoute(menu, paths.callCenter.records);
  const today = businessDay(new Date());
  const { data: missed = 0 } = useCountCallsQuery({ type: CallType.inbound, pickup: Pickup.missed, startDate: today, endDate: today }, { skip: !counting, pollingInterval: POLL_MS });
  return { [CALL_RECORDS_BADGE_KEY]: missed };
}
