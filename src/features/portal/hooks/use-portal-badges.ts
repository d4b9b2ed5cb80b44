import { DEFAULT_PAGE_SIZE } from '@domain/common/page-sizes';
import { AccountStatus } from '@domain/portal/portal.constants';
import { Plan } from '@domain/shell/plans';
import { paths } from '@/app/paths';
import { useGetMenuQuery, useGetSessionUserQuery } from '@/app/session/session.api';
import { useBadgesDue } from '@/app/shell/use-first-page';
import { menuHasRoute } from '@/app/shell/menu-nodes';
import { useListPortalAccountsQuery } from '../portal.api';

/** Menu key of 门户账号, which carries the count of self-registered accounts waiting for approval. */
export const PORTAL_BADGE_KEY = 'customer_portal_account';
const POLL_MS = 60_000;
// The list's smallest page: only its total is read.
const WAITING = { status: AccountStatus.pending, pageIndex: 0, pageSize: DEFAULT_PAGE_SIZE };

/** The 门户账号 badge: the account list's total of pending accounts (the caller sees those the list shows them); none on the free plan, where the entry is locked. */
export function usePortalBadges(): Record<string, number> {
  const { data: user } = useGetSessionUserQuery();
  const { data: menu = [] } = useGetMenuQuery();
  const skip = !useBadgesDue() || user === undefined || user.isChargeUser === Plan.free || !menuHasRoute(menu, paths.portal.accounts);
  const { data } = useListPortalAccountsQuery(WAITING, { skip, pollingInterval: POLL_MS });
  return { [PORTAL_BADGE_KEY]: data?.total ?? 0 };
}
