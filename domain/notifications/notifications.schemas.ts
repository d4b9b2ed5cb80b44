import { z } from 'zod';
import { PagingSchema } from '@domain/common/paging';
import { NOTIFY_CHANNELS, TRIGGER_CODES, type NotifyChannelValue, type RecipientCode, type TriggerCode } from './triggers';

const template = z.string({ error: '请输入消息模板' }).trim().min(1, '请输入消息模板').max(500, '消息模板最多500个字');

const ruleFields = {
  trigger: z.enum(TRIGGER_CODES, { error: '请选择通知时机' }),
  recipients: z
    .array(z.number({ error: '接收人须为接收人代码' }).int('接收人须为接收人代码'), { error: '请选择接收人' })
    .max(20)
    .transform((codes) => [...new Set(codes)] as RecipientCode[]),
  template,
  enabled: z.boolean({ error: 'enabled 须为 true 或 false' }),
};

/** POST /notification/rule/save. */
export const SaveNotifyRuleSchema = z.object({ ...ruleFields, channel: z.enum(NOTIFY_CHANNELS, { error: '请选择通知方式' }) });
export type SaveNotifyRuleInput = z.infer<typeof SaveNotifyRuleSchema>;

/** POST /enterprise/objnotifysetting/dingTalk: a host work-message rule (the channel is implied). */
export const HostNotifySettingSchema = z.object(ruleFields);

/** GET /enterprise/objnotifysetting/dingTalk: the host work-message rules, and whether the enterprise's host can receive them. */
export interface HostNotifySettingView {
  connected: boolean;
  rules: NotifyRuleView[];
}

/** One rule as /notification/rule/list and the dingTalk query return it; `customized` false means the default. */
export interface NotifyRuleView {
  trigger: TriggerCode;
  channel: NotifyChannelValue;
  recipients: RecipientCode[];
  template: string;
  enabled: boolean;
  customized: boolean;
}

export const DeliveryState = { pending: 'pending', sent: 'sent', failed: 'failed' } as const;
export type DeliveryStateValue = (typeof DeliveryState)[keyof typeof DeliveryState];
export const DELIVERY_STATE_NAMES: Record<DeliveryStateValue, string> = { pending: '发送中', sent: '已发送', failed: '发送失败' };

const state = z.preprocess((s) => (s === '' ? undefined : s), z.enum(Object.values(DeliveryState), { error: 'state 只能是 pending, sent, failed' }).optional());

/** GET /notification/delivery/list and /count. */
export const DeliveryListQuerySchema = PagingSchema.extend({ state });
export const DeliveryCountQuerySchema = z.object({ state });

export interface DeliveryRow {
  id: number;
  channel: NotifyChannelValue;
  trigger: string;
  userId: number | null;
  userName: string | null;
  /** The phone texted, for SMS. */
  address: string | null;
  content: string;
  state: DeliveryStateValue;
  attempts: number;
  lastError: string | null;
  createTime: string;
  sentTime: string | null;
}
