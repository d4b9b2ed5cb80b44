import { useEffect, useState } from 'react';
import type { OrderDetail } from '@domain/orders/orders.types';
import { useGetSessionUserQuery } from '@/app/session/session.api';
import { useGetOrderQuery } from '@/features/orders/orders.api';
import { getValue, putValue } from '@/lib/offline-store';
import { withQueued } from './offline-ops';
import { useOfflineSync } from './offline-sync';

export const orderKey = (id: number) => `order:${id}`;

/**
 * An order for the mobile detail: from the server when it answers, else the copy stored when it was
 * last loaded (offline), with the operations still queued applied, so the screen shows the next step.
 */
export function useMobileOrder(id: number) {
  const query = useGetOrderQuery(id);
  const { queued } = useOfflineSync();
  const { data: user } = useGetSessionUserQuery();
  const [stored, setStored] = useState<OrderDetail | undefined>();

  useEffect(() => {
    if (query.data) void putValue(orderKey(id), query.data).catch(() => undefined);
  }, [id, query.data]);
  useEffect(() => {
    if (query.data || !query.error) return;
    let live = true;
    void getValue<OrderDetail>(orderKey(id))
      .then((order) => live && setStored(order))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [id, query.data, query.error]);

  const base = query.data ?? (query.error ? stored : undefined);
  const order = base && user ? withQueued(base, queued, { userId: user.id, role: user.sysrole }) : base;
  return { order, offlineCopy: !query.data && !!stored, error: base ? undefined : query.error, isLoading: !base && !query.error };
}
