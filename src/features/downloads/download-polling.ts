import { DOWNLOAD_POLL_MAX_TIMES } from '@domain/downloads/downloads.constants';

/** What the download list remembers between answers to decide on polling. */
export interface PollState {
  /** Ids of every running item seen so far: a new one starts a fresh round of polls. */
  seen: ReadonlySet<number>;
  polls: number;
  /** Ids that ran since everything was last done. */
  round: readonly number[];
}

export const INITIAL_POLL_STATE: PollState = { seen: new Set(), polls: 0, round: [] };

export interface PollStep {
  state: PollState;
  /** Keep polling every second. */
  poll: boolean;
  /** Everything that ran has finished: the moment to announce it. */
  allDone: boolean;
  /** When all are done: the ids that ran in this round (what to announce). */
  finished: readonly number[];
}

/**
 * Spec part 2 section 4: while any item runs the list is polled every second, at most 120 times,
 * then it stops; once none runs any more, completion is announced.
 */
export function nextPollStep(state: PollState, runningIds: readonly number[]): PollStep {
  if (runningIds.length === 0) {
    return { state: { ...state, polls: 0, round: [] }, poll: false, allDone: state.round.length > 0, finished: state.round };
  }
  const fresh = runningIds.some((id) => !state.seen.has(id));
  const polls = fresh ? 0 : state.polls + 1;
  const seen = fresh ? new Set([...state.seen, ...runningIds]) : state.seen;
  const round = [...new Set([...state.round, ...runningIds])];
  return { state: { seen, polls, round }, poll: polls < DOWNLOAD_POLL_MAX_TIMES, allDone: false, finished: [] };
}
