import { z } from 'zod';
import { checkFormDefinition } from '../forms/form-definition.check';
import { FormFieldSchema } from '../forms/form-definition.schemas';

/**
 * A template's form: a form definition whose fields may be fixed. A fixed field is one of the
 * record's own columns (an order's customer and title, a customer's name and phone): it is always
 * on the form, cannot be removed, and stays required when it is required. The server decides what
 * is fixed; a `fixed` sent by the client is ignored.
 */
export const TemplateFieldSchema = FormFieldSchema.extend({ fixed: z.boolean().default(false) });
export type TemplateField = z.infer<typeof TemplateFieldSchema>;

export const TEMPLATE_FORM_MAX_FIELDS = 200;

const fieldsSchema = z
  .array(TemplateFieldSchema, { error: '请提供表单字段' })
  .max(TEMPLATE_FORM_MAX_FIELDS, `一个表单最多${TEMPLATE_FORM_MAX_FIELDS}个字段`);

export const TemplateFormSchema = z
  .object({ fields: fieldsSchema }, { error: '请提供表单' })
  .superRefine((form, ctx) => {
    const [issue] = checkFormDefinition(form);
    if (issue) ctx.addIssue({ code: 'custom', message: issue.message, path: ['fields'] });
  });
export type TemplateForm = z.infer<typeof TemplateFormSchema>;
