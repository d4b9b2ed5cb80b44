/**
 * Codes of orders (spec part 1 sections 3, 4 and 9): states, time nodes, operations with their log
 * names, priorities, payment modes and item types, approval types and results, abnormal requests.
 */
import { MONEY_ITEM_TYPE_CODES, MONEY_ITEM_TYPE_NAMES, MoneyItemType, type MoneyItemTypeCode } from '../money-items/money-items.constants';
import { ORDER_TIME_NODE_NAMES, ORDER_TIME_NODES, type OrderTimeNode } from '../templates/template.constants';

export { ORDER_TIME_NODE_NAMES, ORDER_TIME_NODES, type OrderTimeNode };

/** Order states 0 to 7. State 0 with `invalid` set is an invalid order (acceptance rejected). */
export const OrderState = {
  pendingAcceptance: 0,
  pendingAssignment: 1,
  pendingPickup: 2,
  pendingService: 3,
  inService: 4,
  completed: 5,
  cancelled: 6,
  pendingApproval: 7,
} as const;
export type OrderStateCode = (typeof OrderState)[keyof typeof OrderState];
export const ORDER_STATES = Object.values(OrderState) as OrderStateCode[];
export const ORDER_STATE_NAMES: Record<OrderStateCode, string> = {
  0: '待受理',
  1: '待指派',
  2: '待接单',
  3: '待服务',
  4: '服务中',
  5: '已完成',
  6: '已取消',
  7: '待审批',
};
export const INVALID_ORDER_NAME = '无效工单';

/** Time nodes by name (the columns of the order that hold them). */
export const TimeNode = {
  created: 0,
  accepted: 1,
  assigned: 2,
  dispatched: 3,
  taken: 4,
  appointment: 5,
  serviceStart: 6,
  serviceDone: 7,
  receipt: 8,
  payment: 9,
  cancel: 10,
  exceptionRequest: 11,
  customerSignature: 12,
  evaluation: 13,
} as const satisfies Record<string, OrderTimeNode>;
export type TimeNodeName = keyof typeof TimeNode;

/** Priority 1 normal, 2 urgent, 3 very urgent. */
export const Priority = { normal: 1, urgent: 2, veryUrgent: 3 } as const;
export type PriorityCode = (typeof Priority)[keyof typeof Priority];
export const PRIORITIES = Object.values(Priority) as PriorityCode[];
export const PRIORITY_NAMES: Record<PriorityCode, string> = { 1: '普通', 2: '紧急', 3: '非常紧急' };

/** Payment modes 1 to 5. */
export const PaymentMode = { offline: 1, alipay: 2, wechat: 3, unionPay: 4, onAccount: 5 } as const;
export type PaymentModeCode = (typeof PaymentMode)[keyof typeof PaymentMode];
export const PAYMENT_MODES = Object.values(PaymentMode) as PaymentModeCode[];
export const PAYMENT_MODE_NAMES: Record<PaymentModeCode, string> = { 1: '线下支付', 2: '支付宝', 3: '微信', 4: '银联', 5: '挂账（签单）' };

/** Payment item types 1 to 5: the money-item types of the settings. */
export const PaymentItemType = MoneyItemType;
export type PaymentItemTypeCode = MoneyItemTypeCode;
export const PAYMENT_ITEM_TYPES = MONEY_ITEM_TYPE_CODES;
export const PAYMENT_ITEM_TYPE_NAMES = MONEY_ITEM_TYPE_NAMES;

/** Approval-in-progress types 1 to 4 (examineType). */
export const ApprovalType = { create: 1, complete: 2, receipt: 3, collection: 4 } as const;
export type ApprovalTypeCode = (typeof ApprovalType)[keyof typeof ApprovalType];
export const APPROVAL_TYPES = Object.values(ApprovalType) as ApprovalTypeCode[];
export const APPROVAL_TYPE_NAMES: Record<ApprovalTypeCode, string> = { 1: '创建审批', 2: '完成审批', 3: '回执审批', 4: '收款审批' };
/** The order-type approval switch (settings.approvals) of each approval type. */
export const APPROVAL_KEYS = { 1: 'create', 2: 'complete', 3: 'receipt', 4: 'collection' } as const satisfies Record<ApprovalTypeCode, string>;

/** Approval results (examineResult): 0 none, 1 passed, 2 not passed. */
export const ApprovalResult = { none: 0, passed: 1, rejected: 2 } as const;
export type ApprovalResultCode = (typeof ApprovalResult)[keyof typeof ApprovalResult];
export const APPROVAL_RESULTS = Object.values(ApprovalResult) as ApprovalResultCode[];
export const APPROVAL_RESULT_NAMES: Record<ApprovalResultCode, string> = { 0: '无', 1: '通过', 2: '不通过' };

/** What an abnormal-order request asks for, and how it ends. */
export const AbnormalKind = { cancel: 1, reassign: 2 } as const;
export type AbnormalKindCode = (typeof AbnormalKind)[keyof typeof AbnormalKind];
export const ABNORMAL_KINDS = Object.values(AbnormalKind) as AbnormalKindCode[];
export const ABNORMAL_KIND_NAMES: Record<AbnormalKindCode, string> = { 1: '申请取消', 2: '申请改派' };

/** Where an order was created from (the /createOrder query parameters). */
export const OrderSource = {
  manual: 0,
  customer: 1,
  customerProduct: 2,
  event: 3,
  callRecord: 4,
  saleContract: 5,
  inspectionTask: 6,
  copy: 7,
  cyclePlan: 8,
  maintenanceTask: 9,
  portal: 10,
  repair: 11,
} as const;
export type OrderSourceCode = (typeof OrderSource)[keyof typeof OrderSource];
export const ORDER_SOURCES = Object.values(OrderSource) as OrderSourceCode[];
export const ORDER_SOURCE_NAMES: Record<OrderSourceCode, string> = {
  0: '手动创建',
  1: '客户',
  2: '客户产品',
  3: '事件',
  4: '通话记录',
  5: '销售合同',
  6: '巡检任务',
  7: '复制',
  8: '客户服务计划',
  9: '维保任务',
  10: '客户门户',
  11: '维修单',
};

/**
 * The operations on an order, with the log name of spec part 1 section 4 "Order operations logged"
 * and the time node each one sets (null: the operation sets none). Codes are the API's and the log's.
 */
export const OrderOp = {
  create: 'create',
  periodicCreate: 'periodicCreate',
  /** An order made from a maintenance task (the maintenance area's 生成工单). */
  maintenanceCreate: 'maintenanceCreate',
  /** An order a customer requested in the customer portal (the portal area's 服务申请). */
  portalCreate: 'portalCreate',
  /** An order made from a repair order (the repair area's 生成工单). */
  repairCreate: 'repairCreate',
  /** A follow-up order a trigger made (the triggers area's 新建后续工单), without an operator. */
  triggerCreate: 'triggerCreate',
  edit: 'edit',
  approveCreate: 'approveCreate',
  rejectCreate: 'rejectCreate',
  acceptPass: 'acceptPass',
  acceptReject: 'acceptReject',
  reaccept: 'reaccept',
  assign: 'assign',
  autoAssign: 'autoAssign',
  reassign: 'reassign',
  editCollaborators: 'editCollaborators',
  transfer: 'transfer',
  putPool: 'putPool',
  autoPutPool: 'autoPutPool',
  retrievePool: 'retrievePool',
  grab: 'grab',
  receive: 'receive',
  refuse: 'refuse',
  appoint: 'appoint',
  changeAppointment: 'changeAppointment',
  startService: 'startService',
  checkIn: 'checkIn',
  applyComplete: 'applyComplete',
  approveComplete: 'approveComplete',
  rejectComplete: 'rejectComplete',
  complete: 'complete',
  receipt: 'receipt',
  approveReceipt: 'approveReceipt',
  rejectReceipt: 'rejectReceipt',
  editFees: 'editFees',
  collect: 'collect',
  approveCollection: 'approveCollection',
  rejectCollection: 'rejectCollection',
  evaluate: 'evaluate',
  cancel: 'cancel',
  /** The customer withdraws their request in the portal. */
  portalCancel: 'portalCancel',
  /** The customer signs the service receipt in the portal (客户签字). */
  portalSign: 'portalSign',
  applyAbnormal: 'applyAbnormal',
  abnormalCancelApproved: 'abnormalCancelApproved',
  abnormalReassignApproved: 'abnormalReassignApproved',
  abnormalRejected: 'abnormalRejected',
  archive: 'archive',
  unarchive: 'unarchive',
  recycle: 'recycle',
  restore: 'restore',
  handover: 'handover',
  copy: 'copy',
  keepDate: 'keepDate',
  progressAssign: 'progressAssign',
  progressAdd: 'progressAdd',
  progressEdit: 'progressEdit',
  sendToCustomer: 'sendToCustomer',
  acceptanceDelete: 'acceptanceDelete',
  awaitEvaluationExternal: 'awaitEvaluationExternal',
  awaitEvaluationInternal: 'awaitEvaluationInternal',
  /** Finance's reconciliation of a completed order (freezes its fees) and its reopening; the finance area runs them. */
  reconcile: 'reconcile',
  reopenReconcile: 'reopenReconcile',
  /** A seat dialled the order's phone from the order (the call-centre area writes it). */
  call: 'call',
} as const;
export type OrderOpCode = (typeof OrderOp)[keyof typeof OrderOp];
export const ORDER_OPS = Object.values(OrderOp) as OrderOpCode[];

export const ORDER_OP_NAMES: Record<OrderOpCode, string> = {
  create: '创建工单',
  periodicCreate: '周期创建',
  maintenanceCreate: '维保创建',
  portalCreate: '门户创建',
  repairCreate: '维修创建',
  triggerCreate: '触发器创建',
  edit: '编辑工单',
  approveCreate: '创建审批通过',
  rejectCreate: '创建审批驳回',
  acceptPass: '受理通过',
  acceptReject: '受理驳回',
  reaccept: '重新受理',
  assign: '指派',
  autoAssign: '自动指派',
  reassign: '改派',
  editCollaborators: '编辑协作人',
  transfer: '转单',
  putPool: '放入公海',
  autoPutPool: '自动放入公海',
  retrievePool: '从公海收回',
  grab: '抢单',
  receive: '接单',
  refuse: '拒单',
  appoint: '工程师预约',
  changeAppointment: '修改预约',
  startService: '开始服务',
  checkIn: '签到',
  applyComplete: '申请完成',
  approveComplete: '完成审批通过',
  rejectComplete: '完成审批驳回',
  complete: '已完成',
  receipt: '回执',
  approveReceipt: '回执审批通过',
  rejectReceipt: '回执审批驳回',
  editFees: '编辑收费项',
  collect: '收款',
  approveCollection: '收款审批通过',
  rejectCollection: '收款审批驳回',
  evaluate: '评价',
  cancel: '取消工单',
  portalCancel: '门户取消',
  portalSign: '客户签字',
  applyAbnormal: '申请异常',
  abnormalCancelApproved: '异常审批通过（取消）',
  abnormalReassignApproved: '异常审批通过（改派）',
  abnormalRejected: '异常审批驳回',
  archive: '归档',
  unarchive: '取消归档',
  recycle: '删除到回收站',
  restore: '从回收站还原',
  handover: '工作交接',
  copy: '复制工单',
  keepDate: '确认预约时间',
  progressAssign: '流程指派',
  progressAdd: '新增流程记录',
  progressEdit: '编辑流程记录',
  sendToCustomer: '发送给客户',
  acceptanceDelete: '受理删除',
  awaitEvaluationExternal: '已完成，等待客户评价',
  awaitEvaluationInternal: '已完成，等待创建人评价',
  reconcile: '对账',
  reopenReconcile: '重新打开对账',
  call: '拨打电话',
};

/**
 * The time node each operation sets. The spec names the nodes but not who sets them: assigning a
 * person is 指派 (2); putting into or retrieving from the pool is 派单 (3, the dispatcher hands the
 * order out without a person); receiving or grabbing is 接单 (4); a receipt with a signature also sets
 * 客户签字 (12) — the service does that beside this table.
 */
export const ORDER_OP_NODES: Record<OrderOpCode, OrderTimeNode | null> = {
  create: 0,
  periodicCreate: 0,
  maintenanceCreate: 0,
  portalCreate: 0,
  repairCreate: 0,
  triggerCreate: 0,
  edit: null,
  approveCreate: null,
  rejectCreate: null,
  acceptPass: 1,
  acceptReject: null,
  reaccept: null,
  assign: 2,
  autoAssign: 2,
  reassign: 2,
  editCollaborators: null,
  transfer: 2,
  putPool: 3,
  autoPutPool: 3,
  retrievePool: null,
  grab: 4,
  receive: 4,
  refuse: null,
  appoint: 5,
  changeAppointment: 5,
  startService: 6,
  checkIn: null,
  applyComplete: 7,
  approveComplete: null,
  rejectComplete: null,
  complete: 7,
  receipt: 8,
  approveReceipt: null,
  rejectReceipt: null,
  editFees: null,
  collect: 9,
  approveCollection: null,
  rejectCollection: null,
  evaluate: 13,
  cancel: 10,
  portalCancel: 10,
  portalSign: 12,
  applyAbnormal: 11,
  abnormalCancelApproved: 10,
  abnormalReassignApproved: null,
  abnormalRejected: null,
  archive: null,
  unarchive: null,
  recycle: null,
  restore: null,
  handover: null,
  copy: 0,
  keepDate: 5,
  progressAssign: null,
  progressAdd: null,
  progressEdit: null,
  sendToCustomer: null,
  acceptanceDelete: null,
  awaitEvaluationExternal: null,
  awaitEvaluationInternal: null,
  reconcile: null,
  reopenReconcile: null,
  call: null,
};

/** List views: which orders a screen shows (the route each serves). */
export const OrderView = {
  all: 'all', // /allOrder
  mine: 'mine', // /myOrder: owner or collaborator
  sendMe: 'sendMe', // /sendMeOrder: orders I am a copied person of
  teamwork: 'teamwork', // /teamworkOrder: I am a collaborator
  abnormal: 'abnormal', // /abnormalOrder: abnormal request pending
  acceptance: 'acceptance', // /acceptanceOrder: state 0
  assign: 'assign', // /assignOrder: state 1, not in the pool
  examine: 'examine', // /examineOrder: an approval in progress
  highSeas: 'highSeas', // /orderHighSeas: in the public pool
  due: 'due', // /dueOrder: overdue and not finished
  returnVisit: 'returnVisit', // /returnVisitOrder: completed, not yet evaluated
  recycle: 'recycle', // /orderRubbish
  created: 'created', // orders I created
} as const;
export type OrderViewValue = (typeof OrderView)[keyof typeof OrderView];
export const ORDER_VIEWS = Object.values(OrderView) as OrderViewValue[];

/** Sort "1" newest first, "2" oldest first (by creation time). */
export const OrderSort = { newest: '1', oldest: '2' } as const;
export type OrderSortValue = (typeof OrderSort)[keyof typeof OrderSort];

/** Evaluation stars run 1 to 5 in each of the four rating dimensions of spec part 1 section 3. */
export const STAR_MAX = 5;
export const EVALUATION_DIMENSIONS = { quality: '服务质量', attitude: '服务态度', speed: '处理速度', solveRate: '解决率' } as const;
export type EvaluationDimension = keyof typeof EVALUATION_DIMENSIONS;

/**
 * The due node of pick-up limit 9 (对账前): reconciliation is no time node of the order, so it has a
 * value of its own beyond them, met when finance reconciles the order (reachReconciliationDue).
 */
export const RECONCILIATION_DUE_NODE = 100;

/**
 * The time node each pick-up limit option (template centre) guards: the order is overdue when the
 * limit passes before that node is reached; option 9 waits for reconciliation.
 */
export const PICK_UP_LIMIT_NODES = { 1: 1, 2: 2, 3: 4, 4: 5, 5: 6, 6: 7, 7: 8, 8: 9, 9: RECONCILIATION_DUE_NODE } as const satisfies Record<
  number,
  OrderTimeNode | typeof RECONCILIATION_DUE_NODE
>;
