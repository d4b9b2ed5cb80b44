import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { firstPageSettled, firstPageShown } from './shell.slice';

/*
 * The menu badges (nine counts) wait until the visit's first page has been shown and its data has
 * arrived: on a cold visit they would otherwise go out before the page's own requests and, on the
 * embedded database that answers one query at a time, hold back the page's first rows.
 */

/** Rendered beside the routed page inside its Suspense boundary, so its effect runs once the page has rendered. */
export function FirstPageShown() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(firstPageShown());
  }, [dispatch]);
  return null;
}

/** The shell marks the first page settled once it is shown and no request of the store is on the way. */
export function useSettleFirstPage(): void {
  const dispatch = useAppDispatch();
  // Once settled, nothing is looked at again on the store's later updates.
  const shown = useAppSelector((s) => s.shell.firstPage === 'shown');
  const waiting = useAppSelector((s) => s.shell.firstPage === 'shown' && Object.values(s.api.queries).some((q) => q?.status === 'pending'));
  useEffect(() => {
    if (shown && !waiting) dispatch(firstPageSettled());
  }, [dispatch, shown, waiting]);
}

/** Whether the menu badges may be counted (from the first page's settling on, for the rest of the visit). */
export const useBadgesDue = (): boolean => useAppSelector((s) => s.shell.firstPage === 'settled');
