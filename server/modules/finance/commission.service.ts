import { Messages } from '@domain/common/messages';
import { bpToPercent, CommissionBase, CommissionMethod, FULL_BP, type CommissionBaseCode, type CommissionMethodCode } from '@domain/finance/commission';
import type { CommissionRuleRow, RatioRow, RuleListQuery, SaveRuleInput } from '@domain/finance/commission.schemas';
import { toYuan } from '@domain/finance/money';
import type { Database, Tx } from '../../db/database';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { recordOperation } from '../audit/audit.public';
import { orderTypeQueries } from '../templates/templates.public';
import * as q from './commission.queries';
import type { FinanceActor } from './receive.service';

export const RuleTexts = {
  kind: '提成规则',
  notFound: '提成规则不存在',
  stale: '提成规则已被他人修改，请刷新后重试',
  orderTypeNotFound: 'orderTmplIds: 工单类型不存在',
} as const;

export const ruleRow = (r: q.RuleVersionRecord): CommissionRuleRow => ({
  id: r.ruleKey,
  versionId: r.id,
  name: r.name,
  base: r.base as CommissionBaseCode,
  method: r.method as CommissionMethodCode,
  rate: bpToPercent(r.rateBp),
  amount: toYuan(r.amountFen),
  moneyItemId: r.moneyItemId,
  serviceItemId: r.serviceItemId,
  ownerRatio: bpToPercent(r.ownerBp),
  collaboratorRatio: bpToPercent(r.collaboratorsBp),
  leaderRatio: bpToPercent(r.leaderBp),
  orderTmplIds: r.orderTypeIds ?? [],
  validFrom: r.validFrom.toISOString(),
});

const ratioRow = (r: q.RuleVersionRecord): RatioRow => ({ ruleId: r.ruleKey, ownerRatio: bpToPercent(r.ownerBp), collaboratorRatio: bpToPercent(r.collaboratorsBp), leaderRatio: bpToPercent(r.leaderBp) });

const fieldsOf = (r: q.RuleVersionRecord): q.RuleFields => ({
  name: r.name,
  base: r.base,
  method: r.method,
  rateBp: r.rateBp,
  amountFen: r.amountFen,
  moneyItemId: r.moneyItemId,
  serviceItemId: r.serviceItemId,
  ownerBp: r.ownerBp,
  collaboratorsBp: r.collaboratorsBp,
  leaderBp: r.leaderBp,
  orderTypeIds: r.orderTypeIds,
  createdBy: r.createdBy,
});

/**
 * Commission rules (/financeSetting; /v2/personSettlementCommissionRuleSetting/rule/...). Every
 * change is a new version from now on; the version it replaces stays for orders completed before.
 */
export class CommissionRuleService {
  constructor(private readonly db: Database) {}

  async list(enterpriseId: number, query: RuleListQuery): Promise<CommissionRuleRow[]> {
    return (await this.db.tenant(enterpriseId, (tx) => q.listCurrent(tx, enterpriseId, query, query))).map(ruleRow);
  }

  count(enterpriseId: number, query: Pick<RuleListQuery, 'name' | 'orderTmplId'>): Promise<number> {
    return this.db.tenant(enterpriseId, (tx) => q.countCurrent(tx, enterpriseId, query));
  }

  get(enterpriseId: number, ruleId: number): Promise<CommissionRuleRow> {
    return this.db.tenant(enterpriseId, async (tx) => {
      const row = await q.findCurrent(tx, enterpriseId, ruleId);
      if (!row) throw notFound(RuleTexts.notFound);
      return ruleRow(row);
    });
  }

  private async checkOrderTypes(tx: Tx, enterpriseId: number, ids: number[]) {
    const found = await orderTypeQueries.find(tx, enterpriseId, ids);
    if (found.length !== new Set(ids).size) throw badRequest(RuleTexts.orderTypeNotFound);
  }

  /** Replaces the rule's current version by `change(current)` from now on; refused when another change came first. */
  private async newVersion(actor: FinanceActor, ruleId: number, action: string, change: (current: q.RuleFields) => q.RuleFields | Promise<q.RuleFields>, tx: Tx): Promise<CommissionRuleRow> {
    const { enterpriseId } = actor;
    const [before] = await q.lockCurrent(tx, enterpriseId, [ruleId]);
    if (!before) throw notFound(RuleTexts.notFound);
    const now = new Date();
    const fields = await change(fieldsOf(before));
    if (!(await q.closeVersion(tx, enterpriseId, before.id, now))) throw conflict(RuleTexts.stale);
    const id = await q.insertVersion(tx, enterpriseId, ruleId, { ...fields, createdBy: actor.userId }, now);
    const after = (await q.findCurrent(tx, enterpriseId, ruleId))!;
    await recordOperation(tx, { ...actor, module: 'finance', action, targetId: ruleId, summary: `修改${RuleTexts.kind}：${after.name}（版本${id}）`, before: ruleRow(before), after: ruleRow(after) });
    return ruleRow(after);
  }

  save(actor: FinanceActor, input: SaveRuleInput): Promise<CommissionRuleRow> {
    const { enterpriseId } = actor;
    const method = input.base === CommissionBase.fixedPerOrder ? CommissionMethod.amount : input.method;
    const terms = {
      name: input.name,
      base: input.base,
      method,
      rateBp: method === CommissionMethod.rate ? (input.rate ?? 0) : 0,
      amountFen: method === CommissionMethod.amount ? (input.amount ?? 0) : 0,
      moneyItemId: input.base === CommissionBase.feeItem ? (input.moneyItemId ?? null) : null,
      serviceItemId: input.base === CommissionBase.perServiceItem ? (input.serviceItemId ?? null) : null,
      orderTypeIds: [...new Set(input.orderTmplIds)],
    };
    const ratios =
      input.ownerRatio === undefined && input.collaboratorRatio === undefined && input.leaderRatio === undefined
        ? null
        : { ownerBp: input.ownerRatio ?? 0, collaboratorsBp: input.collaboratorRatio ?? 0, leaderBp: input.leaderRatio ?? 0 };
    return this.db.tenant(enterpriseId, async (tx) => {
      await this.checkOrderTypes(tx, enterpriseId, terms.orderTypeIds);
      if (input.id) return this.newVersion(actor, input.id, 'commission-rule.update', (current) => ({ ...current, ...terms, ...(ratios ?? {}) }), tx);
      const id = await q.insertRule(tx, enterpriseId, { ...terms, ...(ratios ?? { ownerBp: FULL_BP, collaboratorsBp: 0, leaderBp: 0 }), createdBy: actor.userId }, new Date());
      const after = (await q.findCurrent(tx, enterpriseId, id))!;
      await recordOperation(tx, { ...actor, module: 'finance', action: 'commission-rule.create', targetId: id, summary: `新增${RuleTexts.kind}：${after.name}`, after: ruleRow(after) });
      return ruleRow(after);
    });
  }

  /** Ends the rules from now on (orders completed before still use them); all or none. */
  async remove(actor: FinanceActor, ruleIds: number[]): Promise<void> {
    if (ruleIds.length === 0) throw badRequest(Messages.deleteNothingSelected);
    const { enterpriseId } = actor;
    await this.db.tenant(enterpriseId, async (tx) => {
      const found = await q.lockCurrent(tx, enterpriseId, ruleIds);
      if (found.length !== new Set(ruleIds).size) throw notFound(RuleTexts.notFound);
      const now = new Date();
      for (const r of found) await q.closeVersion(tx, enterpriseId, r.id, now);
      await recordOperation(tx, { ...actor, module: 'finance', action: 'commission-rule.delete', targetId: ruleIds.join(','), summary: `删除${RuleTexts.kind}：${found.map((r) => r.name).join('、')}`, before: found.map(ruleRow) });
    });
  }

  saveRatio(actor: FinanceActor, ruleId: number, ratios: { ownerBp: number; collaboratorsBp: number; leaderBp: number }): Promise<CommissionRuleRow> {
    return this.db.tenant(actor.enterpriseId, (tx) => this.newVersion(actor, ruleId, 'commission-rule.ratio', (current) => ({ ...current, ...ratios }), tx));
  }

  /** DELETE .../delete/distribute/ratio: back to everything to the owner. */
  resetRatio(actor: FinanceActor, ruleId: number): Promise<CommissionRuleRow> {
    return this.saveRatio(actor, ruleId, { ownerBp: FULL_BP, collaboratorsBp: 0, leaderBp: 0 });
  }

  async ratios(enterpriseId: number, ruleId: number): Promise<RatioRow[]> {
    return this.db.tenant(enterpriseId, async (tx) => {
      const row = await q.findCurrent(tx, enterpriseId, ruleId);
      if (!row) throw notFound(RuleTexts.notFound);
      return [ratioRow(row)];
    });
  }

  async applicable(enterpriseId: number, ruleId: number): Promise<{ orderTmplId: number; name: string }[]> {
    return this.db.tenant(enterpriseId, async (tx) => {
      const row = await q.findCurrent(tx, enterpriseId, ruleId);
      if (!row) throw notFound(RuleTexts.notFound);
      const types = await orderTypeQueries.find(tx, enterpriseId, row.orderTypeIds ?? []);
      return types.map((t) => ({ orderTmplId: t.id, name: t.name }));
    });
  }

  addApplicable(actor: FinanceActor, ruleId: number, orderTypeIds: number[]): Promise<CommissionRuleRow> {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      await this.checkOrderTypes(tx, actor.enterpriseId, orderTypeIds);
      return this.newVersion(actor, ruleId, 'commission-rule.applic', (current) => ({ ...current, orderTypeIds: [...new Set([...(current.orderTypeIds ?? []), ...orderTypeIds])] }), tx);
    });
  }

  removeApplicable(actor: FinanceActor, ruleId: number, orderTypeIds: number[]): Promise<CommissionRuleRow> {
    return this.db.tenant(actor.enterpriseId, (tx) =>
      this.newVersion(actor, ruleId, 'commission-rule.applic', (current) => ({ ...current, orderTypeIds: (current.orderTypeIds ?? []).filter((id) => !orderTypeIds.includes(id)) }), tx),
    );
  }
}
