import { Role } from '@domain/shell/roles';
import { useGetSessionUserQuery } from '@/app/session/session.api';

/** Whether the current role runs the warehouses (administrator or warehouse keeper); the server checks again. */
export function useIsKeeper(): boolean {
  const { data: user } = useGetSessionUserQuery();
  return user?.sysrole === Role.admin || user?.sysrole === Role.warehouse;
}
