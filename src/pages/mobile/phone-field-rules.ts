import { ValueErrors } from '@domain/forms/errors';
import { FieldType, isComputedType } from '@domain/forms/field-types';
import type { FormField } from '@domain/forms/form-definition.schemas';
import type { FormValues } from '@domain/forms/validate-values';

/** The controls a phone fills with its own inputs; computed fields are left to the server, explanations are shown. */
const PHONE_TYPES: readonly number[] = [
  FieldType.text,
  FieldType.textarea,
  FieldType.number,
  FieldType.radio,
  FieldType.multiSelect,
  FieldType.date,
  FieldType.time,
  FieldType.datetime,
  FieldType.switch,
  FieldType.tick,
  FieldType.address,
  FieldType.explanation,
];
/** Fields typed in (请填写…); the others are picked (请选择…), as the server words it. */
const TYPED: readonly number[] = [FieldType.text, FieldType.textarea, FieldType.number, FieldType.address];
/** `pcKeys`: fields of a plain type that the PC version fills with a picker (an order's service item). */
const onPhone = (field: FormField, pcKeys: readonly string[]) => !pcKeys.includes(field.key) && (PHONE_TYPES.includes(field.type) || isComputedType(field.type));

/** The fields the phone leaves to the PC version (pictures, files, signatures, linked records …). */
export const pcOnlyFields = (fields: readonly FormField[], pcKeys: readonly string[] = []) => fields.filter((f) => !onPhone(f, pcKeys));
export const phoneFields = (fields: readonly FormField[], pcKeys: readonly string[]) => fields.filter((f) => onPhone(f, pcKeys) && !isComputedType(f.type));

/** Whether a value is still empty: nothing, blank text, no choice, an address of blanks. */
const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && !value.trim()) || (Array.isArray(value) && value.length === 0) || (typeof value === 'object' && Object.values(value).every(isBlank));

/**
 * The first required field left empty, or required of the PC version, named as the server would. The
 * server checks every value again (formats, limits) and names the field; its message shows the same way.
 * The full check of domain/forms is not run here: it would bring zod to the phone.
 */
export function firstProblem(fields: readonly FormField[], values: FormValues, pcKeys: readonly string[] = []): string | undefined {
  const pcRequired = pcOnlyFields(fields, pcKeys).find((f) => f.required);
  if (pcRequired) return `${pcRequired.title}为必填项，请在电脑版填写`;
  const missing = phoneFields(fields, pcKeys).find((f) => f.required && (f.type === FieldType.tick ? values[f.key] !== true : isBlank(values[f.key])));
  if (!missing) return undefined;
  if (missing.type === FieldType.tick) return ValueErrors.requiredTick(missing.title);
  return TYPED.includes(missing.type) ? ValueErrors.requiredFill(missing.title) : ValueErrors.requiredPick(missing.title);
}
