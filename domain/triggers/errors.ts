import { TRIGGER_STATE_NAMES, type TriggerStateValue } from './triggers.constants';

/** Refusals of the trigger calls, as the user reads them. */
export const TriggerErrors = {
  notFound: '触发器不存在',
  actionNotFound: '触发器动作不存在',
  templateNotFound: '匹配范围中的类型不存在',
  userNotFound: '人员不存在或已停用',
  groupNotFound: '服务组不存在',
  fieldUnknown: '字段不存在',
  fieldNotSettable: '该字段不能由触发器设置',
  webhookHttps: 'Webhook 地址须为 https',
  webhookPrivate: 'Webhook 地址不能指向本机或内网地址',
  stale: '触发器已被他人修改，请刷新后重试',
  hostNotConnected: '通知方式：尚未接入企业微信/钉钉，暂不能发送工作消息',
} as const;

export const triggerStateRefused = (state: TriggerStateValue, op: string) => `触发器已${TRIGGER_STATE_NAMES[state]}，不能${op}`;

/** Refusals of the 自动拆单 calls, as the user reads them. */
export const SplitErrors = {
  notFound: '拆单规则不存在',
  typeNotFound: 'templateId: 工单类型不存在',
  typeTaken: 'templateId: 该工单类型已有拆单规则',
  stale: '拆单规则已被他人修改，请刷新后重试',
  notProductField: (key: string) => `fieldKeys: 「${key}」不是该工单类型的产品字段`,
} as const;
