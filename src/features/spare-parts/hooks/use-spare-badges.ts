import { paths } from '@/app/paths';
import { BADGE_POLL_MS, useMenuBadgeDue } from '@/app/shell/use-menu-badge-due';
import { useCountSpareApprovalsQuery } from '../spare-parts.api';

/** Menu key of 备件审批, which carries the count of movements waiting for the user's approval. */
export const SPARE_BADGE_KEY = 'spare_examine';

/** The 备件审批 badge (/spare/data/personalApprovalList, the count only); free enterprises get none, a failed count shows none. */
export function useSpareBadges(): Record<string, number> {
  const skip = !useMenuBadgeDue(paths.spare.examine);
  const { data = 0 } = useCountSpareApprovalsQuery(undefined, { skip, pollingInterval: BADGE_POLL_MS });
  return { [SPARE_BADGE_KEY]: data };
}
