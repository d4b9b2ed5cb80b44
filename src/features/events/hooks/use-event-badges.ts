import { Plan } from '@domain/shell/plans';
import { useGetMenuQuery, useGetSessionUserQuery } from '@/app/session/session.api';
import { useBadgesDue } from '@/app/shell/use-first-page';
import { menuHasRoute } from '@/app/shell/menu-nodes';
import { useCountPrincipalEventsQuery, useCountUndeliveredEventsQuery } from '../events.api';
import { paths } from '@/app/paths';

/** Menu keys of the event entries that carry a badge. */
export const EVENT_BADGE_KEYS = { undelivered: 'event_undelivered', mine: 'event_mine' } as const;
const POLL_MS = 60_000;

/**
 * The badge counts of 待分派事件 and 我的事件, by menu key. Free enterprises get none (spec part 1
 * section 6: isChargeUser 0 skips badge counting); a failed count shows no badge.
 */
export function useEventBadges(): Record<string, number> {
  const { data: user } = useGetSessionUserQuery();
  const { data: menu = [] } = useGetMenuQuery();
  const counting = useBadgesDue() && user !== undefined && user.isChargeUser !== Plan.free;
  // Asked only when the menu shows the entry.
  const skipUndelivered = !counting || !menuHasRoute(menu, paths.events.assigned);
  const skipMine = !counting || !menuHasRoute(menu, paths.events.myEvents);
  const { data: undelivered = 0 } = useCountUndeliveredEventsQuery(undefined, { skip: skipUndelivered, pollingInterval: POLL_MS });
  const { data: mine = 0 } = useCountPrincipalEventsQuery(undefined, { skip: skipMine, pollingInterval: POLL_MS });
  return { [EVENT_BADGE_KEYS.undelivered]: undelivered, [EVENT_BADGE_KEYS.mine]: mine };
}
