import { z } from 'zod';
import { PagingSchema } from '../common/paging';
import { detailTypeSchema } from './detail-forms.schemas';
import type { FormOwnerKindValue } from './template.constants';
import { idSchema, optionalParam, type UserRef } from './template-common.schemas';
import type { TemplateField } from './template-form.schemas';

/** Whose fields to list: one order type, one event template or one entity kind's detail form, or (none given) all. */
const ownerShape = {
  orderTypeId: optionalParam(idSchema),
  eventTemplateId: optionalParam(idSchema),
  detailType: optionalParam(detailTypeSchema),
};
const oneOwnerAtMost = (filter: { orderTypeId?: number; eventTemplateId?: number; detailType?: number }, ctx: z.RefinementCtx) => {
  const given = [filter.orderTypeId, filter.eventTemplateId, filter.detailType].filter((v) => v !== undefined);
  if (given.length > 1) ctx.addIssue({ code: 'custom', message: '只能按一个表单筛选：orderTypeId、eventTemplateId 或 detailType', path: ['orderTypeId'] });
};
/** GET /v2/temp/recycleBinFieldCount. */
export const RecycleBinFilterSchema = z.object(ownerShape).superRefine(oneOwnerAtMost);
export type RecycleBinFilter = z.infer<typeof RecycleBinFilterSchema>;
/** GET /v2/temp/recycleBinField: newest first. */
export const RecycleBinQuerySchema = PagingSchema.extend(ownerShape).superRefine(oneOwnerAtMost);

/** PUT /v2/temp/reductionField. */
export const RestoreFieldSchema = z.object({ id: idSchema });
/** PUT /v2/temp/common/reductionField: all of them or none. */
export const RestoreFieldsSchema = z.object({
  ids: z
    .array(idSchema, { error: '请选择要恢复的字段' })
    .min(1, '请选择要恢复的字段')
    .max(200, '一次最多恢复200个字段')
    .transform((ids) => [...new Set(ids)]),
});

/** A row of GET /v2/temp/recycleBinField: a field removed from a form, waiting to be restored. */
export interface RecycledFieldRow {
  id: number;
  ownerKind: FormOwnerKindValue;
  ownerId: number;
  /** The order type's or event template's name, or the detail form's kind name ('客户字段'). */
  ownerName: string;
  field: TemplateField;
  /** Where the field stood in its form (from 0); a restore puts it back there. */
  position: number;
  deletedBy: UserRef;
  deleteTime: string;
}
