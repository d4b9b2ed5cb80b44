import { Role, type RoleType } from '../shell/roles';

/** What a trigger watches: orders, or events (the same moments, spec part 1 section 3). */
export const RecordKind = { order: 1, event: 2 } as const;
export type RecordKindValue = (typeof RecordKind)[keyof typeof RecordKind];
export const RECORD_KINDS = Object.values(RecordKind) as RecordKindValue[];
export const RECORD_KIND_NAMES: Record<RecordKindValue, string> = { 1: '工单', 2: '事件' };

/** Trigger moments (spec part 1 section 3 and part 2 section 4): after create, dispatch, accept, finish, approval requests, receipt, payment. */
export const Moment = { afterCreate: 1, dispatch: 2, accept: 3, finish: 4, approvalRequest: 5, receipt: 6, payment: 7 } as const;
export type MomentValue = (typeof Moment)[keyof typeof Moment];
export const MOMENTS = Object.values(Moment) as MomentValue[];
export const MOMENT_NAMES: Record<MomentValue, string> = { 1: '创建后', 2: '派单', 3: '接单', 4: '完成', 5: '审批申请', 6: '回执', 7: '收款' };

/** Which order operations (the order log's codes) are which moment. */
export const ORDER_OP_MOMENTS: Readonly<Record<string, MomentValue>> = {
  create: Moment.afterCreate,
  periodicCreate: Moment.afterCreate,
  maintenanceCreate: Moment.afterCreate,
  repairCreate: Moment.afterCreate,
  triggerCreate: Moment.afterCreate,
  assign: Moment.dispatch,
  reassign: Moment.dispatch,
  autoAssign: Moment.dispatch,
  transfer: Moment.dispatch,
  putPool: Moment.dispatch,
  autoPutPool: Moment.dispatch,
  receive: Moment.accept,
  grab: Moment.accept,
  complete: Moment.finish,
  approveComplete: Moment.finish,
  applyComplete: Moment.approvalRequest,
  applyAbnormal: Moment.approvalRequest,
  receipt: Moment.receipt,
  collect: Moment.payment,
};

/**
 * Which event operations (the event message list's codes) are which moment. Events have no approval
 * request, receipt or payment: an event trigger waits on one of the first four moments only.
 */
export const EVENT_OP_MOMENTS: Readonly<Record<string, MomentValue>> = {
  create: Moment.afterCreate,
  claim: Moment.dispatch,
  dispatch: Moment.dispatch,
  redispatch: Moment.dispatch,
  start: Moment.accept,
  complete: Moment.finish,
};
export const EVENT_MOMENTS: readonly MomentValue[] = [Moment.afterCreate, Moment.dispatch, Moment.accept, Moment.finish];

/** The trigger lifecycle: 1 enabled, 0 disabled. */
export const TriggerState = { disabled: 0, enabled: 1 } as const;
export type TriggerStateValue = (typeof TriggerState)[keyof typeof TriggerState];
export const TRIGGER_STATE_NAMES: Record<TriggerStateValue, string> = { 0: '停用', 1: '启用' };

/** Condition operators. */
export const Operator = {
  equals: 'eq',
  notEquals: 'ne',
  contains: 'contains',
  in: 'in',
  greater: 'gt',
  less: 'lt',
  empty: 'empty',
  notEmpty: 'notEmpty',
} as const;
export type OperatorValue = (typeof Operator)[keyof typeof Operator];
export const OPERATORS = Object.values(Operator) as OperatorValue[];
export const OPERATOR_NAMES: Record<OperatorValue, string> = {
  eq: '等于',
  ne: '不等于',
  contains: '包含',
  in: '属于',
  gt: '大于',
  lt: '小于',
  empty: '为空',
  notEmpty: '不为空',
};
/** Operators that take no value. */
export const VALUELESS_OPERATORS: readonly OperatorValue[] = [Operator.empty, Operator.notEmpty];

/** How a field's value is read: text, number, a code (id or enumeration), several codes, a date-time. */
export const FieldKind = { text: 'text', number: 'number', code: 'code', codes: 'codes', datetime: 'datetime' } as const;
export type FieldKindValue = (typeof FieldKind)[keyof typeof FieldKind];

/** Built-in order fields a condition or a "set fields" action may name; custom fields are `values.<key>`. */
export const ORDER_FIELDS = [
  { key: 'title', name: '工单标题', kind: FieldKind.text, settable: true },
  { key: 'templateId', name: '工单类型', kind: FieldKind.code, settable: false },
  { key: 'priority', name: '优先级', kind: FieldKind.code, settable: true },
  { key: 'state', name: '工单状态', kind: FieldKind.code, settable: false },
  { key: 'source', name: '工单来源', kind: FieldKind.code, settable: false },
  { key: 'customName', name: '客户名称', kind: FieldKind.text, settable: false },
  { key: 'customAddress', name: '客户地址', kind: FieldKind.text, settable: false },
  { key: 'description', name: '描述', kind: FieldKind.text, settable: true },
  { key: 'serviceGroupId', name: '服务组', kind: FieldKind.code, settable: false },
  { key: 'ownerId', name: '负责人', kind: FieldKind.code, settable: false },
  { key: 'tagIds', name: '工单标签', kind: FieldKind.codes, settable: false },
  { key: 'createdAt', name: '创建时间', kind: FieldKind.datetime, settable: false },
] as const;
/** Built-in event fields: the order fields' keys and kinds an event has too (no service group), read-only. */
export const EVENT_FIELDS = [
  { key: 'title', name: '事件标题', kind: FieldKind.text, settable: false },
  { key: 'templateId', name: '事件类型', kind: FieldKind.code, settable: false },
  { key: 'priority', name: '优先级', kind: FieldKind.code, settable: false },
  { key: 'state', name: '事件状态', kind: FieldKind.code, settable: false },
  { key: 'source', name: '事件来源', kind: FieldKind.code, settable: false },
  { key: 'customName', name: '客户名称', kind: FieldKind.text, settable: false },
  { key: 'customAddress', name: '客户地址', kind: FieldKind.text, settable: false },
  { key: 'description', name: '描述', kind: FieldKind.text, settable: false },
  { key: 'ownerId', name: '负责人', kind: FieldKind.code, settable: false },
  { key: 'tagIds', name: '事件标签', kind: FieldKind.codes, settable: false },
  { key: 'createdAt', name: '创建时间', kind: FieldKind.datetime, settable: false },
] as const;
export const CUSTOM_FIELD_PREFIX = 'values.';

/** Actions, run in order. */
export const ActionKind = {
  notify: 1,
  setFields: 2,
  assignUser: 3,
  assignGroup: 4,
  putPool: 5,
  copyTo: 6,
  webhook: 7,
  /** 新建后续工单 / 新建后续事件: a new order or event, its fields mapped from the record's. */
  followUp: 8,
} as const;
export type ActionKindValue = (typeof ActionKind)[keyof typeof ActionKind];
export const ACTION_KINDS = Object.values(ActionKind) as ActionKindValue[];
export const ACTION_KIND_NAMES: Record<ActionKindValue, string> = {
  1: '通知人员',
  2: '设置字段',
  3: '指派给人员',
  4: '指派给服务组',
  5: '放入公海',
  6: '自动抄送',
  7: '调用Webhook',
  8: '新建后续工单/事件',
};
/** The follow-up action's name by the kind of record it creates. */
export const FOLLOW_UP_NAMES: Record<RecordKindValue, string> = { 1: '新建后续工单', 2: '新建后续事件' };
/**
 * The built-in fields a follow-up record takes from a mapping (custom fields are the target type's
 * form fields, `values.<key>`); the customer is always the source's, the title the source's unless mapped.
 */
export const FOLLOW_UP_TARGETS = [
  { key: 'title', name: '标题', kind: FieldKind.text },
  { key: 'description', name: '描述', kind: FieldKind.text },
  { key: 'priority', name: '优先级', kind: FieldKind.code },
] as const;

/** Whom a notify action reaches besides named people. */
export const NotifyWho = { owner: 'owner', creator: 'creator', groupLeader: 'groupLeader' } as const;
export type NotifyWhoValue = (typeof NotifyWho)[keyof typeof NotifyWho];
export const NOTIFY_WHO = Object.values(NotifyWho) as NotifyWhoValue[];
/**
 * What a trigger of each record kind may do. An event trigger notifies, calls a webhook or creates a
 * follow-up: the order actions (fields, assignment, pool, copy) have no event counterpart the spec names.
 */
export const ACTIONS_OF: Record<RecordKindValue, readonly ActionKindValue[]> = {
  1: ACTION_KINDS,
  2: [ActionKind.notify, ActionKind.webhook, ActionKind.followUp],
};
export const MOMENTS_OF: Record<RecordKindValue, readonly MomentValue[]> = { 1: MOMENTS, 2: EVENT_MOMENTS };
export const FIELDS_OF: Record<RecordKindValue, readonly { key: string; name: string; kind: FieldKindValue; settable: boolean }[]> = { 1: ORDER_FIELDS, 2: EVENT_FIELDS };
/** Whom a notify action may name per record kind (an event has no service group). */
export const NOTIFY_WHO_OF: Record<RecordKindValue, readonly NotifyWhoValue[]> = { 1: ['owner', 'creator', 'groupLeader'], 2: ['owner', 'creator'] };
export const NOTIFY_WHO_NAMES: Record<NotifyWhoValue, string> = { owner: '负责人', creator: '创建人', groupLeader: '服务组组长' };

/** A run's outcome. */
export const RunOutcome = { done: 1, failed: 2, skipped: 3 } as const;
export type RunOutcomeValue = (typeof RunOutcome)[keyof typeof RunOutcome];
export const RUN_OUTCOME_NAMES: Record<RunOutcomeValue, string> = { 1: '成功', 2: '失败', 3: '跳过' };

/**
 * The loop guard: a run's own actions change the record, and those changes are moments too; they
 * fire triggers again at most this deep (the first run is depth 0). Deeper moments are not run.
 */
export const MAX_TRIGGER_DEPTH = 3;

export const TRIGGER_READERS: readonly RoleType[] = [Role.admin, Role.dispatcher, Role.director];
export const TRIGGER_WRITERS: readonly RoleType[] = [Role.admin];

export const LIMITS = { name: 50, remark: 200, conditions: 50, ranges: 200, actions: 20, nodes: 20, mappings: 50, text: 500, values: 100 } as const;

/** Webhook delivery: timeout per attempt, attempts, and the backoff between them. */
export const WEBHOOK = { timeoutMs: 5_000, attempts: 4, backoffMs: (attempt: number) => 2_000 * 4 ** (attempt - 1) } as const;
/** The header with the hex HMAC-SHA256 of the body under the action's secret. */
export const SIGNATURE_HEADER = 'x-fsm-signature';
