import { z } from 'zod';
import { PagingSchema } from '../common/paging';

/** 自动拆单 rules: at most this many product fields per rule (a form rarely has more). */
export const SPLIT_MAX_FIELDS = 20;

const id = z.coerce.number({ error: 'id 须为正整数' }).int('id 须为正整数').positive('id 须为正整数').max(Number.MAX_SAFE_INTEGER, 'id 须为正整数');
const bodyId = (label: string) => z.number({ error: `请选择${label}` }).int(`请选择${label}`).positive(`请选择${label}`).max(Number.MAX_SAFE_INTEGER, `请选择${label}`);
const fieldKey = z.string({ error: '产品字段格式不正确' }).trim().min(1, '请选择产品字段').max(40, '产品字段格式不正确');

/** POST /automate/split/save: a new rule (no id) or an update of one (id and the version seen). */
export const SaveSplitRuleSchema = z.object({
  id: bodyId('拆单规则').optional(),
  version: z.number({ error: 'version 须为整数' }).int('version 须为整数').min(0, 'version 须为整数').max(2 ** 31 - 1, 'version 须为整数').optional(),
  templateId: bodyId('工单类型'),
  /** The product fields, the first being where each order's one product stays. */
  fieldKeys: z
    .array(fieldKey, { error: '产品字段格式不正确' })
    .min(2, '请至少选择两个产品字段')
    .max(SPLIT_MAX_FIELDS, `产品字段最多${SPLIT_MAX_FIELDS}个`)
    .refine((keys) => new Set(keys).size === keys.length, '产品字段重复'),
  enabled: z.boolean({ error: '启用状态格式不正确' }).default(true),
});
export type SaveSplitRuleInput = z.infer<typeof SaveSplitRuleSchema>;

export const SplitFieldsQuerySchema = z.object({ templateId: id });
export const SplitRunsQuerySchema = z.object({ ruleId: id }).extend(PagingSchema.shape);

/** A rule as the list shows it. */
export interface SplitRuleRow {
  id: number;
  templateId: number;
  templateName: string;
  fieldKeys: string[];
  /** The fields' titles in the type's form now ('' for a field since taken off the form). */
  fieldTitles: string[];
  enabled: boolean;
  version: number;
  runCount: number;
  updatedAt: string;
}

/** One split: the source order and the copies made from it. */
export interface SplitRunRow {
  id: number;
  orderId: number;
  orderNo: string;
  copyIds: number[];
  copyNos: string[];
  createdAt: string;
}
