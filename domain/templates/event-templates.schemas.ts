import { z } from 'zod';
import { EVENT_RECIPIENTS, EVENT_STAGES, EVENT_STAGE_NAMES } from './template.constants';
import { ProcessStepsSchema, TemplateListQuerySchema, flag, idSchema, timeoutSchema, timeoutUnitSchema, uniqueBy } from './template-common.schemas';
import { TemplateFormSchema, type TemplateForm } from './template-form.schemas';

/** Event form switches (spec part 1 section 3): what the event form shows besides its fields. */
export const EventSwitchesSchema = z.object({
  is_enable_serviceitem: flag(true),
  is_enable_priority: flag(true),
  is_enable_customer: flag(true),
});

/** An event overrunning a stage (the time it spends in one state) after the timeout; noticed to the recipients. */
export const EventTimeoutSchema = z.object({
  stage: z.literal(EVENT_STAGES, { error: '超时阶段只能是 1 到 5' }),
  timeout: timeoutSchema,
  unit: timeoutUnitSchema,
  notify: z
    .array(z.literal(EVENT_RECIPIENTS, { error: '通知对象只能是 601 到 605 或 620' }))
    .default([])
    .transform((codes) => [...new Set(codes)]),
});
export type EventTimeout = z.infer<typeof EventTimeoutSchema>;

export const EventTemplateSettingsSchema = z.object({
  switches: EventSwitchesSchema.prefault({}),
  timeouts: z
    .array(EventTimeoutSchema)
    .max(EVENT_STAGES.length, `超时规则最多${EVENT_STAGES.length}条`)
    .default([])
    .superRefine(uniqueBy((t) => t.stage, 'stage', (t) => `阶段“${EVENT_STAGE_NAMES[t.stage]}”的超时规则重复`)),
  process: ProcessStepsSchema.default([]),
});
export type EventTemplateSettings = z.infer<typeof EventTemplateSettingsSchema>;

/** POST /v2/eventTemp/save. */
export const SaveEventTemplateSchema = z.object({
  id: idSchema.optional(),
  name: z.string({ error: '请输入事件模板名称' }).trim().min(1, '请输入事件模板名称').max(30, '事件模板名称最多30个字'),
  enabled: flag(true),
  form: TemplateFormSchema,
  settings: EventTemplateSettingsSchema.prefault({}),
});
export type SaveEventTemplateInput = z.infer<typeof SaveEventTemplateSchema>;

export const EventTemplateListQuerySchema = TemplateListQuerySchema;
export type EventTemplateListQuery = z.infer<typeof EventTemplateListQuerySchema>;
export const EventTemplateCountQuerySchema = EventTemplateListQuerySchema.omit({ pageIndex: true, pageSize: true });

/** A row of GET /v2/eventTemp/list and the answer of /v2/eventTemp/detail and /v2/eventTemp/save. */
export interface EventTemplateRow {
  id: number;
  name: string;
  enabled: boolean;
  form: TemplateForm;
  settings: EventTemplateSettings;
  createTime: string;
  updateTime: string;
}
