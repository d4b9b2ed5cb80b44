import type { Database, Db } from '../../db/database';
import { minuteTickHandler, scheduleMinuteTick, type MinuteTick } from '../../jobs/minute-tick';
import type { JobHandler } from '../../jobs/worker';
import type { Jobs } from '../../plugins/jobs';
import { idleSessions } from './online-chat.queries';
import type { OnlineChatSessions } from './sessions.service';

export const CHAT_IDLE_JOB = 'online-chat.idle_tick';
const TICK: MinuteTick = { kind: CHAT_IDLE_JOB, lock: 0x7e_c4_01 };
const BATCH = 200;

/** Closes the open sessions quiet for longer than their account's idle minutes; answers how many. */
export async function closeIdleSessions(db: Database, sessions: OnlineChatSessions, now: Date): Promise<number> {
  let closed = 0;
  // Each pass reads the quietest still open: those it closed drop out, those it skipped (a message came) too.
  for (let pass = 0; pass < 50; pass++) {
    const due = await idleSessions(db.system, now, BATCH);
    let changed = 0;
    for (const s of due) if (await sessions.closeIdle(s, now)) changed++;
    closed += changed;
    if (due.length < BATCH || changed === 0) return closed;
  }
  return closed;
}

export const scheduleIdleTick = (db: Db, jobs: Pick<Jobs, 'enqueue'>, runAt: Date) => scheduleMinuteTick(db, jobs, TICK, runAt);

/** The once-a-minute check on the given clock (tests move it). */
export function idleCloseHandler(db: Database, jobs: Pick<Jobs, 'enqueue'>, sessions: OnlineChatSessions, clock?: () => Date): JobHandler {
  return minuteTickHandler(db.system, jobs, TICK, async (now, log) => {
    const closed = await closeIdleSessions(db, sessions, now);
    if (closed > 0) log.info({ closed }, 'idle chat sessions closed');
  }, clock);
}
