import { z } from 'zod';
import {
  DISPATCH_MODES,
  DispatchMode,
  ORDER_RECIPIENTS,
  ORDER_TIME_NODES,
  ORDER_TIME_NODE_NAMES,
  PICK_UP_LIMIT_OPTIONS,
  TEMPLATE_KINDS,
  type TemplateKindValue,
} from './template.constants';
import {
  ProcessStepsSchema,
  TemplateListQuerySchema,
  flag,
  idSchema,
  optionalParam,
  timeoutSchema,
  timeoutUnitSchema,
  uniqueBy,
} from './template-common.schemas';
import { TemplateFormSchema, type TemplateForm } from './template-form.schemas';

const kindSchema = z.enum(TEMPLATE_KINDS, { error: 'kind 只能是 internal（内部工单）或 external（外部工单）' });

export const ApprovalsSchema = z.object({
  create: flag(false),
  complete: flag(false),
  receipt: flag(false),
  collection: flag(false),
});

/** Who new orders of the type go to: mode 'user' needs userId, 'group' needs groupId; the other id is dropped. */
export const DefaultDispatchSchema = z
  .object({
    mode: z.enum(DISPATCH_MODES, { error: 'mode 只能是 none、user 或 group' }),
    userId: idSchema.nullish(),
    groupId: idSchema.nullish(),
  })
  .superRefine((d, ctx) => {
    if (d.mode === DispatchMode.user && !d.userId) ctx.addIssue({ code: 'custom', message: '请选择默认派单人员', path: ['userId'] });
    if (d.mode === DispatchMode.group && !d.groupId) ctx.addIssue({ code: 'custom', message: '请选择默认派单服务组', path: ['groupId'] });
  })
  .transform((d) => ({
    mode: d.mode,
    userId: d.mode === DispatchMode.user ? (d.userId ?? null) : null,
    groupId: d.mode === DispatchMode.group ? (d.groupId ?? null) : null,
  }));
export type DefaultDispatch = z.infer<typeof DefaultDispatchSchema>;

export const MAX_PICK_UP_MINUTES = 525_600;
/** The order must be picked up within `minutes`, and before the step `option` names (spec part 1 section 9). */
export const PickUpLimitSchema = z.object({
  option: z.literal(PICK_UP_LIMIT_OPTIONS, { error: '接单时限选项只能是 1 到 9' }),
  minutes: z
    .number({ error: '请输入接单时限' })
    .int('接单时限须为整数分钟')
    .min(1, '接单时限须大于0')
    .max(MAX_PICK_UP_MINUTES, `接单时限最多${MAX_PICK_UP_MINUTES}分钟`),
});
export type PickUpLimit = z.infer<typeof PickUpLimitSchema>;

/** An SLA rule: counted from an order time node, overdue after the timeout, noticed to the recipients. */
export const SlaRuleSchema = z.object({
  node: z.literal(ORDER_TIME_NODES, { error: '时间节点只能是 0 到 13' }),
  timeout: timeoutSchema,
  unit: timeoutUnitSchema,
  notify: z
    .array(z.literal(ORDER_RECIPIENTS, { error: '通知对象只能是 101 到 107 或 120' }), { error: '请选择通知对象' })
    .min(1, '请选择通知对象')
    .transform((codes) => [...new Set(codes)]),
});
export type SlaRule = z.infer<typeof SlaRuleSchema>;

export const MAX_SLA_RULES = ORDER_TIME_NODES.length;

export const OrderTypeSettingsSchema = z.object({
  approvals: ApprovalsSchema.prefault({}),
  acceptance: flag(false),
  defaultDispatch: DefaultDispatchSchema.prefault({ mode: DispatchMode.none }),
  receivePaymentTemplateIds: z
    .array(idSchema)
    .max(50, '收款模板最多50个')
    .default([])
    .transform((ids) => [...new Set(ids)]),
  pickUpLimit: PickUpLimitSchema.nullable().default(null),
  sla: z
    .array(SlaRuleSchema)
    .max(MAX_SLA_RULES, `SLA 规则最多${MAX_SLA_RULES}条`)
    .default([])
    .superRefine(uniqueBy((rule) => rule.node, 'node', (rule) => `时间节点“${ORDER_TIME_NODE_NAMES[rule.node]}”的规则重复`)),
  process: ProcessStepsSchema.default([]),
});
export type OrderTypeSettings = z.infer<typeof OrderTypeSettingsSchema>;

/** POST /v2/temp/save: a new order type without id, else a change of the whole type. */
export const SaveOrderTypeSchema = z.object({
  id: idSchema.optional(),
  kind: kindSchema,
  name: z.string({ error: '请输入工单类型名称' }).trim().min(1, '请输入工单类型名称').max(30, '工单类型名称最多30个字'),
  enabled: flag(true),
  form: TemplateFormSchema,
  settings: OrderTypeSettingsSchema.prefault({}),
});
export type SaveOrderTypeInput = z.infer<typeof SaveOrderTypeSchema>;

export const OrderTypeListQuerySchema = TemplateListQuerySchema.extend({ kind: optionalParam(kindSchema) });
export type OrderTypeListQuery = z.infer<typeof OrderTypeListQuerySchema>;
export const OrderTypeCountQuerySchema = OrderTypeListQuerySchema.omit({ pageIndex: true, pageSize: true });
export const OrderTypeOptionsQuerySchema = z.object({ kind: optionalParam(kindSchema) });

export const DispatchQuerySchema = z.object({ tmplId: idSchema });
/** POST /v2/processSet/updateDefaultDispatch. */
export const UpdateDispatchSchema = z.intersection(z.object({ tmplId: idSchema }), DefaultDispatchSchema);

/** An item of GET /orderTypeTemplate/list (enabled order types, for pickers and filters). */
export interface OrderTypeOption {
  id: number;
  name: string;
  kind: TemplateKindValue;
}

/** A row of GET /v2/temp/list and the answer of /v2/temp/detail and /v2/temp/save. */
export interface OrderTypeRow {
  id: number;
  kind: TemplateKindValue;
  name: string;
  enabled: boolean;
  form: TemplateForm;
  settings: OrderTypeSettings;
  createTime: string;
  updateTime: string;
}

/** An item of GET /v2/sla/list. */
export interface OrderTypeSla {
  templateId: number;
  templateName: string;
  kind: TemplateKindValue;
  enabled: boolean;
  rules: SlaRule[];
}

/** GET /v2/processSet/getDefaultDispatch, with the names of who is chosen. */
export interface DefaultDispatchView extends DefaultDispatch {
  tmplId: number;
  userName: string | null;
  groupName: string | null;
}

/**
 * An item of GET /automate/split/list (自动分单): who new orders of each order type go to. The spec
 * names the call only; the rules are the order types' default dispatch, so the list is theirs.
 */
export interface AutoDispatchRule extends DefaultDispatchView {
  templateName: string;
  kind: TemplateKindValue;
  enabled: boolean;
}
