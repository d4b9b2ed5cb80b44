import { z } from 'zod';
import { PagingSchema } from '../common/paging';
import { ExportFormatSchema } from '../downloads/downloads.schemas';
import { PAYMENT_MODES } from '../finance/finance.constants';
import {
  RETURN_CHANGE_STATES,
  RETURN_CHANGE_TYPES,
  type ExchangeWarrantyValue,
  type ReturnChangeSourceValue,
  type ReturnChangeStateValue,
  type ReturnChangeTypeValue,
} from './repair.constants';
import { APPROVAL_MOVES, ReturnChangeOp, type ReturnChangeOpValue } from './return-change.machine';

const id = (field = 'id') => z.coerce.number({ error: `${field} 须为正整数` }).int(`${field} 须为正整数`).positive(`${field} 须为正整数`).max(2 ** 53 - 1, `${field} 须为正整数`);
const optionalParam = <S extends z.ZodType>(schema: S) => z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());
const REFUND_RULE = '须为不小于0、最多两位小数的金额';
const REFUND_MODE_RULE = `refundMode 只能是 ${PAYMENT_MODES.join('、')}`;
const optText = (label: string, max: number) => z.string({ error: `${label}须为文本` }).trim().max(max, `${label}最多${max}个字`).default('');

/** POST /v2/repair/returnChange/create: a return or an exchange of one of the customer's products. */
export const CreateReturnChangeSchema = z.object({
  type: z.literal(RETURN_CHANGE_TYPES, { error: 'type 只能是 1 退货、2 换货' }),
  customerId: id('customerId'),
  customerProductId: id('customerProductId'),
  reason: z.string({ error: '请填写退换原因' }).trim().min(1, '请填写退换原因').max(500, '退换原因最多500个字'),
  remark: optText('备注', 500),
});
export type CreateReturnChangeInput = z.infer<typeof CreateReturnChangeSchema>;

/**
 * POST /v2/repair/returnChange/approve: pass or reject. An exchange passed names the spare part shipped
 * as the replacement, the warehouse it leaves (the settings' default when absent) and its serial number.
 */
export const ApproveReturnChangeSchema = z
  .object({
    id: id(),
    op: z.enum(APPROVAL_MOVES, { error: `op 只能是 ${APPROVAL_MOVES.join('、')}` }),
    reason: optText('原因', 200),
    partId: optionalParam(id('partId')),
    warehouseId: optionalParam(id('warehouseId')),
    newSerialNumber: optText('新序列号', 50),
    /** A return passed: what is given back to the customer (yuan, up to 2 decimals), and how (payment mode 1–5). */
    refundAmount: optionalParam(z.string({ error: `refundAmount ${REFUND_RULE}` }).trim().regex(/^\d{1,9}(\.\d{1,2})?$/, `refundAmount ${REFUND_RULE}`)),
    refundMode: optionalParam(z.coerce.number({ error: REFUND_MODE_RULE }).pipe(z.literal(PAYMENT_MODES, { error: REFUND_MODE_RULE }))),
  })
  .refine((v) => v.op !== ReturnChangeOp.reject || v.reason.length > 0, { message: '请填写驳回原因', path: ['reason'] });
export type ApproveReturnChangeInput = z.infer<typeof ApproveReturnChangeSchema>;

export const ReturnChangeIdSchema = z.object({ id: id() });

export const ReturnChangeFilterSchema = z.object({
  keyword: optionalParam(z.string().trim().max(50, 'keyword 最多50个字')),
  state: optionalParam(z.coerce.number().pipe(z.literal(RETURN_CHANGE_STATES, { error: 'state 只能是 0、1、2、3' }))),
  type: optionalParam(z.coerce.number().pipe(z.literal(RETURN_CHANGE_TYPES, { error: 'type 只能是 1、2' }))),
  customerProductId: optionalParam(id('customerProductId')),
});
export type ReturnChangeFilter = z.infer<typeof ReturnChangeFilterSchema>;
export const ReturnChangeListQuerySchema = ReturnChangeFilterSchema.extend(PagingSchema.shape);
export const ExportReturnChangesSchema = ReturnChangeFilterSchema.extend({ format: ExportFormatSchema.default('xlsx') });

type Person = { id: number; name: string } | null;

/** A return and exchange order as list, detail and every change send it, with what the caller may do now. */
export interface ReturnChangeView {
  id: number;
  returnChangeNo: string;
  type: ReturnChangeTypeValue;
  state: ReturnChangeStateValue;
  source: ReturnChangeSourceValue;
  customerId: number;
  customerName: string | null;
  customerProductId: number;
  productName: string | null;
  /** The product's serial number now (the new one once an exchange passed). */
  serialNumber: string | null;
  detectionOrderId: number | null;
  repairOrderId: number | null;
  reason: string;
  remark: string;
  /** An exchange passed: the serial replaced, the one shipped, the part and warehouse it left, the warranty rule applied. */
  oldSerialNumber: string;
  newSerialNumber: string;
  part: { id: number; name: string } | null;
  warehouse: { id: number; name: string } | null;
  movementId: number | null;
  warranty: ExchangeWarrantyValue | null;
  /** A return passed: what was given back to the customer (finance's 退货退款), else null. */
  refundAmount: string | null;
  rejectReason: string;
  approvedBy: Person;
  approvedAt: string | null;
  createdBy: Person;
  createTime: string;
  operations: ReturnChangeOpValue[];
}
