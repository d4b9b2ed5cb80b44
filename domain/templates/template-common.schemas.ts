import { z } from 'zod';
import { PagingSchema } from '../common/paging';
import { commaIdsSchema } from '../users/users.schemas';
import { TIMEOUT_UNITS } from './template.constants';

export const idSchema = z.coerce.number({ error: 'id 须为正整数' }).int('id 须为正整数').positive('id 须为正整数');

/** Query parameters a form may send empty ('keyword='): empty means "not given". */
export const optionalParam = <S extends z.ZodType>(schema: S) => z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

/** A yes/no setting with its default. */
export const flag = (byDefault: boolean) => z.boolean({ error: '须为 true 或 false' }).default(byDefault);

export const MAX_TIMEOUT = 9999;
export const timeoutSchema = z
  .number({ error: '请输入超时时长' })
  .int('超时时长须为整数')
  .min(1, '超时时长须大于0')
  .max(MAX_TIMEOUT, `超时时长最多${MAX_TIMEOUT}`);
export const timeoutUnitSchema = z.literal(TIMEOUT_UNITS, { error: '时间单位只能是 1 分钟、2 小时、3 天' });

/** Refuses the second of two list entries with the same `pick` value, naming it with `label`. */
export function uniqueBy<T>(pick: (item: T) => unknown, field: string, label: (item: T) => string) {
  return (items: T[], ctx: z.RefinementCtx) => {
    const seen = new Set<unknown>();
    items.forEach((item, index) => {
      const value = pick(item);
      if (seen.has(value)) ctx.addIssue({ code: 'custom', message: label(item), path: [index, field] });
      seen.add(value);
    });
  };
}

export const MAX_PROCESS_STEPS = 30;
/** A process: its steps in order, each optionally with the people who handle it. */
export const ProcessStepsSchema = z
  .array(
    z.object({
      name: z.string({ error: '请输入流程名称' }).trim().min(1, '请输入流程名称').max(20, '流程名称最多20个字'),
      userIds: z
        .array(idSchema)
        .max(50, '每个流程最多50名处理人')
        .default([])
        .transform((ids) => [...new Set(ids)]),
    }),
  )
  .max(MAX_PROCESS_STEPS, `流程最多${MAX_PROCESS_STEPS}个步骤`)
  .superRefine(uniqueBy((step) => step.name, 'name', (step) => `流程“${step.name}”重复`));
export type ProcessStep = z.infer<typeof ProcessStepsSchema>[number];

export const IdQuerySchema = z.object({ id: idSchema });
export const DeleteIdsQuerySchema = z.object({ ids: commaIdsSchema() });
export const EnableTemplateSchema = z.object({ id: idSchema, enabled: z.boolean({ error: '须为 true 或 false' }) });
/** PUT /v2/temp/sort and /v2/eventTemp/sort: one place up (-1) or down (1) in the list (the spec names no call). */
export const MoveTemplateSchema = z.object({
  id: idSchema,
  step: z.union([z.literal(-1), z.literal(1)], { error: 'step 只能是 -1（上移）或 1（下移）' }),
});

export const TemplateListQuerySchema = PagingSchema.extend({
  keyword: optionalParam(z.string().trim().max(30, 'keyword 最多30个字')),
});

export interface UserRef {
  id: number;
  name: string;
}
