import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FinancePaths } from '@domain/finance/finance.paths';
import { AddRewardSchema, DecideRewardSchema, RewardIdQuerySchema, RewardListQuerySchema, RewardTexts } from '@domain/finance/rewards.schemas';
import { Role } from '@domain/shell/roles';
import { parse, parseBody } from '../../lib/parse';
import { caller } from '../../plugins/auth';
import type { FinanceActor } from './receive.service';
import type { RewardsService } from './rewards.service';

/** Finance files and decides; dispatchers and directors may file (a proposal waiting for finance). */
const filers = { config: { roles: [Role.finance, Role.admin, Role.dispatcher, Role.director] } };
const financeOnly = { config: { roles: [Role.finance, Role.admin] } };
const enterpriseOf = (request: FastifyRequest) => caller(request).enterprise.id;
const actorOf = (request: FastifyRequest): FinanceActor => {
  const { user, enterprise } = caller(request);
  return { enterpriseId: enterprise.id, userId: user.id };
};
/** Finance and the administrator see everyone's; the others their own only. */
const ownUnlessFinance = (request: FastifyRequest, userId?: number) => {
  const { user } = caller(request);
  return user.currentRole === Role.finance || user.currentRole === Role.admin ? userId : user.id;
};

/** Rewards and penalties (/commission; POST /rewards/addRewardsForm, GET /rewards/list, /count, /approvalProcess). */
export async function rewardsRoutes(app: FastifyInstance, { rewards }: { rewards: RewardsService }) {
  app.post(FinancePaths.rewardAdd, filers, async (request) => {
    const input = parseBody(AddRewardSchema, request);
    return { success: true, message: RewardTexts.added, data: await rewards.add(actorOf(request), input) };
  });
  app.get(FinancePaths.rewardList, async (request) => {
    const query = parse(RewardListQuerySchema, request.query);
    const viewer = { role: caller(request).user.currentRole };
    return { success: true, data: await rewards.list(enterpriseOf(request), { ...query, userId: ownUnlessFinance(request, query.userId) }, viewer) };
  });
  app.get(FinancePaths.rewardCount, async (request) => {
    const query = parse(RewardListQuerySchema, request.query);
    return { success: true, data: await rewards.count(enterpriseOf(request), { ...query, userId: ownUnlessFinance(request, query.userId) }) };
  });
  app.get(FinancePaths.rewardProcess, financeOnly, async (request) => {
    const { id } = parse(RewardIdQuerySchema, request.query);
    return { success: true, data: await rewards.process(enterpriseOf(request), id) };
  });
  app.post(FinancePaths.rewardDecide, financeOnly, async (request) => {
    const { id, pass, remark } = parseBody(DecideRewardSchema, request);
    return { success: true, message: pass ? RewardTexts.approved : RewardTexts.rejected, data: await rewards.decide({ ...actorOf(request), role: caller(request).user.currentRole }, id, pass, remark) };
  });
}
