import { MONEY_ITEM_TYPE_CODES, MONEY_ITEM_TYPE_NAMES, type MoneyItemTypeCode } from '../money-items/money-items.constants';
import { PAYMENT_MODE_NAMES, PAYMENT_MODES, PaymentMode, type PaymentModeCode } from '../orders/order.constants';

/** Payment item types 1–5 and payment modes 1–5 (spec part 1 section 9), as the orders area names them. */
export { MONEY_ITEM_TYPE_CODES as PAYMENT_ITEM_TYPES, MONEY_ITEM_TYPE_NAMES as PAYMENT_ITEM_TYPE_NAMES, PAYMENT_MODE_NAMES, PAYMENT_MODES, PaymentMode };
export type { MoneyItemTypeCode as PaymentItemTypeCode, PaymentModeCode };

/** Reconciliation state of a completed order: 0 not reconciled (or reopened), 1 reconciled. */
export const ReconcileState = { open: 0, reconciled: 1 } as const;
export type ReconcileStateCode = (typeof ReconcileState)[keyof typeof ReconcileState];
export const RECONCILE_STATES = Object.values(ReconcileState) as ReconcileStateCode[];
export const RECONCILE_STATE_NAMES: Record<ReconcileStateCode, string> = { 0: '未对账', 1: '已对账' };

/** What the user reads when a finance call is refused or done. */
export const FinanceTexts = {
  templateKind: '收款模板',
  templateNotFound: '收款模板不存在',
  templateNameTaken: '收款模板名称已存在',
  templateStale: '收款模板已被他人修改，请刷新后重试',
  orderNotFound: '工单不存在',
  engineerCollectOff: '本企业未允许服务人员收款，请联系财务',
  proofNeeded: '请上传收款凭证照片',
  itemNotInTemplate: '收款项不属于该工单的收款模板',
  templateNotOfOrderType: '该收款模板未被此工单类型使用',
  collected: '收款成功',
  reconciled: '对账成功',
  reopened: '已重新打开对账',
  notCompleted: '只有已完成的工单可以对账',
  alreadyReconciled: '工单已对账',
  notReconciled: '工单未对账，无需重新打开',
  /** The refusal of a fee or collection edit on a reconciled order. */
  frozen: '工单已对账，费用已冻结；如需修改请联系财务重新打开对账',
} as const;
