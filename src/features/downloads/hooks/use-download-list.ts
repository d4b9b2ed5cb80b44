import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { DOWNLOAD_POLL_INTERVAL_MS } from '@domain/downloads/downloads.constants';
import { api } from '@/app/api';
import { useAppDispatch } from '@/app/hooks';
import { tagsOfFinished } from '@/app/job-refresh';
import { ProcessState, type DownloadItem } from '@domain/downloads/downloads.constants';
import { useListDownloadsQuery } from '../downloads.api';
import { INITIAL_POLL_STATE, nextPollStep } from '../download-polling';

const NO_ITEMS: DownloadItem[] = [];
const runningIds = (items: DownloadItem[]) => items.filter((i) => i.process_state === ProcessState.running).map((i) => i.id);

/** The caller's download items, polled while any runs; `onAllDone` gets the running ones once all have finished. */
export function useDownloadList(onAllDone?: (finished: DownloadItem[]) => void) {
  const [polling, setPolling] = useState(false);
  const query = useListDownloadsQuery(undefined, {
    pollingInterval: polling ? DOWNLOAD_POLL_INTERVAL_MS : 0,
    skipPollingIfUnfocused: false,
  });
  const items = query.data ?? NO_ITEMS;
  const pollState = useRef(INITIAL_POLL_STATE);
  const dispatch = useAppDispatch();

  const handleAnswer = useEffectEvent(() => {
    const running = runningIds(items);
    // A finished import refreshes the list it wrote to (its rows exist only now).
    const changed = tagsOfFinished(items.filter((i) => i.process_state !== ProcessState.running).map((i) => i.id));
    if (changed.length > 0) dispatch(api.util.invalidateTags(changed));
    const step = nextPollStep(pollState.current, running);
    pollState.current = step.state;
    setPolling(step.poll);
    if (step.allDone) onAllDone?.(items.filter((i) => step.finished.includes(i.id)));
  });
  // Every answer (a poll, or a refetch after an export or a deletion) decides whether to poll on.
  useEffect(() => {
    if (query.fulfilledTimeStamp) handleAnswer();
  }, [query.fulfilledTimeStamp]);

  return { items, running: runningIds(items).length, isLoading: query.isLoading, refetch: query.refetch };
}
