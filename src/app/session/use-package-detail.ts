import { Role } from '@domain/shell/roles';
import type { SessionUser } from '@domain/shell/session.schemas';
import { useGetPackageDetailQuery, useGetSessionUserQuery } from './session.api';

/**
 * The package is read by the current role, not by any role the user holds: the server answers
 * administrators only, so a user who holds 系统管理员 but acts as 派单员 must not ask.
 */
export const actsAsAdmin = (user: Pick<SessionUser, 'sysrole'> | undefined): boolean => user?.sysrole === Role.admin;

/** The package detail when the current role may read it; `loading` while an administrator's is on its way. */
export function usePackageDetail() {
  const { data: user } = useGetSessionUserQuery();
  const admin = actsAsAdmin(user);
  const { data: pkg, isLoading } = useGetPackageDetailQuery(undefined, { skip: !admin });
  return { user, admin, pkg: admin ? pkg : undefined, loading: !user || (admin && isLoading) };
}
