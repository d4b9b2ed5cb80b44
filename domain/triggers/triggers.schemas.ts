import { z } from 'zod';
import { PagingSchema } from '../common/paging';
import { NOTIFY_CHANNELS, NotifyChannel, type NotifyChannelValue } from '../notifications/triggers';
import { requiredText } from '../common/text.schemas';
import { commaIdsSchema } from '../users/users.schemas';
import { isKnownField } from './conditions';
import {
  ACTION_KINDS,
  ActionKind,
  LIMITS,
  MOMENTS,
  NOTIFY_WHO,
  OPERATORS,
  RECORD_KINDS,
  VALUELESS_OPERATORS,
  type ActionKindValue,
  type MomentValue,
  type NotifyWhoValue,
  type OperatorValue,
  type RecordKindValue,
} from './triggers.constants';

const id = z.coerce.number({ error: 'id 须为正整数' }).int('id 须为正整数').positive('id 须为正整数').max(Number.MAX_SAFE_INTEGER, 'id 须为正整数');
const bodyId = (label: string) => z.number({ error: `请选择${label}` }).int(`请选择${label}`).positive(`请选择${label}`).max(Number.MAX_SAFE_INTEGER, `请选择${label}`);
const ids = (label: string, max: number) =>
  z
    .array(bodyId(label), { error: `${label}格式不正确` })
    .max(max, `${label}最多${max}个`)
    .default([])
    .transform((l) => [...new Set(l)]);
const text = (label: string, max: number) => z.string({ error: `${label}格式不正确` }).trim().max(max, `${label}最多${max}个字`);
const oneOf = <T extends string | number>(label: string, values: readonly T[]) =>
  z.custom<T>((v) => (values as readonly unknown[]).includes(v), { message: `${label}不正确` });

export const IdQuerySchema = z.object({ id });
export const TriggerIdQuerySchema = z.object({ triggerId: id });
export const DeleteQuerySchema = z.object({ ids: commaIdsSchema(100).refine((l) => l.length > 0, '请选择需要删除的行') });

export const TriggerFilterSchema = z.object({
  name: text('名称', LIMITS.name).optional(),
  recordKind: z.coerce.number().pipe(oneOf<RecordKindValue>('触发对象', RECORD_KINDS)).optional(),
  moment: z.coerce.number().pipe(oneOf<MomentValue>('触发时机', MOMENTS)).optional(),
});
export const TriggerListQuerySchema = TriggerFilterSchema.extend(PagingSchema.shape);
export const RunListQuerySchema = z.object({ triggerId: id }).extend(PagingSchema.shape);

const conditionValue = z.union([text('条件值', LIMITS.text), z.number().finite('条件值格式不正确'), z.array(z.union([text('条件值', LIMITS.text), z.number().finite()])).max(LIMITS.values, `条件值最多${LIMITS.values}个`), z.null()], {
  error: '条件值格式不正确',
});
export const ConditionSchema = z
  .object({
    field: text('条件字段', 100).refine(isKnownField, '条件字段不存在'),
    operator: oneOf<OperatorValue>('条件运算符', OPERATORS),
    value: conditionValue.default(null),
  })
  .refine((c) => VALUELESS_OPERATORS.includes(c.operator) || (c.value !== null && c.value !== '' && !(Array.isArray(c.value) && c.value.length === 0)), {
    message: '请输入条件值',
    path: ['value'],
  });

const MappingSchema = z.object({
  sourceField: text('来源字段', 100).refine(isKnownField, '来源字段不存在'),
  targetField: text('目标字段', 100).refine(isKnownField, '目标字段不存在'),
});
const fieldValue = z.union([text('字段值', LIMITS.text), z.number().finite('字段值格式不正确'), z.null()], { error: '字段值格式不正确' });
const notifyConfig = z.object({
  userIds: ids('通知人员', 50),
  who: z.array(oneOf<NotifyWhoValue>('通知对象', NOTIFY_WHO)).max(NOTIFY_WHO.length).default([]),
  content: requiredText('通知内容', LIMITS.text),
  /** How the people are told: in-app notice, SMS to their phone, WeCom/DingTalk work message (one or more). */
  channels: z
    .array(oneOf<NotifyChannelValue>('通知方式', NOTIFY_CHANNELS), { error: '通知方式格式不正确' })
    .max(NOTIFY_CHANNELS.length, '通知方式不正确')
    .default([NotifyChannel.notice])
    .transform((l) => [...new Set(l)])
    .refine((l) => l.length > 0, '请选择通知方式'),
});
/** The channels of a stored notify action; one saved before the choice existed is an in-app notice. */
export const notifyChannelsOf = (config: Record<string, unknown>): NotifyChannelValue[] => {
  const listed = (config.channels as NotifyChannelValue[] | undefined) ?? [];
  return listed.length > 0 ? listed : [NotifyChannel.notice];
};
export const ActionConfigSchemas = {
  [ActionKind.notify]: notifyConfig.refine((c) => c.userIds.length + c.who.length > 0, { message: '请选择通知人员', path: ['userIds'] }),
  [ActionKind.setFields]: z.object({
    fields: z
      .array(z.object({ field: text('字段', 100).refine(isKnownField, '字段不存在'), value: fieldValue }))
      .min(1, '请选择要设置的字段')
      .max(20, '字段最多20个'),
  }),
  [ActionKind.assignUser]: z.object({ userId: bodyId('指派人员') }),
  [ActionKind.assignGroup]: z.object({ groupId: bodyId('服务组') }),
  [ActionKind.putPool]: z.object({ groupId: bodyId('公海服务组').nullable().default(null) }),
  [ActionKind.copyTo]: z.object({ userIds: ids('抄送人员', 50).refine((l) => l.length > 0, '请选择抄送人员') }),
  [ActionKind.webhook]: z.object({
    url: text('Webhook 地址', 500).refine((u) => /^https:\/\/[^\s/]+/i.test(u), 'Webhook 地址须为 https'),
    secret: requiredText('签名密钥', 200),
  }),
  /** The follow-up's kind and type; its mappings are the trigger's field mappings linked to this action. */
  [ActionKind.followUp]: z.object({
    recordKind: oneOf<RecordKindValue>('后续对象', RECORD_KINDS),
    templateId: bodyId('后续类型'),
    mappings: z.array(MappingSchema, { error: '字段映射格式不正确' }).max(LIMITS.mappings, `字段映射最多${LIMITS.mappings}个`).default([]),
  }),
} satisfies Record<ActionKindValue, z.ZodType>;

export const ActionInputSchema = z
  .object({
    kind: oneOf<ActionKindValue>('动作类型', ACTION_KINDS),
    nodeId: bodyId('节点').nullable().default(null),
    sort: z.number({ error: '排序格式不正确' }).int('排序格式不正确').min(0).max(1000).default(0),
    config: z.record(z.string(), z.unknown(), { error: '动作配置格式不正确' }),
  })
  .transform((a, ctx) => {
    const parsed = ActionConfigSchemas[a.kind].safeParse(a.config);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: ['config', ...issue.path.map(String)] });
      return z.NEVER;
    }
    return { ...a, config: parsed.data as Record<string, unknown> };
  });
export type ActionInput = z.output<typeof ActionInputSchema>;

export const TriggerInputSchema = z.object({
  name: requiredText('触发器名称', LIMITS.name),
  recordKind: oneOf<RecordKindValue>('触发对象', RECORD_KINDS).default(1),
  moment: oneOf<MomentValue>('触发时机', MOMENTS),
  remark: text('备注', LIMITS.remark).default(''),
  enabled: z.boolean({ error: '启用格式不正确' }).default(true),
  templateIds: ids('匹配范围', LIMITS.ranges).optional(),
  conditions: z.array(ConditionSchema).max(LIMITS.conditions, `条件最多${LIMITS.conditions}个`).optional(),
  actions: z.array(ActionInputSchema).max(LIMITS.actions, `动作最多${LIMITS.actions}个`).optional(),
});
export const SaveTriggerSchema = TriggerInputSchema;
export const UpdateTriggerSchema = TriggerInputSchema.extend({ id: bodyId('触发器'), version: z.number().int().nonnegative().optional() });
export const CopyTriggerSchema = z.object({ id: bodyId('触发器') });
export const TriggerStateSchema = z.object({ id: bodyId('触发器'), enabled: z.boolean({ error: '启用格式不正确' }) });

export const MatchRangeBatchSchema = z.object({ triggerId: bodyId('触发器'), templateIds: ids('匹配范围', LIMITS.ranges) });
export const ConditionBatchSchema = z.object({ triggerId: bodyId('触发器'), conditions: z.array(ConditionSchema).max(LIMITS.conditions, `条件最多${LIMITS.conditions}个`) });
export const NodeBatchSchema = z
  .object({ triggerId: bodyId('触发器'), nodes: z.array(z.object({ id: bodyId('节点').optional(), name: requiredText('节点名称', LIMITS.name) })).max(LIMITS.nodes, `节点最多${LIMITS.nodes}个`) });
export const FieldMappingBatchSchema = z
  .object({
    triggerId: bodyId('触发器'),
    mappings: z
      .array(MappingSchema.extend({ actionId: bodyId('动作').nullable().default(null) }))
      .max(LIMITS.mappings, `字段映射最多${LIMITS.mappings}个`),
  });
export const SaveActionSchema = z.intersection(z.object({ triggerId: bodyId('触发器') }), ActionInputSchema);
export const UpdateActionSchema = z.intersection(z.object({ id: bodyId('动作') }), ActionInputSchema);
export const PreviewQuerySchema = z.object({ id, limit: z.coerce.number().int('limit 须为整数').min(1, 'limit 须为1到200').max(200, 'limit 须为1到200').default(50) });

export type TriggerInput = z.output<typeof TriggerInputSchema>;
export type ConditionInput = z.output<typeof ConditionSchema>;

/** A trigger as the calls answer it. */
export interface TriggerRow {
  id: number;
  name: string;
  recordKind: RecordKindValue;
  moment: MomentValue;
  remark: string;
  enabled: boolean;
  version: number;
  createdAt: string;
  updatedAt: string;
  runCount: number;
  lastRunAt: string | null;
}
export interface TriggerActionRow {
  id: number;
  triggerId: number;
  nodeId: number | null;
  kind: ActionKindValue;
  sort: number;
  config: Record<string, unknown>;
}
export interface TriggerDetail extends TriggerRow {
  templateIds: number[];
  conditions: ConditionInput[];
  nodes: { id: number; name: string; sort: number }[];
  actions: TriggerActionRow[];
  mappings: { id: number; actionId: number | null; sourceField: string; targetField: string }[];
}
export interface TriggerRunRow {
  id: number;
  recordKind: RecordKindValue;
  recordId: number;
  recordNo: string;
  moment: MomentValue;
  depth: number;
  outcome: number;
  message: string;
  steps: { kind: ActionKindValue; ok: boolean; message: string }[];
  createdAt: string;
}
export interface PreviewRow {
  id: number;
  orderNo: string;
  title: string;
  createdAt: string;
}
