import { useGetSessionUserQuery } from '@/app/session/session.api';
import { useGetInspectionTaskQuery } from '@/features/maintenance/inspection.api';
import { withQueuedSteps } from './offline-ops';
import { useOfflineSync } from './offline-sync';
import { useStoredCopy } from './use-stored-copy';

/**
 * An inspection round for the phone: from the server when it answers, else the copy stored when it was
 * last loaded (a walker in a basement), with the steps still queued applied.
 */
export function useMobileRound(id: number) {
  const query = useGetInspectionTaskQuery(id);
  const { queued } = useOfflineSync();
  const { data: user } = useGetSessionUserQuery();
  const stored = useStoredCopy(`inspection:${id}`, query.data, query.error);

  const base = query.data ?? stored;
  const round = base && user ? withQueuedSteps(base, queued, { userId: user.id, role: user.sysrole }) : base;
  return { round, offlineCopy: !query.data && !!stored, error: base ? undefined : query.error };
}
