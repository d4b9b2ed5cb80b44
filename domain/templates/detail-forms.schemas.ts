import { z } from 'zod';
import { FIELD_KEY_PATTERN } from '../forms/form-definition.schemas';
import { DETAIL_ENTITY_TYPES, type DetailEntityTypeValue } from './fixed-fields';
import { TemplateFieldSchema, TemplateFormSchema, type TemplateForm } from './template-form.schemas';

export const detailTypeSchema = z.coerce
  .number({ error: 'type 须为数字' })
  .pipe(z.literal(DETAIL_ENTITY_TYPES, { error: `type 只能是 ${DETAIL_ENTITY_TYPES.join('、')}` }));

/** GET /v2/temp/cusTempField?type=: the detail fields of an entity kind. */
export const DetailTypeQuerySchema = z.object({ type: detailTypeSchema });

/** POST .../saveField: adds one field, at `position` (from 0) or at the end. */
export const SaveDetailFieldSchema = z.object({
  field: TemplateFieldSchema,
  position: z.number().int('position 须为整数').min(0, 'position 不能小于0').optional(),
});
export type SaveDetailFieldInput = z.infer<typeof SaveDetailFieldSchema>;

/** POST .../updateField: replaces the field with the same key (a key never changes). */
export const UpdateDetailFieldSchema = z.object({ field: TemplateFieldSchema });
export type UpdateDetailFieldInput = z.infer<typeof UpdateDetailFieldSchema>;

/** DELETE .../delete?key=: the field goes to the template-field recycle bin. */
export const DeleteDetailFieldQuerySchema = z.object({
  key: z.string({ error: '请指定字段标识' }).regex(FIELD_KEY_PATTERN, '字段标识不正确'),
});

/** POST /detailControl/saveOc: a whole detail form at once. */
export const SaveDetailFormSchema = z.object({ type: detailTypeSchema, form: TemplateFormSchema });
export type SaveDetailFormInput = z.infer<typeof SaveDetailFormSchema>;

/** The answer of .../fieldValues, /v2/temp/cusTempField and the detail-control writes. */
export interface DetailFormView {
  type: DetailEntityTypeValue;
  typeName: string;
  form: TemplateForm;
}
