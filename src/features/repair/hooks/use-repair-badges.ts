import { RepairState, ReturnChangeState } from '@domain/repair/repair.constants';
import { useGetMenuQuery, useGetSessionUserQuery } from '@/app/session/session.api';
import { menuHasRoute } from '@/app/shell/menu-nodes';
import { useBadgesDue } from '@/app/shell/use-first-page';
import { paths } from '@/app/paths';
import { useCountRepairsQuery } from '../repair.api';
import { useCountReturnChangesQuery } from '../return-change.api';

/** Menu keys of 维修单 (orders waiting to be taken on or for approval) and 退换货单 (requests waiting for approval). */
export const REPAIR_ORDER_BADGE_KEY = 'repair_order';
export const RETURN_CHANGE_BADGE_KEY = 'repair_return_change';
const POLL_MS = 60_000;

/**
 * The 维修管理 badges, each counted only for a user whose menu holds its entry (none when a count fails):
 * repair orders 待确认 plus 待审批 (the bench's and the approvers' next steps), return and exchange orders 待审批.
 */
export function useRepairBadges(): Record<string, number> {
  const { data: user } = useGetSessionUserQuery();
  const { data: menu = [] } = useGetMenuQuery();
  const due = useBadgesDue() && user !== undefined;
  const poll = (route: string) => ({ skip: !due || !menuHasRoute(menu, route), pollingInterval: POLL_MS });
  const { data: waiting = 0 } = useCountRepairsQuery({ state: RepairState.pendingConfirmation }, poll(paths.repair.list));
  const { data: inApproval = 0 } = useCountRepairsQuery({ state: RepairState.pendingApproval }, poll(paths.repair.list));
  const { data: returns = 0 } = useCountReturnChangesQuery({ state: ReturnChangeState.pendingApproval }, poll(paths.repair.returnChanges));
  return { [REPAIR_ORDER_BADGE_KEY]: waiting + inApproval, [RETURN_CHANGE_BADGE_KEY]: returns };
}
