import type { Executor } from '../../db/database';
import type { JobHandler } from '../../jobs/worker';
import type { Bus } from '../../lib/bus';
import { TtlCache } from '../../lib/ttl-cache';
import type { Jobs } from '../../plugins/jobs';
import { registerOrderOperation } from '../orders/orders.public';
import type { CoolAppGroups } from './cool-app-groups.service';
import { hasGroups } from './cool-app-groups.queries';

/** Pushes the changed group panel cards of one enterprise (payload: nothing; the job's enterprise). */
export const PANEL_REFRESH_JOB = 'app-market.panelRefresh';

const queued = new WeakSet<Executor>();

/**
 * Every order operation of an enterprise with bound groups queues one refresh, in the operation's
 * transaction (once per transaction), so it runs only after the change commits and never for a change
 * rolled back; a node that stops mid-way leaves the job for another. The job pushes only the cards
 * whose content changed, so an order that left a group's panel (moved to another team, closed)
 * updates that group too.
 */
export function startPanelRefresh(jobs: Pick<Jobs, 'enqueue' | 'register'>, groups: CoolAppGroups, bus: Bus) {
  jobs.register(PANEL_REFRESH_JOB, { run: (job) => groups.refresh(job.enterpriseId) } satisfies JobHandler);
  // Whether an enterprise has a bound group, kept per node: every order operation asks, and a binding is
  // rare. Read in the asking operation's transaction (a second connection could wait on the first: PGlite has
  // one), dropped when a binding changes on any node. An entry is set before its read answers, so a change
  // announced meanwhile drops it too.
  const bound = new TtlCache<number, Promise<boolean>>(10 * 60_000);
  bus.subscribe('cool-app-groups-changed', ({ enterpriseId }) => bound.delete(enterpriseId));
  const hasBoundGroups = (tx: Executor, enterpriseId: number) => {
    let known = bound.get(enterpriseId);
    if (!known) {
      bound.set(enterpriseId, (known = hasGroups(tx, enterpriseId)));
      known.catch(() => bound.delete(enterpriseId));
    }
    return known;
  };
  registerOrderOperation('cool-app-panel', async (tx, entry) => {
    if (queued.has(tx) || !(await hasBoundGroups(tx, entry.enterpriseId))) return;
    queued.add(tx);
    await jobs.enqueue(tx, { enterpriseId: entry.enterpriseId, kind: PANEL_REFRESH_JOB, payload: {} });
  });
}
