import { DEFAULT_FORM_LIMITS } from '@domain/forms/field-values';
import { holdsValue } from '@domain/forms/field-types';
import { computeFormulas, normalizeValues, validateValues, type FormValues } from '@domain/forms/validate-values';
import type { DetailEntityTypeValue } from '@domain/templates/fixed-fields';
import type { Database } from '../../db/database';
import { badRequest } from '../../lib/app-error';
import { DetailFormsService } from './detail-forms.service';

/**
 * The custom-field values of a record (product, customer product, contract ...) checked against its
 * kind's detail form in the template centre: fixed fields are the record's own columns and are left
 * out; the first problem is a 400 naming the field; formulas are computed; unknown keys are dropped.
 */
export async function checkedDetailValues(db: Database, enterpriseId: number, type: DetailEntityTypeValue, values: FormValues): Promise<FormValues> {
  const { form } = await new DetailFormsService(db).view(enterpriseId, type);
  const definition = { fields: form.fields.filter((f) => !f.fixed) };
  const normalized = normalizeValues(definition, values);
  const [issue] = validateValues(definition, normalized, { limits: DEFAULT_FORM_LIMITS });
  if (issue) throw badRequest(`customValues.${issue.key}: ${issue.message}`);
  const computed = computeFormulas(definition, normalized);
  return Object.fromEntries(definition.fields.filter((f) => holdsValue(f.type) && computed[f.key] !== undefined).map((f) => [f.key, computed[f.key]]));
}
