import { DEFAULT_FORM_LIMITS } from '@domain/forms/field-values';
import type { FormDefinition } from '@domain/forms/form-definition.schemas';
import { valuesToStore, type ComputeOptions, type FormValues } from '@domain/forms/validate-values';
import { badRequest } from './app-error';

/**
 * The custom-field values a save stores (see valuesToStore), or a 400 naming the first field whose
 * value does not fit the form, as `{path}.{key}: message`.
 */
export function storedFormValues(definition: FormDefinition, values: FormValues, path: string, options: ComputeOptions = {}): FormValues {
  const result = valuesToStore(definition, values, { ...options, limits: DEFAULT_FORM_LIMITS });
  if ('issue' in result) throw badRequest(`${path}.${result.issue.key}: ${result.issue.message}`);
  return result.values;
}
