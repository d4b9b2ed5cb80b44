import { z } from 'zod';
import type { FormOwnerKindValue } from './template.constants';
import { idSchema, type UserRef } from './template-common.schemas';
import type { TemplateField } from './template-form.schemas';

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
