import { Plan } from '@domain/shell/plans';
import { paths } from '@/app/paths';
import { useGetMenuQuery, useGetSessionUserQuery } from '@/app/session/session.api';
import { useBadgesDue } from '@/app/shell/use-first-page';
import { menuHasRoute } from '@/app/shell/menu-nodes';
import { useCountSpareApprovalsQuery } from '../spare-parts.api';

/** Menu key of 备件审批, which carries the count of movements waiting for the user's approval. */
export const SPARE_BADGE_KEY = 'spare_examine';
const POLL_MS = 60_000;

/** The 备件审批 badge (/spare/data/personalApprovalList, the count only); free enterprises get none, a failed count shows none. */
export function useSpareBadges(): Record<string, number> {
  const { data: user } = useGetSessionUserQuery();
  const { data: menu = [] } = useGetMenuQuery();
  const skip = !useBadgesDue() || user === undefined || user.isChargeUser === Plan.free || !menuHasRoute(menu, paths.spare.examine);
  const { data = 0 } = useCountSpareApprovalsQuery(undefined, { skip, pollingInterval: POLL_MS });
  return { [SPARE_BADGE_KEY]: data };
}
