import { ApprovalType, type ApprovalTypeCode } from '@domain/orders/order.constants';
import type { ButtonOp } from '@domain/orders/order.machine';

/** How the screen runs an operation: a dialog of its own, a reason, an approval opinion, or a confirmation. */
export type OpUi =
  | { kind: 'dialog'; dialog: 'assign' | 'reassign' | 'collaborators' | 'transfer' | 'appoint' | 'receipt' | 'fees' | 'collect' | 'evaluate' | 'abnormal' }
  | { kind: 'reason'; label: string; required: boolean }
  | { kind: 'examine'; type: ApprovalTypeCode; pass: boolean }
  | { kind: 'abnormalExamine'; pass: boolean }
  | { kind: 'confirm'; question: string };

export interface OpSpec {
  label: string;
  ui: OpUi;
  primary?: boolean;
  danger?: boolean;
}

const dialog = (d: Extract<OpUi, { kind: 'dialog' }>['dialog']): OpUi => ({ kind: 'dialog', dialog: d });
const confirm = (question: string): OpUi => ({ kind: 'confirm', question });
const examine = (type: ApprovalTypeCode, pass: boolean): OpUi => ({ kind: 'examine', type, pass });

/**
 * The button of each operation the state machine offers. Edit is left to the edit page and the two
 * abnormal approvals are one button (the request says whether it cancels or reassigns).
 */
export const OP_SPECS: Partial<Record<ButtonOp, OpSpec>> = {
  approveCreate: { label: '创建审批通过', ui: examine(ApprovalType.create, true), primary: true },
  rejectCreate: { label: '创建审批驳回', ui: examine(ApprovalType.create, false), danger: true },
  acceptPass: { label: '受理通过', ui: confirm('确定受理通过该工单吗？'), primary: true },
  acceptReject: { label: '受理驳回', ui: { kind: 'reason', label: '驳回原因', required: false }, danger: true },
  reaccept: { label: '重新受理', ui: confirm('确定重新受理该工单吗？') },
  assign: { label: '指派', ui: dialog('assign'), primary: true },
  reassign: { label: '改派', ui: dialog('reassign') },
  editCollaborators: { label: '编辑协作人', ui: dialog('collaborators') },
  transfer: { label: '转单', ui: dialog('transfer') },
  putPool: { label: '放入公海', ui: confirm('确定将该工单放入公海吗？') },
  retrievePool: { label: '从公海收回', ui: confirm('确定将该工单从公海收回吗？') },
  grab: { label: '抢单', ui: confirm('确定抢这个工单吗？'), primary: true },
  receive: { label: '接单', ui: confirm('确定接单吗？'), primary: true },
  refuse: { label: '拒单', ui: { kind: 'reason', label: '拒单原因', required: true }, danger: true },
  appoint: { label: '预约', ui: dialog('appoint'), primary: true },
  keepDate: { label: '确认预约时间', ui: confirm('确定按工单上的预约时间上门吗？'), primary: true },
  changeAppointment: { label: '修改预约', ui: dialog('appoint') },
  startService: { label: '开始服务', ui: confirm('确定开始服务吗？'), primary: true },
  applyComplete: { label: '申请完成', ui: { kind: 'reason', label: '完成说明', required: false }, primary: true },
  complete: { label: '完成服务', ui: { kind: 'reason', label: '完成说明', required: false }, primary: true },
  approveComplete: { label: '完成审批通过', ui: examine(ApprovalType.complete, true), primary: true },
  rejectComplete: { label: '完成审批驳回', ui: examine(ApprovalType.complete, false), danger: true },
  receipt: { label: '回执', ui: dialog('receipt') },
  approveReceipt: { label: '回执审批通过', ui: examine(ApprovalType.receipt, true), primary: true },
  rejectReceipt: { label: '回执审批驳回', ui: examine(ApprovalType.receipt, false), danger: true },
  editFees: { label: '费用', ui: dialog('fees') },
  collect: { label: '收款', ui: dialog('collect') },
  approveCollection: { label: '收款审批通过', ui: examine(ApprovalType.collection, true), primary: true },
  rejectCollection: { label: '收款审批驳回', ui: examine(ApprovalType.collection, false), danger: true },
  evaluate: { label: '评价', ui: dialog('evaluate'), primary: true },
  cancel: { label: '取消工单', ui: { kind: 'reason', label: '取消原因', required: true }, danger: true },
  applyAbnormal: { label: '申请异常', ui: dialog('abnormal') },
  abnormalCancelApproved: { label: '同意异常申请', ui: { kind: 'abnormalExamine', pass: true }, primary: true },
  abnormalRejected: { label: '驳回异常申请', ui: { kind: 'abnormalExamine', pass: false }, danger: true },
  archive: { label: '归档', ui: confirm('确定归档该工单吗？') },
  unarchive: { label: '取消归档', ui: confirm('确定取消归档吗？') },
  recycle: { label: '删除', ui: confirm('确定将该工单删除到回收站吗？'), danger: true },
  restore: { label: '还原', ui: confirm('确定还原该工单吗？'), primary: true },
  copy: { label: '复制工单', ui: confirm('确定复制该工单吗？') },
};
