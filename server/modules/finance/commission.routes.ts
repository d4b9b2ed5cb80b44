import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Messages } from '@domain/common/messages';
import {
  DeleteApplicQuerySchema,
  GroupQuerySchema,
  PeriodQuerySchema,
  RuleIdQuerySchema,
  RuleIdsQuerySchema,
  RuleListQuerySchema,
  SaveApplicSchema,
  SaveRatioSchema,
  SaveRuleSchema,
  SettleSchema,
  SettlementExportSchema,
  SettlementIdQuerySchema,
} from '@domain/finance/commission.schemas';
import { FinancePaths } from '@domain/finance/finance.paths';
import { Role } from '@domain/shell/roles';
import { parse, parseBody } from '../../lib/parse';
import { caller } from '../../plugins/auth';
import { exportRoute, type ExportService } from '../downloads/downloads.public';
import type { CommissionRuleService } from './commission.service';
import type { FinanceActor } from './receive.service';
import { SettlementTexts, type SettlementService } from './settlement.service';

const financeOnly = { config: { roles: [Role.finance, Role.admin] } };
const enterpriseOf = (request: FastifyRequest) => caller(request).enterprise.id;
const actorOf = (request: FastifyRequest): FinanceActor => {
  const { user, enterprise } = caller(request);
  return { enterpriseId: enterprise.id, userId: user.id };
};
/** Finance (and the administrator) see everyone's commission; every other role only their own. */
const seesAll = (request: FastifyRequest) => {
  const role = caller(request).user.currentRole;
  return role === Role.finance || role === Role.admin;
};

/** Commission rules (/v2/personSettlementCommissionRuleSetting/rule/..., spec part 2 section 7) and personal settlement. */
/** The download centre's key of a settlement document's export. */
export const SETTLEMENT_EXPORT = 'finance-settlement';

export async function commissionRoutes(
  app: FastifyInstance,
  { rules, settlement, exports }: { rules: CommissionRuleService; settlement: SettlementService; exports: ExportService },
) {
  app.get(FinancePaths.ruleList, financeOnly, async (request) => {
    const query = parse(RuleListQuerySchema, request.query);
    return { success: true, data: await rules.list(enterpriseOf(request), query) };
  });
  app.get(FinancePaths.ruleCount, financeOnly, async (request) => {
    const query = parse(RuleListQuerySchema, request.query);
    return { success: true, data: await rules.count(enterpriseOf(request), query) };
  });
  app.post(FinancePaths.ruleSave, financeOnly, async (request) => {
    const input = parseBody(SaveRuleSchema, request);
    return { success: true, message: Messages.saveOk, data: await rules.save(actorOf(request), input) };
  });
  app.delete(FinancePaths.ruleDelete, financeOnly, async (request) => {
    const { ids } = parse(RuleIdsQuerySchema, request.query);
    await rules.remove(actorOf(request), ids);
    return { success: true, message: Messages.deleteOk };
  });
  app.post(FinancePaths.ratioSave, financeOnly, async (request) => {
    const r = parseBody(SaveRatioSchema, request);
    const data = await rules.saveRatio(actorOf(request), r.ruleId, { ownerBp: r.ownerRatio, collaboratorsBp: r.collaboratorRatio, leaderBp: r.leaderRatio });
    return { success: true, message: Messages.saveOk, data };
  });
  app.get(FinancePaths.ratioList, financeOnly, async (request) => {
    const { ruleId } = parse(RuleIdQuerySchema, request.query);
    return { success: true, data: await rules.ratios(enterpriseOf(request), ruleId) };
  });
  app.get(FinancePaths.ratioCount, financeOnly, async (request) => {
    const { ruleId } = parse(RuleIdQuerySchema, request.query);
    return { success: true, data: (await rules.ratios(enterpriseOf(request), ruleId)).length };
  });
  app.delete(FinancePaths.ratioDelete, financeOnly, async (request) => {
    const { ruleId } = parse(RuleIdQuerySchema, request.query);
    return { success: true, message: Messages.deleteOk, data: await rules.resetRatio(actorOf(request), ruleId) };
  });
  app.get(FinancePaths.applicList, financeOnly, async (request) => {
    const { ruleId } = parse(RuleIdQuerySchema, request.query);
    return { success: true, data: await rules.applicable(enterpriseOf(request), ruleId) };
  });
  app.post(FinancePaths.applicSave, financeOnly, async (request) => {
    const { ruleId, orderTmplIds } = parseBody(SaveApplicSchema, request);
    return { success: true, message: Messages.saveOk, data: await rules.addApplicable(actorOf(request), ruleId, orderTmplIds) };
  });
  app.delete(FinancePaths.applicDelete, financeOnly, async (request) => {
    const { ruleId, orderTmplIds } = parse(DeleteApplicQuerySchema, request.query);
    return { success: true, message: Messages.deleteOk, data: await rules.removeApplicable(actorOf(request), ruleId, orderTmplIds) };
  });

  app.get(FinancePaths.personalList, async (request) => {
    const { period, userId } = parse(PeriodQuerySchema, request.query);
    const only = seesAll(request) ? userId : caller(request).user.id;
    return { success: true, data: await settlement.list(enterpriseOf(request), period, only) };
  });
  app.get(FinancePaths.personalDetail, async (request) => {
    const { period, userId } = parse(PeriodQuerySchema, request.query);
    const who = seesAll(request) ? (userId ?? caller(request).user.id) : caller(request).user.id;
    return { success: true, data: await settlement.detail(enterpriseOf(request), period, who) };
  });
  app.get(FinancePaths.groupList, async (request) => {
    const { period, groupId } = parse(GroupQuerySchema, request.query);
    return { success: true, data: await settlement.groupsSeenBy({ ...actorOf(request), seesAll: seesAll(request) }, period, groupId) };
  });
  app.post(FinancePaths.settle, financeOnly, async (request) => {
    const { period } = parseBody(SettleSchema, request);
    return { success: true, message: SettlementTexts.settled, data: await settlement.settlePeriod(actorOf(request), period) };
  });
  exportRoute(app, exports, {
    path: FinancePaths.settlementExport,
    roles: financeOnly.config.roles,
    schema: SettlementExportSchema,
    source: SETTLEMENT_EXPORT,
    filter: async ({ id }, { enterpriseId }) => {
      // Refuses another enterprise's or an unknown document before queueing.
      await settlement.document(enterpriseId, id);
      return { settlementId: id };
    },
  });
  app.get(FinancePaths.settlementDetail, async (request) => {
    const { id } = parse(SettlementIdQuerySchema, request.query);
    return { success: true, data: await settlement.document(enterpriseOf(request), id, seesAll(request) ? undefined : caller(request).user.id) };
  });
}
