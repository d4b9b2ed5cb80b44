import { z } from 'zod';
import { PagingSchema } from '../common/paging';

/** Approval state of a reward or penalty: 0 pending, 1 approved, 2 rejected (the spec's approval status codes). */
export const RewardState = { pending: 0, approved: 1, rejected: 2 } as const;
export type RewardStateCode = (typeof RewardState)[keyof typeof RewardState];
export const REWARD_STATES = Object.values(RewardState) as RewardStateCode[];
export const REWARD_STATE_NAMES: Record<RewardStateCode, string> = { 0: '待审批', 1: '已通过', 2: '已驳回' };

export const RewardTexts = {
  notFound: '奖惩记录不存在',
  decided: '该奖惩已审批',
  userNotFound: 'userId: 人员不存在',
  orderNotFound: 'orderId: 工单不存在',
  added: '提交成功',
  approved: '审批通过',
  rejected: '已驳回',
} as const;

const id = (field: string) => z.coerce.number({ error: `${field} 须为正整数` }).int(`${field} 须为正整数`).positive(`${field} 须为正整数`);
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const optional = <S extends z.ZodType>(schema: S) => z.preprocess(blankToUndefined, schema.optional());

const AMOUNT = 'amount 须为不为0、最多两位小数的金额（罚款填负数）';
/** POST /rewards/addRewardsForm: person, amount (positive reward, negative penalty, never 0), reason, optional order. */
export const AddRewardSchema = z.object({
  userId: id('userId'),
  amount: z
    .preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string({ error: AMOUNT }).trim().regex(/^-?\d{1,10}(\.\d{1,2})?$/, AMOUNT))
    .refine((s) => Number(s) !== 0, AMOUNT),
  reason: z.string({ error: '请输入奖惩原因' }).trim().min(1, '请输入奖惩原因').max(200, 'reason 最多200个字'),
  orderId: optional(id('orderId')),
});
export type AddRewardInput = z.infer<typeof AddRewardSchema>;

export const RewardListQuerySchema = PagingSchema.extend({
  state: optional(
    z.coerce
      .number()
      .refine((n) => (REWARD_STATES as number[]).includes(n), `state 只能是 ${REWARD_STATES.join(', ')}`)
      .transform((n) => n as RewardStateCode),
  ),
  userId: optional(id('userId')),
});
export type RewardListQuery = z.infer<typeof RewardListQuerySchema>;
export const RewardIdQuerySchema = z.object({ id: id('id') });
/** POST /rewards/decide: finance approves or rejects a pending one. */
export const DecideRewardSchema = z.object({ id: id('id'), pass: z.boolean({ error: 'pass 须为 true 或 false' }), remark: z.string().trim().max(200, 'remark 最多200个字').default('') });

export interface RewardRow {
  id: number;
  userId: number;
  amount: string;
  reason: string;
  orderId: number | null;
  state: RewardStateCode;
  createdBy: number;
  createTime: string;
  decidedBy: number | null;
  decideTime: string | null;
  decideRemark: string;
}

/** GET /rewards/approvalProcess: the steps of one reward's approval. */
export interface RewardProcessStep {
  step: 'filed' | 'approved' | 'rejected' | 'pending';
  userId: number | null;
  time: string | null;
  remark: string;
}
