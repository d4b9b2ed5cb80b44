import { pageSizesFor } from '@domain/common/page-sizes';
import { Plan } from '@domain/shell/plans';
import { useGetSessionUserQuery } from '@/app/session/session.api';

/** Page sizes 10 to 100, plus 500 and 1000 for paying tenants (isChargeUser 1 or 2; spec part 1 section 9). */
export function usePlanPageSizes(skip = false): readonly number[] {
  const { data: user } = useGetSessionUserQuery(undefined, { skip });
  return pageSizesFor(user !== undefined && user.isChargeUser !== Plan.free);
}
