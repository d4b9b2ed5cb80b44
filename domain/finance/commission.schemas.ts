import { z } from 'zod';
import { PagingSchema } from '../common/paging';
import { commaIdsSchema } from '../users/users.schemas';
import { COMMISSION_BASES, COMMISSION_METHODS, CommissionBase, CommissionMethod, FULL_BP, percentToBp, ratiosRefusal, type CommissionBaseCode, type CommissionMethodCode, type ShareRole } from './commission';

const id = (field: string) => z.coerce.number({ error: `${field} 须为正整数` }).int(`${field} 须为正整数`).positive(`${field} 须为正整数`);
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const optional = <S extends z.ZodType>(schema: S) => z.preprocess(blankToUndefined, schema.optional());

/** A percentage 0–100 with at most two decimals, as basis points. */
const percent = (field: string) =>
  z
    .preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string({ error: `${field} 须为0到100之间、最多两位小数的百分比` }))
    .transform((text, ctx) => {
      const bp = percentToBp(text);
      if (bp === null || bp > FULL_BP) {
        ctx.addIssue({ code: 'custom', message: `${field} 须为0到100之间、最多两位小数的百分比` });
        return z.NEVER;
      }
      return bp;
    });
const yuanToFen = (field: string) =>
  z
    .preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string({ error: `${field} 须为不小于0、最多两位小数的数字` }))
    .refine((s) => /^\d{1,10}(\.\d{1,2})?$/.test(s.trim()), `${field} 须为不小于0、最多两位小数的数字`)
    .transform((s) => {
      const [whole, frac = ''] = s.trim().split('.');
      return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
    });

const ratioFields = {
  ownerRatio: percent('ownerRatio'),
  collaboratorRatio: percent('collaboratorRatio'),
  leaderRatio: percent('leaderRatio'),
};
const ratiosSum = <T extends { ownerRatio: number; collaboratorRatio: number; leaderRatio: number }>(r: T, ctx: z.RefinementCtx) => {
  const refusal = ratiosRefusal({ ownerBp: r.ownerRatio, collaboratorsBp: r.collaboratorRatio, leaderBp: r.leaderRatio });
  // A rule across the three ratios, said in the roles' names: no one field's raw name before it.
  if (refusal) ctx.addIssue({ code: 'custom', message: refusal, path: [] });
};

/**
 * POST .../rule/save: a rule (new without id, else a new version of rule `id`). A rate (percent)
 * for method 1, an amount (yuan) for method 2; base 2 names a money item, base 4 a service item;
 * base 3 (fixed per order) is always an amount. Ratios default to everything to the owner.
 */
export const SaveRuleSchema = z
  .object({
    id: optional(id('id')),
    name: z.string({ error: '请输入规则名称' }).trim().min(1, '请输入规则名称').max(30, '规则名称最多30个字'),
    base: z.coerce
      .number({ error: `base 只能是 ${COMMISSION_BASES.join(', ')}` })
      .refine((n) => (COMMISSION_BASES as number[]).includes(n), `base 只能是 ${COMMISSION_BASES.join(', ')}`)
      .transform((n) => n as CommissionBaseCode),
    method: z.coerce
      .number({ error: `method 只能是 ${COMMISSION_METHODS.join(', ')}` })
      .refine((n) => (COMMISSION_METHODS as number[]).includes(n), `method 只能是 ${COMMISSION_METHODS.join(', ')}`)
      .transform((n) => n as CommissionMethodCode),
    rate: optional(percent('rate')),
    amount: optional(yuanToFen('amount')),
    moneyItemId: optional(id('moneyItemId')),
    serviceItemId: optional(id('serviceItemId')),
    orderTmplIds: z.array(id('orderTmplIds'), { error: 'orderTmplIds 须为id数组' }).max(200, 'orderTmplIds: 最多200个').default([]),
    ownerRatio: optional(percent('ownerRatio')),
    collaboratorRatio: optional(percent('collaboratorRatio')),
    leaderRatio: optional(percent('leaderRatio')),
  })
  .superRefine((r, ctx) => {
    const method = r.base === CommissionBase.fixedPerOrder ? CommissionMethod.amount : r.method;
    if (method === CommissionMethod.rate && r.rate === undefined) ctx.addIssue({ code: 'custom', message: '请输入提成比例', path: ['rate'] });
    if (method === CommissionMethod.amount && r.amount === undefined) ctx.addIssue({ code: 'custom', message: '请输入提成金额', path: ['amount'] });
    if (r.base === CommissionBase.feeItem && r.moneyItemId === undefined) ctx.addIssue({ code: 'custom', message: '请选择费用项目', path: ['moneyItemId'] });
    if (r.base === CommissionBase.perServiceItem && r.serviceItemId === undefined) ctx.addIssue({ code: 'custom', message: '请选择服务项目', path: ['serviceItemId'] });
    const given = [r.ownerRatio, r.collaboratorRatio, r.leaderRatio].filter((v) => v !== undefined).length;
    if (given > 0) ratiosSum({ ownerRatio: r.ownerRatio ?? 0, collaboratorRatio: r.collaboratorRatio ?? 0, leaderRatio: r.leaderRatio ?? 0 }, ctx);
  });
export type SaveRuleInput = z.infer<typeof SaveRuleSchema>;

export const RuleListQuerySchema = PagingSchema.extend({ name: optional(z.string().trim().max(30)), orderTmplId: optional(id('orderTmplId')) });
export type RuleListQuery = z.infer<typeof RuleListQuerySchema>;
export const RuleIdsQuerySchema = z.object({ ids: commaIdsSchema().refine((l) => l.length > 0, '请选择需要删除的行') });
export const RuleIdQuerySchema = z.object({ ruleId: id('ruleId') });

/** POST .../rule/save/distribute/ratio: the owner / collaborators / group leader split, summing to 100 %. */
export const SaveRatioSchema = z.object({ ruleId: id('ruleId'), ...ratioFields }).superRefine(ratiosSum);

/** POST .../rule/save/applic/tmpl adds order types; DELETE .../rule/delete/applic/tmpl?ruleId&orderTmplIds removes them. */
export const SaveApplicSchema = z.object({ ruleId: id('ruleId'), orderTmplIds: z.array(id('orderTmplIds'), { error: 'orderTmplIds 须为id数组' }).min(1, 'orderTmplIds: 请选择工单类型').max(200) });
export const DeleteApplicQuerySchema = z.object({ ruleId: id('ruleId'), orderTmplIds: commaIdsSchema(200).refine((l) => l.length > 0, 'orderTmplIds: 请选择工单类型') });

/** A rule as it stands now (its current version). Rates and ratios are percent text, amounts yuan text. */
export interface CommissionRuleRow {
  /** The rule's id (stable across versions). */
  id: number;
  versionId: number;
  name: string;
  base: CommissionBaseCode;
  method: CommissionMethodCode;
  rate: string;
  amount: string;
  moneyItemId: number | null;
  serviceItemId: number | null;
  ownerRatio: string;
  collaboratorRatio: string;
  leaderRatio: string;
  orderTmplIds: number[];
  validFrom: string;
}

export interface RatioRow {
  ruleId: number;
  ownerRatio: string;
  collaboratorRatio: string;
  leaderRatio: string;
}

// ---- settlement -------------------------------------------------------------------------------

const period = z.string({ error: 'period 须为 YYYY-MM' }).trim().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'period 须为 YYYY-MM');
export const PeriodQuerySchema = z.object({ period, userId: optional(id('userId')) });
export const SettleSchema = z.object({ period });
export const SettlementIdQuerySchema = z.object({ id: id('id') });
/** POST /v2/settlement/export: a settlement document into the download centre. */
export const SettlementExportSchema = z.object({ id: id('id'), format: z.enum(['xlsx', 'csv'], { error: 'format 只能是 xlsx 或 csv' }).default('xlsx') });

export interface OrderShareRow {
  orderId: number;
  /** The order's service group (team settlement sums by it); null without one. */
  groupId: number | null;
  orderNo: string;
  completedAt: string;
  ruleName: string;
  amount: string;
  roles: ShareRole[];
}

export interface PersonalSettlementRow {
  userId: number;
  commission: string;
  rewards: string;
  total: string;
  orderCount: number;
}

export interface PersonalSettlement {
  period: string;
  /** The settlement document of the period, when it is settled (its figures are then the document's). */
  settlementId: number | null;
  rows: PersonalSettlementRow[];
  total: string;
}

export interface PersonalDetail {
  period: string;
  userId: number;
  settlementId: number | null;
  row: PersonalSettlementRow;
  orders: OrderShareRow[];
}

export interface SettlementDocument {
  id: number;
  period: string;
  total: string;
  orderCount: number;
  createdBy: number | null;
  createTime: string;
  /** Each person's line; a line's order shares are the personal detail of the document's period. */
  rows: PersonalSettlementRow[];
}

/** GET /v2/settlement/group/list and detail: a team's commission of the period (its orders' shares), by group. */
export const GroupQuerySchema = z.object({ period, groupId: optional(id('groupId')) });

export interface GroupSettlementRow {
  groupId: number | null;
  groupName: string;
  commission: string;
  orderCount: number;
  people: { userId: number; commission: string }[];
}

export interface GroupSettlement {
  period: string;
  settlementId: number | null;
  rows: GroupSettlementRow[];
}
