import { DEFAULT_FORM_LIMITS } from '@domain/forms/field-values';
import { holdsValue } from '@domain/forms/field-types';
import { computeFormulas, normalizeValues, validateValues, type FormValues } from '@domain/forms/validate-values';
import type { TemplateForm } from '@domain/templates/template-form.schemas';
import { badRequest } from '../../lib/app-error';

/** The event template's custom-field values: checked (first problem is a 400 naming the field), formulas computed, unknown keys dropped. */
export function checkedEventValues(form: TemplateForm, values: FormValues): FormValues {
  const definition = { fields: form.fields };
  const normalized = normalizeValues(definition, values);
  const [issue] = validateValues(definition, normalized, { limits: DEFAULT_FORM_LIMITS });
  if (issue) throw badRequest(`values.${issue.key}: ${issue.message}`);
  const computed = computeFormulas(definition, normalized);
  return Object.fromEntries(definition.fields.filter((f) => holdsValue(f.type) && computed[f.key] !== undefined).map((f) => [f.key, computed[f.key]]));
}
