import { recordOperand, type FormValues } from '@domain/forms/validate-values';
import type { TemplateForm } from '@domain/templates/template-form.schemas';
import { storedFormValues } from '../../lib/form-values';

/**
 * The event template's custom-field values: checked (first problem is a 400 naming the field),
 * formulas computed ({c|name} from the customer's custom fields, if the event has a customer),
 * unknown keys dropped.
 */
export function checkedEventValues(form: TemplateForm, values: FormValues, customer: Record<string, unknown> = {}): FormValues {
  return storedFormValues({ fields: form.fields }, values, 'values', { customer: recordOperand(customer) });
}
