import { MANAGER_ROLES } from '@domain/events/event.machine';
import { useGetSessionUserQuery } from '@/app/session/session.api';

/** Whether the current role runs the desk (dispatches, deletes); the server decides again. */
export function useIsEventManager(): boolean {
  const { data: user } = useGetSessionUserQuery();
  return user ? MANAGER_ROLES.includes(user.sysrole) : false;
}
