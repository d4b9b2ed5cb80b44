import { useEffect, useState } from 'react';
import type { InspectionTaskDetail } from '@domain/maintenance/inspection.schemas';
import { useGetSessionUserQuery } from '@/app/session/session.api';
import { useGetInspectionTaskQuery } from '@/features/maintenance/inspection.api';
import { getValue, putValue } from '@/lib/offline-store';
import { withQueuedSteps } from './offline-ops';
import { useOfflineSync } from './offline-sync';

const roundKey = (id: number) => `inspection:${id}`;

/**
 * An inspection round for the phone: from the server when it answers, else the copy stored when it was
 * last loaded (a walker in a basement), with the steps still queued applied.
 */
export function useMobileRound(id: number) {
  const query = useGetInspectionTaskQuery(id);
  const { queued } = useOfflineSync();
  const { data: user } = useGetSessionUserQuery();
  const [stored, setStored] = useState<InspectionTaskDetail | undefined>();

  useEffect(() => {
    if (query.data) void putValue(roundKey(id), query.data).catch(() => undefined);
  }, [id, query.data]);
  useEffect(() => {
    if (query.data || !query.error) return;
    let live = true;
    void getValue<InspectionTaskDetail>(roundKey(id))
      .then((round) => live && setStored(round))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [id, query.data, query.error]);

  const base = query.data ?? (query.error ? stored : undefined);
  const round = base && user ? withQueuedSteps(base, queued, { userId: user.id, role: user.sysrole }) : base;
  return { round, offlineCopy: !query.data && !!stored, error: base ? undefined : query.error };
}
