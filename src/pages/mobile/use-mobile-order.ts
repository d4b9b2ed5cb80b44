import { useGetSessionUserQuery } from '@/app/session/session.api';
import { useGetOrderQuery } from '@/features/orders/orders.api';
import { withQueued } from './offline-ops';
import { useOfflineSync } from './offline-sync';
import { useStoredCopy } from './use-stored-copy';

export const orderKey = (id: number) => `order:${id}`;

/**
 * An order for the mobile detail: from the server when it answers, else the copy stored when it was
 * last loaded (offline), with the operations still queued applied, so the screen shows the next step.
 */
export function useMobileOrder(id: number) {
  const query = useGetOrderQuery(id);
  const { queued } = useOfflineSync();
  const { data: user } = useGetSessionUserQuery();
  const stored = useStoredCopy(orderKey(id), query.data, query.error);

  const base = query.data ?? stored;
  const order = base && user ? withQueued(base, queued, { userId: user.id, role: user.sysrole }) : base;
  return { order, offlineCopy: !query.data && !!stored, error: base ? undefined : query.error, isLoading: !base && !query.error };
}
