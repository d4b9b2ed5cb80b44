import type { FormValues } from '@domain/forms/validate-values';
import type { DetailEntityTypeValue } from '@domain/templates/fixed-fields';
import type { Database } from '../../db/database';
import { storedFormValues } from '../../lib/form-values';
import { DetailFormsService } from './detail-forms.service';

/**
 * The custom-field values of a record (product, customer product, contract ...) checked against its
 * kind's detail form in the template centre: fixed fields are the record's own columns and are left
 * out; the first problem is a 400 naming the field; formulas are computed; unknown keys are dropped.
 */
export async function checkedDetailValues(db: Database, enterpriseId: number, type: DetailEntityTypeValue, values: FormValues): Promise<FormValues> {
  const { form } = await new DetailFormsService(db).view(enterpriseId, type);
  return storedFormValues({ fields: form.fields.filter((f) => !f.fixed) }, values, 'customValues');
}
