import { z } from 'zod';

/** A list screen's key, e.g. 'allCustomer', 'allOrder' (each list screen picks its own). */
export const LIST_KEY_PATTERN = /^[A-Za-z][\w-]{0,39}$/;
export const MAX_PLANS_PER_LIST = 20;

const id = z.coerce.number().int('id 须为正整数').positive('id 须为正整数');
const listKey = z.string({ error: '请指定列表' }).trim().regex(LIST_KEY_PATTERN, 'listKey 格式不正确');

export const ListKeyQuerySchema = z.object({ listKey });
export const PlanIdQuerySchema = z.object({ id });

/** POST /search/plan/save: the filter values of a list screen under a name. */
export const SaveSearchPlanSchema = z.object({
  id: id.optional(),
  listKey,
  name: z.string({ error: '请输入方案名称' }).trim().min(1, '请输入方案名称').max(20, '方案名称最多20个字'),
  conditions: z
    .record(z.string(), z.unknown(), { error: 'conditions 须为对象' })
    .refine((c) => JSON.stringify(c).length <= 4000, 'conditions 过长'),
  isDefault: z.boolean().default(false),
});
export type SaveSearchPlanInput = z.infer<typeof SaveSearchPlanSchema>;

/** POST /search/plan/set/default: makes a plan the list's default, or (isDefault false) clears it. */
export const SetDefaultPlanSchema = z.object({ id, isDefault: z.boolean().default(true) });

export interface SearchPlan {
  id: number;
  listKey: string;
  name: string;
  conditions: Record<string, unknown>;
  isDefault: boolean;
  updatedAt: string;
}

export const SearchPlanErrors = {
  notFound: '搜索方案不存在',
  nameTaken: '方案名称已存在',
  tooMany: `每个列表最多保存${MAX_PLANS_PER_LIST}个方案`,
} as const;
