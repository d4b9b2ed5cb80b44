import { checkFormDefinition } from '@domain/forms/form-definition.check';
import { FieldAttribute } from '@domain/forms/field-types';
import { fixedFieldMissing, fixedFieldOptional, reservedFieldType } from '@domain/templates/errors';
import type { TemplateField, TemplateForm } from '@domain/templates/template-form.schemas';
import { badRequest } from '../../lib/app-error';

/** What a form of one kind must keep. */
export interface FormRules {
  /** Fields that must stay on the form (and stay required when they are). */
  fixed: readonly TemplateField[];
  /** Keys that only these fields may use, with the same type and link target. */
  reserved: readonly TemplateField[];
}

/** The kind's fixed fields together with those the stored form has fixed (a default form fixes more). */
export function rulesFor(stored: TemplateForm | undefined, kindFixed: readonly TemplateField[], reserved: readonly TemplateField[] = []): FormRules {
  const storedFixed = stored?.fields.filter((f) => f.fixed) ?? [];
  const keys = new Set(storedFixed.map((f) => f.key));
  const fixed = [...storedFixed, ...kindFixed.filter((f) => !keys.has(f.key))];
  return { fixed, reserved: [...fixed, ...reserved] };
}

const linkTarget = (field: TemplateField) => field.fieldAttributeList.find((a) => a.type === FieldAttribute.linkTarget)?.value;

/**
 * The form as it is stored: every fixed field present and as required as before, reserved keys
 * used only with their own type, and `fixed` set by the rules alone. Refuses naming the field.
 */
export function applyFormRules(form: TemplateForm, rules: FormRules): TemplateForm {
  const byKey = new Map(form.fields.map((f) => [f.key, f]));
  for (const fixed of rules.fixed) {
    const field = byKey.get(fixed.key);
    if (!field) throw badRequest(fixedFieldMissing(fixed.title));
    if (fixed.required && !field.required) throw badRequest(fixedFieldOptional(field.title || fixed.title));
  }
  for (const reserved of rules.reserved) {
    const field = byKey.get(reserved.key);
    if (field && (field.type !== reserved.type || linkTarget(field) !== linkTarget(reserved)))
      throw badRequest(reservedFieldType(reserved.key, reserved.title));
  }
  const fixedKeys = new Set(rules.fixed.map((f) => f.key));
  return { fields: form.fields.map((f) => ({ ...f, fixed: fixedKeys.has(f.key) })) };
}

/** Refuses a definition checkFormDefinition finds fault with, naming the field. */
export function assertDefinition(form: TemplateForm, refuse = badRequest): void {
  const [issue] = checkFormDefinition(form);
  if (issue) throw refuse(issue.message);
}

export interface RemovedField {
  field: TemplateField;
  /** Its index in the form it left. */
  position: number;
}

/** Fields of `before` that `after` no longer has, with where they stood. */
export function removedFields(before: TemplateForm, after: TemplateForm): RemovedField[] {
  const kept = new Set(after.fields.map((f) => f.key));
  return before.fields.flatMap((field, position) => (kept.has(field.key) ? [] : [{ field, position }]));
}

/** The form with `field` at `position` (or at the end when the form has become shorter). */
export function insertField(form: TemplateForm, field: TemplateField, position = form.fields.length): TemplateForm {
  const fields = [...form.fields];
  fields.splice(Math.min(position, fields.length), 0, field);
  return { fields };
}
