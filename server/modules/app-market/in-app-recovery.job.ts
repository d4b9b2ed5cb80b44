import type { FastifyBaseLogger } from 'fastify';
import { MarketCorpState, MarketOrderState, RECOVERY_SLICES } from '@domain/app-market/app-market.constants';
import type { Database } from '../../db/database';
import { minuteTickHandler, scheduleMinuteTick, type MinuteTick } from '../../jobs/minute-tick';
import type { JobHandler } from '../../jobs/worker';
import type { Jobs } from '../../plugins/jobs';
import * as q from './app-market.queries';
import { CallbackRefused } from './callback-crypto';
import type { AppMarket } from './market.service';

/** Reads DingTalk's unfinished in-app goods orders of one enterprise's corp (payload: nothing; the job's enterprise). */
export const IN_APP_RECOVERY_JOB = 'app-market.inAppRecovery';
/** Once a minute, run once across nodes: queues the recovery of the corps in this minute's slice (each corp every 10 minutes). */
const RECOVERY_TICK: MinuteTick = { kind: 'app-market.inAppRecoveryTick', lock: 0x7e_71_dc };

type Market = Pick<AppMarket, 'unfinishedInAppOrders' | 'recordInAppOrder' | 'finishInAppOrder'>;

/**
 * DingTalk keeps a paid in-app goods order "unfinished" until the app finishes it (internal/order/finish, done
 * when the order is used). A push that never arrived leaves such an order unknown here: read from DingTalk's
 * list, it is recorded as the push would have (read back, checked, kind 应用内购) and waits to be used like
 * any other; a used order DingTalk still lists (its finish was refused) is finished again; an unused one
 * waits for its use. Each recovered or refused order is a line of the callback log (event unfinished_order).
 */
export async function recoverInAppOrders(db: Database, market: Market, enterpriseId: number, log: FastifyBaseLogger) {
  const corp = await q.marketCorpOfEnterprise(db.system, enterpriseId);
  if (corp?.host !== 'dingtalk' || corp.state !== MarketCorpState.installed) return;
  const entry = (outcome: 'accepted' | 'refused', reason: string) => q.logCallback(db.system, { host: 'dingtalk', event: 'unfinished_order', corpId: corp.corpId, outcome, reason });
  for (const orderId of await market.unfinishedInAppOrders(corp.corpId)) {
    const known = await db.tenant(enterpriseId, (tx) => q.lockHostOrder(tx, enterpriseId, 'dingtalk', orderId));
    if (known?.state === MarketOrderState.consumed) {
      await market.finishInAppOrder(corp.corpId, orderId);
      await entry('accepted', `已补办完成：${orderId}`);
    } else if (!known) {
      try {
        await market.recordInAppOrder(corp.corpId, orderId);
        await entry('accepted', `已补录订单：${orderId}`);
        log.info({ corpId: corp.corpId, enterpriseId, orderId }, '应用市场：从钉钉未完成订单补录了内购订单');
      } catch (error) {
        if (!(error instanceof CallbackRefused)) throw error;
        await entry('refused', error.message);
      }
    }
  }
}

export function startInAppRecovery(db: Database, jobs: Pick<Jobs, 'enqueue' | 'register'>, market: Market, addHook: (start: () => Promise<void>) => void) {
  jobs.register(IN_APP_RECOVERY_JOB, { run: (job, { log }) => recoverInAppOrders(db, market, job.enterpriseId, log) } satisfies JobHandler);
  jobs.register(
    RECOVERY_TICK.kind,
    minuteTickHandler(db.system, jobs, RECOVERY_TICK, async (now) => {
      const slice = Math.floor(now.getTime() / 60_000) % RECOVERY_SLICES;
      for (const corp of await q.dingtalkCorpsInSlice(db.system, slice, RECOVERY_SLICES)) {
        if (corp.enterpriseId) await jobs.enqueue(db.system, { enterpriseId: corp.enterpriseId, kind: IN_APP_RECOVERY_JOB, payload: {} });
      }
    }),
  );
  addHook(() => scheduleMinuteTick(db.system, jobs, RECOVERY_TICK, new Date()));
}
