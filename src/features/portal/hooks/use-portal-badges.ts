import { DEFAULT_PAGE_SIZE } from '@domain/common/page-sizes';
import { AccountStatus } from '@domain/portal/portal.constants';
import { paths } from '@/app/paths';
import { BADGE_POLL_MS, useMenuBadgeDue } from '@/app/shell/use-menu-badge-due';
import { useListPortalAccountsQuery } from '../portal.api';

/** Menu key of 门户账号, which carries the count of self-registered accounts waiting for approval. */
export const PORTAL_BADGE_KEY = 'customer_portal_account';
// The list's smallest page: only its total is read.
const WAITING = { status: AccountStatus.pending, pageIndex: 0, pageSize: DEFAULT_PAGE_SIZE };

/** The 门户账号 badge: the account list's total of pending accounts (the caller sees those the list shows them); none on the free plan, where the entry is locked. */
export function usePortalBadges(): Record<string, number> {
  const skip = !useMenuBadgeDue(paths.portal.accounts);
  const { data } = useListPortalAccountsQuery(WAITING, { skip, pollingInterval: BADGE_POLL_MS });
  return { [PORTAL_BADGE_KEY]: data?.total ?? 0 };
}
