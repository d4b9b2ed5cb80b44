import { toFen } from '@domain/finance/money';
import { RewardOp, rewardMachine, type RewardActor, type RewardView } from '@domain/finance/reward.machine';
import { RewardState, RewardTexts, type AddRewardInput, type RewardListQuery, type RewardProcessStep, type RewardRow } from '@domain/finance/rewards.schemas';
import type { Database } from '../../db/database';
import { badRequest, conflict, enforce, notFound } from '../../lib/app-error';
import { recordOperation } from '../audit/audit.public';
import { orderFinanceFacts } from '../orders/orders.public';
import { findUser } from '../users/users.public';
import type { FinanceActor } from './receive.service';
import * as q from './rewards.queries';

/** Rewards and penalties (/commission): filed with a reason, approved by finance, then part of the settlement. */
export class RewardsService {
  constructor(private readonly db: Database) {}

  list(enterpriseId: number, query: RewardListQuery, viewer: RewardActor): Promise<RewardView[]> {
    return this.db.tenant(enterpriseId, async (tx) => (await q.listRewards(tx, enterpriseId, query)).map((row) => ({ ...row, operations: rewardMachine.allowedOperations(row, viewer) })));
  }

  count(enterpriseId: number, query: Pick<RewardListQuery, 'state' | 'userId'>): Promise<number> {
    return this.db.tenant(enterpriseId, (tx) => q.countRewards(tx, enterpriseId, query));
  }

  add(actor: FinanceActor, input: AddRewardInput): Promise<RewardRow> {
    const { enterpriseId } = actor;
    return this.db.tenant(enterpriseId, async (tx) => {
      if (!(await findUser(tx, enterpriseId, input.userId))) throw badRequest(RewardTexts.userNotFound);
      if (input.orderId) {
        const order = await orderFinanceFacts(tx, enterpriseId, input.orderId);
        if (!order || order.deleted) throw badRequest(RewardTexts.orderNotFound);
      }
      const id = await q.insertReward(tx, enterpriseId, { userId: input.userId, amountFen: toFen(input.amount), reason: input.reason, orderId: input.orderId ?? null, createdBy: actor.userId });
      const row = (await q.findReward(tx, enterpriseId, id))!;
      await recordOperation(tx, { ...actor, module: 'finance', action: 'reward.add', targetId: id, summary: `${toFen(input.amount) > 0 ? '奖励' : '处罚'} ${input.amount} 元：${input.reason}`, after: row });
      return row;
    });
  }

  decide(actor: FinanceActor & RewardActor, id: number, pass: boolean, remark: string): Promise<RewardRow> {
    const { enterpriseId } = actor;
    return this.db.tenant(enterpriseId, async (tx) => {
      const before = await q.findReward(tx, enterpriseId, id);
      if (!before) throw notFound(RewardTexts.notFound);
      const verdict = rewardMachine.decide(before, actor, pass ? RewardOp.approve : RewardOp.reject);
      enforce(verdict);
      // Conditional on the row still waiting: of two deciders at once only the first wins.
      const done = await q.decideReward(tx, enterpriseId, id, { state: verdict.to!, by: actor.userId, remark });
      if (!done) throw conflict(RewardTexts.decided);
      const after = (await q.findReward(tx, enterpriseId, id))!;
      await recordOperation(tx, { ...actor, module: 'finance', action: pass ? 'reward.approve' : 'reward.reject', targetId: id, summary: `${pass ? '通过' : '驳回'}奖惩：${before.reason}`, before, after });
      return after;
    });
  }

  process(enterpriseId: number, id: number): Promise<RewardProcessStep[]> {
    return this.db.tenant(enterpriseId, async (tx) => {
      const r = await q.findReward(tx, enterpriseId, id);
      if (!r) throw notFound(RewardTexts.notFound);
      const filed: RewardProcessStep = { step: 'filed', userId: r.createdBy, time: r.createTime, remark: r.reason };
      if (r.state === RewardState.pending) return [filed, { step: 'pending', userId: null, time: null, remark: '' }];
      return [filed, { step: r.state === RewardState.approved ? 'approved' : 'rejected', userId: r.decidedBy, time: r.decideTime, remark: r.decideRemark }];
    });
  }
}
