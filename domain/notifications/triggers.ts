import { VariableGroup, type VariableGroupValue } from './template-variables';

/** Notification recipients of spec part 1 section 6 (orders 101..120, events 601..620). */
export const OrderRecipient = {
  creator: 101,
  receiver: 102,
  assigner: 103,
  owner: 104,
  collaborator: 105,
  approver: 106,
  copied: 107,
  customer: 120,
} as const;

export const EventRecipient = {
  creator: 601,
  assigner: 602,
  owner: 603,
  collaborator: 604,
  escalated: 605,
  customer: 620,
} as const;

/**
 * The spec names no recipient for stock warnings; 901 is this product's code for the warehouse
 * keepers of the warehouse concerned (the spare-parts module passes their user ids).
 */
export const StockRecipient = { warehouseKeeper: 901 } as const;

/** The daily digests (reports module) go to each subscribed user: 902 is this product's code for them. */
export const DigestRecipient = { subscriber: 902 } as const;

/**
 * A missed inbound call goes to the seat it rang; 903 is this product's code for that seat. A call that
 * rang no seat (an extension no seat has) goes to the reception group instead (the call centre passes them).
 */
export const CallRecipient = { seat: 903 } as const;

/**
 * The project moments' people (this product's codes): the project's creator, its approvers (the
 * template's, else the administrators) and the people of the task concerned (its person and
 * coordination users). The one acting is never told.
 */
export const ProjectRecipient = { creator: 904, approver: 905, taskPeople: 906 } as const;

/**
 * A chat waiting in the online customer service's queue while none of its receptionists is online goes to
 * them (the account's reception group, else every enabled reception person); 907 is this product's code.
 */
export const ChatRecipient = { receptionist: 907 } as const;

/**
 * The repair and returns moments' people (issue 36; this product's codes): the approvers of completions and
 * return and exchange orders (administrators and management directors), the repair order's engineer, the
 * receiving desk (administrators, dispatchers, reception) and the writer of the document concerned (a return
 * and exchange or internal repair order). The one acting is never told. 915 is the repair order's customer, texted
 * at its default contact's phone (as orders' 120).
 */
export const RepairRecipient = { approver: 911, engineer: 912, desk: 913, writer: 914, customer: 915 } as const;

export type RecipientCode =
  | (typeof OrderRecipient)[keyof typeof OrderRecipient]
  | (typeof EventRecipient)[keyof typeof EventRecipient]
  | (typeof StockRecipient)[keyof typeof StockRecipient]
  | (typeof DigestRecipient)[keyof typeof DigestRecipient]
  | (typeof CallRecipient)[keyof typeof CallRecipient]
  | (typeof ProjectRecipient)[keyof typeof ProjectRecipient]
  | (typeof ChatRecipient)[keyof typeof ChatRecipient]
  | (typeof RepairRecipient)[keyof typeof RepairRecipient];

export const RECIPIENT_NAMES: Record<RecipientCode, string> = {
  101: '创建人',
  102: '受理人',
  103: '指派人',
  104: '负责人',
  105: '协作人',
  106: '审批人',
  107: '抄送人',
  120: '客户',
  601: '创建人',
  602: '指派人',
  603: '负责人',
  604: '协同人',
  605: '升级处理人',
  620: '客户',
  901: '仓库管理员',
  902: '订阅人',
  903: '来电坐席',
  904: '项目创建人',
  905: '项目审批人',
  906: '任务负责人',
  907: '接待客服',
  911: '维修审批人',
  912: '维修工程师',
  913: '维修接待',
  914: '单据创建人',
  915: '客户',
};

/** Customers have no account: they can only be texted, at the phone the caller passes. */
export const CUSTOMER_RECIPIENTS: readonly RecipientCode[] = [OrderRecipient.customer, EventRecipient.customer, RepairRecipient.customer];

export const isCustomerRecipient = (code: RecipientCode) => CUSTOMER_RECIPIENTS.includes(code);

export const NotifyChannel = { notice: 'notice', sms: 'sms', host: 'host' } as const;
export type NotifyChannelValue = (typeof NotifyChannel)[keyof typeof NotifyChannel];
export const NOTIFY_CHANNELS = Object.values(NotifyChannel);

export const CHANNEL_NAMES: Record<NotifyChannelValue, string> = {
  notice: '站内消息',
  sms: '短信',
  host: '企业微信/钉钉工作消息',
};

/**
 * The channels the settings screen offers. Host work messages (WeCom, DingTalk) are left out until
 * the hosts issue registers a host sender; their rules are managed by /enterprise/objnotifysetting/dingTalk.
 */
export const SCREEN_CHANNELS = [NotifyChannel.notice, NotifyChannel.sms] as const;

/** The trigger codes callers pass to the engine (orders and events call it at these moments). */
export const Trigger = {
  orderCreated: 'order.created',
  orderDispatched: 'order.dispatched',
  orderAccepted: 'order.accepted',
  orderFinished: 'order.finished',
  orderApprovalRequested: 'order.approval_requested',
  orderReceipt: 'order.receipt',
  orderPayment: 'order.payment',
  orderSlaAlert: 'order.sla_alert',
  eventCreated: 'event.created',
  eventDispatched: 'event.dispatched',
  eventAccepted: 'event.accepted',
  eventEscalated: 'event.escalated',
  eventFinished: 'event.finished',
  eventOrderCreated: 'event.order_created',
  eventChanged: 'event.changed',
  eventSlaAlert: 'event.sla_alert',
  stockWarning: 'stock.warning',
  digestTodo: 'digest.todo',
  digestStatistics: 'digest.statistics',
  callMissed: 'call.missed',
  projectCreated: 'project.created',
  projectApprovalRequested: 'project.approval_requested',
  projectApproved: 'project.approved',
  projectRejected: 'project.rejected',
  projectTaskAssigned: 'project.task_assigned',
  projectTaskOverdue: 'project.task_overdue',
  projectCompleted: 'project.completed',
  chatWaiting: 'chat.waiting_unattended',
  repairApprovalRequested: 'repair.approval_requested',
  repairApproved: 'repair.approved',
  repairRejected: 'repair.rejected',
  repairPortalRequested: 'repair.portal_requested',
  repairPortalCancelled: 'repair.portal_cancelled',
  returnChangeRequested: 'repair.return_change_requested',
  returnChangeApproved: 'repair.return_change_approved',
  returnChangeRejected: 'repair.return_change_rejected',
  internalRepairFinished: 'repair.internal_finished',
  repairShipped: 'repair.shipped',
} as const;
export type TriggerCode = (typeof Trigger)[keyof typeof Trigger];
export const TRIGGER_CODES = Object.values(Trigger);

export interface TriggerDefinition {
  code: TriggerCode;
  name: string;
  /** Title of the in-app notice and host message. */
  title: string;
  /** The recipients that make sense for this moment, in display order. */
  recipients: readonly RecipientCode[];
  /** Who gets the in-app notice while the enterprise has no rule of its own. */
  defaultRecipients: readonly RecipientCode[];
  variables: readonly VariableGroupValue[];
  defaultTemplate: string;
}

const O = OrderRecipient;
const E = EventRecipient;
const ORDER_PEOPLE = [O.creator, O.receiver, O.assigner, O.owner, O.collaborator, O.copied, O.customer];
const APPROVAL_PEOPLE = [O.creator, O.owner, O.approver, O.copied];
const EVENT_PEOPLE = [E.creator, E.assigner, E.owner, E.collaborator, E.escalated, E.customer];
const ORDER_VARIABLES = [VariableGroup.order, VariableGroup.customer, VariableGroup.system];
const EVENT_VARIABLES = [VariableGroup.event, VariableGroup.customer, VariableGroup.system];
const SLA_VARIABLES = [VariableGroup.sla];
const P = ProjectRecipient;
const PROJECT_PEOPLE = [P.creator, P.approver, P.taskPeople];
const PROJECT_VARIABLES = [VariableGroup.project, VariableGroup.system];
const R = RepairRecipient;
const REPAIR_VARIABLES = [VariableGroup.repair, VariableGroup.system];
const SHIPPED_VARIABLES = [VariableGroup.repair, VariableGroup.customer, VariableGroup.system];

type Row = [TriggerCode, string, string, RecipientCode[], RecipientCode[], VariableGroupValue[], string];

/**
 * The trigger moments of spec part 1 section 3 (after create, dispatch, accept, finish, approval
 * requests, receipt, payment) for orders and events, plus SLA alerts and stock warnings:
 * code, name, message title, allowed recipients, default recipients, variable groups, default template.
 */
const ROWS: Row[] = [
  [Trigger.orderCreated, '工单创建后', '新工单', ORDER_PEOPLE, [O.receiver], ORDER_VARIABLES, '新工单{{订单编号}}：{{订单标题}}，客户{{客户名称}}，预约时间{{预约时间}}，请及时受理。'],
  [Trigger.orderDispatched, '工单派单后', '工单派单', ORDER_PEOPLE, [O.owner, O.collaborator], ORDER_VARIABLES, '{{操作人}}给您派了工单{{订单编号}}：{{订单标题}}，客户{{客户名称}}（{{联系电话}}），地址{{服务地址}}，预约时间{{预约时间}}。'],
  [Trigger.orderAccepted, '工单接单后', '工单已接单', ORDER_PEOPLE, [O.creator, O.assigner], ORDER_VARIABLES, '工单{{订单编号}}已由{{负责人}}接单，预约时间{{预约时间}}。'],
  [Trigger.orderFinished, '工单完成后', '工单已完成', ORDER_PEOPLE, [O.creator, O.assigner], ORDER_VARIABLES, '工单{{订单编号}}：{{订单标题}}已于{{完成时间}}完成，负责人{{负责人}}。'],
  [Trigger.orderApprovalRequested, '工单审批申请', '工单待审批', APPROVAL_PEOPLE, [O.approver], ORDER_VARIABLES, '{{操作人}}提交了工单{{订单编号}}的{{操作}}申请，请审批。'],
  [Trigger.orderReceipt, '工单回执后', '工单已回执', ORDER_PEOPLE, [O.creator, O.assigner], ORDER_VARIABLES, '工单{{订单编号}}已回执，负责人{{负责人}}，操作时间{{操作时间}}。'],
  [Trigger.orderPayment, '工单收款后', '工单已收款', ORDER_PEOPLE, [O.creator, O.owner], ORDER_VARIABLES, '工单{{订单编号}}已收款，操作人{{操作人}}，操作时间{{操作时间}}。'],
  [Trigger.orderSlaAlert, '工单SLA预警', '工单SLA预警', ORDER_PEOPLE, [O.assigner, O.owner], [...ORDER_VARIABLES, ...SLA_VARIABLES], '工单{{订单编号}}触发{{SLA预警类型}}（{{SLA预警阶段}}），预警时间{{SLA预警时间}}，请尽快处理。'],
  [Trigger.eventCreated, '事件创建后', '新事件', EVENT_PEOPLE, [E.assigner], EVENT_VARIABLES, '新事件{{事件编号}}：{{事件标题}}，客户{{客户名称}}，请及时指派。'],
  [Trigger.eventDispatched, '事件指派后', '事件指派', EVENT_PEOPLE, [E.owner, E.collaborator], EVENT_VARIABLES, '{{操作人}}给您指派了事件{{事件编号}}：{{事件标题}}，客户{{客户名称}}（{{联系电话}}）。'],
  [Trigger.eventAccepted, '事件开始处理后', '事件处理中', EVENT_PEOPLE, [E.creator, E.assigner], EVENT_VARIABLES, '事件{{事件编号}}已由{{事件负责人}}开始处理。'],
  [Trigger.eventEscalated, '事件升级后', '事件升级', EVENT_PEOPLE, [E.escalated], EVENT_VARIABLES, '事件{{事件编号}}：{{事件标题}}已升级给您处理，操作人{{操作人}}。'],
  [Trigger.eventFinished, '事件完成后', '事件已完成', EVENT_PEOPLE, [E.creator, E.assigner], EVENT_VARIABLES, '事件{{事件编号}}：{{事件标题}}已于{{事件完成时间}}完成。'],
  // Not among the spec's moments: an event turned into an order tells its people which order carries it on.
  [Trigger.eventOrderCreated, '事件转工单后', '事件转工单', EVENT_PEOPLE, [E.creator, E.owner], [...EVENT_VARIABLES, VariableGroup.order], '{{操作人}}已将事件{{事件编号}}：{{事件标题}}转为工单{{订单编号}}。'],
  // Not among the spec's moments either: the event's other operations (return, pause, resume, close, delete) reach its people too.
  [Trigger.eventChanged, '事件其他操作后', '事件动态', EVENT_PEOPLE, [E.creator, E.owner], EVENT_VARIABLES, '{{操作人}}对事件{{事件编号}}：{{事件标题}}进行了“{{操作}}”。'],
  [Trigger.eventSlaAlert, '事件SLA预警', '事件SLA预警', EVENT_PEOPLE, [E.assigner, E.owner], [...EVENT_VARIABLES, ...SLA_VARIABLES], '事件{{事件编号}}触发{{SLA预警类型}}（{{SLA预警阶段}}），预警时间{{SLA预警时间}}，请尽快处理。'],
  [Trigger.stockWarning, '库存预警', '库存预警', [StockRecipient.warehouseKeeper], [StockRecipient.warehouseKeeper], [VariableGroup.stock, VariableGroup.system], '备件{{备件名称}}剩余库存{{剩余库存}}，已低于预警库存{{预警库存}}，请及时补货。'],
  // The subscription dialog's daily digests (8:00 to-do, 8:30 statistics): the in-app notice by default, texts and host messages where the enterprise sets them.
  [Trigger.digestTodo, '每日待办订阅（8:00）', '今日待办', [DigestRecipient.subscriber], [DigestRecipient.subscriber], [VariableGroup.digest, VariableGroup.system], '今日待办（{{订阅日期}}）：{{订阅内容}}'],
  [Trigger.digestStatistics, '每日统计订阅（8:30）', '昨日统计', [DigestRecipient.subscriber], [DigestRecipient.subscriber], [VariableGroup.digest, VariableGroup.system], '昨日统计（{{订阅日期}}）：{{订阅内容}}'],
  // The call centre's missed inbound call: the in-app notice to the seat by default; texts and work messages where the enterprise sets them.
  [Trigger.callMissed, '未接来电', '未接来电', [CallRecipient.seat], [CallRecipient.seat], [VariableGroup.call, VariableGroup.system], '{{来电方}} 于 {{来电时间}} 来电，未接听'],
  // The project moments of issue 38. A project made without creation approval tells no one unless the enterprise sets a rule (its creator is the one acting).
  [Trigger.projectCreated, '项目创建后', '新项目', [P.approver], [], PROJECT_VARIABLES, '新项目{{项目编号}} {{项目名称}}已创建。'],
  [Trigger.projectApprovalRequested, '项目审批申请', '项目待审批', [P.approver, P.creator], [P.approver], PROJECT_VARIABLES, '{{项目编号}} {{项目名称}}'],
  [Trigger.projectApproved, '项目审批通过后', '项目已通过审批', PROJECT_PEOPLE, [P.creator], PROJECT_VARIABLES, '{{项目编号}} {{项目名称}}'],
  [Trigger.projectRejected, '项目审批驳回后', '项目被驳回', PROJECT_PEOPLE, [P.creator], PROJECT_VARIABLES, '{{项目编号}} {{项目名称}}：{{处理意见}}'],
  [Trigger.projectTaskAssigned, '项目任务指派后', '项目任务已指派给您', [P.taskPeople, P.creator], [P.taskPeople], PROJECT_VARIABLES, '{{项目编号}} {{项目名称}}：{{任务名称}}'],
  [Trigger.projectTaskOverdue, '项目任务逾期', '项目任务已逾期', [P.taskPeople, P.creator], [P.taskPeople], PROJECT_VARIABLES, '{{项目编号}} {{项目名称}}：{{任务名称}}（项目截止 {{项目截止}}）'],
  [Trigger.projectCompleted, '项目完成后', '项目已完成', PROJECT_PEOPLE, [P.creator], PROJECT_VARIABLES, '{{项目编号}} {{项目名称}}'],
  // Online customer service: a new chat waits in the queue during working hours and none of its receptionists has the app open.
  [Trigger.chatWaiting, '客服会话排队无人接待', '在线客服有客户排队', [ChatRecipient.receptionist], [ChatRecipient.receptionist], [VariableGroup.chat, VariableGroup.system], '{{客服账号}}有客户在排队：{{咨询客户}}（{{接入渠道}}），{{咨询时间}}发起，目前没有接待客服在线，请尽快接待。'],
  // The repair and returns moments of issue 36: the defaults tell whom the in-app notices told before.
  [Trigger.repairApprovalRequested, '维修完工审批申请', '维修单完工待审批', [R.approver, R.desk], [R.approver], REPAIR_VARIABLES, '{{维修单据编号}}'],
  [Trigger.repairApproved, '维修完工审批通过后', '维修单完工已通过审批', [R.engineer, R.desk], [R.engineer], REPAIR_VARIABLES, '{{维修单据编号}}'],
  [Trigger.repairRejected, '维修完工审批驳回后', '维修单完工被驳回', [R.engineer, R.desk], [R.engineer], REPAIR_VARIABLES, '{{维修单据编号}}：{{维修处理意见}}'],
  [Trigger.repairPortalRequested, '客户门户维修申请', '客户门户维修申请', [R.desk], [R.desk], REPAIR_VARIABLES, '{{维修单据编号}} {{维修产品}}'],
  [Trigger.repairPortalCancelled, '客户取消维修申请', '客户取消维修申请', [R.desk], [R.desk], REPAIR_VARIABLES, '{{维修单据编号}}'],
  [Trigger.returnChangeRequested, '退换货申请', '退换货单待审批', [R.approver, R.desk], [R.approver], REPAIR_VARIABLES, '{{维修单据编号}}（{{维修单据类型}}）'],
  [Trigger.returnChangeApproved, '退换货审批通过后', '退换货单已通过审批', [R.writer, R.desk], [R.writer], REPAIR_VARIABLES, '{{维修单据编号}}（{{维修单据类型}}）'],
  [Trigger.returnChangeRejected, '退换货审批驳回后', '退换货单被驳回', [R.writer, R.desk], [R.writer], REPAIR_VARIABLES, '{{维修单据编号}}（{{维修单据类型}}）：{{维修处理意见}}'],
  [Trigger.internalRepairFinished, '内部维修完成后', '内部维修单已完成', [R.writer], [R.writer], REPAIR_VARIABLES, '{{维修单据编号}}：{{维修处理意见}}'],
  // The product on its way back: a text to the customer once the enterprise turns the SMS rule on (as every text); no notice by default.
  [Trigger.repairShipped, '维修产品寄回后', '维修产品已寄回', [R.customer, R.desk, R.engineer], [], SHIPPED_VARIABLES, '您送修的{{维修产品}}已修好寄回，{{快递公司}}运单号{{快递单号}}（维修单{{维修单据编号}}），如有疑问请致电{{客服热线}}。'],
];

export const TRIGGERS: readonly TriggerDefinition[] = ROWS.map(([code, name, title, recipients, defaultRecipients, variables, defaultTemplate]) => ({
  code,
  name,
  title,
  recipients,
  defaultRecipients,
  variables,
  defaultTemplate,
}));

const BY_CODE = new Map<string, TriggerDefinition>(TRIGGERS.map((t) => [t.code, t]));

export function findTrigger(code: string): TriggerDefinition | undefined {
  return BY_CODE.get(code);
}

/** A delivery's trigger when the message came from an automation (a trigger's notify action), not a rule. */
export const AUTOMATION = 'automation';
/** The title of an automation's work message (its deliveries keep no title of their own). */
export const AUTOMATION_TITLE = '触发器通知';

/** What a delivery's trigger is called on screen (the failures list): a rule's name, or 触发器 for an automation. */
export const deliveryTriggerName = (code: string): string => findTrigger(code)?.name ?? (code === AUTOMATION ? '触发器' : code);
