import { FieldAttribute, LinkTarget, type ControlSpec, type FieldAttributeCode } from '@domain/forms/field-types';
import type { FieldOption } from '@domain/forms/form-definition.schemas';
import type { TemplateField } from '@domain/templates/template-form.schemas';

const KEY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A fresh field key, `f_` and six random characters, outside `taken`. Values are stored under the
 * key, so a key once used (even by a field now in the recycle bin) must never name another field.
 */
export function newFieldKey(taken: ReadonlySet<string>, random: () => number = Math.random): string {
  for (;;) {
    let key = 'f_';
    for (let i = 0; i < 6; i += 1) key += KEY_ALPHABET[Math.floor(random() * KEY_ALPHABET.length)];
    if (!taken.has(key)) return key;
  }
}

/** Option values are never shown; they only have to stay unique, so they are counters. */
export function nextOptionValue(options: readonly FieldOption[] = []): string {
  let max = 0;
  const visit = (list: readonly FieldOption[]) => {
    for (const option of list) {
      const n = Number(option.value);
      if (Number.isInteger(n) && n > max) max = n;
      if (option.children) visit(option.children);
    }
  };
  visit(options);
  return String(max + 1);
}

const starterOptions = (): FieldOption[] => [
  { value: '1', label: '选项1' },
  { value: '2', label: '选项2' },
];

/** A new field of `control`: titled after the control, optional, with what the check needs to pass where it can. */
export function createField(control: ControlSpec, key: string): TemplateField {
  const field: TemplateField = {
    key,
    type: control.fieldType,
    title: control.label,
    required: false,
    fixed: false,
    settings: {},
    fieldAttributeList: [],
  };
  if (control.settings.includes('options')) field.options = starterOptions();
  if (control.settings.includes('optionTree')) field.options = [{ value: '1', label: '选项1', children: [{ value: '2', label: '选项1-1' }] }];
  if (control.settings.includes('callNumber')) field.fieldAttributeList = [{ type: FieldAttribute.callNumber, value: '' }];
  if (control.settings.includes('linkTarget')) field.fieldAttributeList = [{ type: FieldAttribute.linkTarget, value: String(LinkTarget.customer) }];
  // An empty formula is refused on save; the settings panel asks for it.
  if (control.settings.includes('formula')) field.fieldAttributeList = [{ type: FieldAttribute.formula, value: '' }];
  return field;
}

/** The field with attribute `type` set to `value` (added when absent). */
export function withAttribute(field: TemplateField, type: FieldAttributeCode, value: string): TemplateField {
  const others = field.fieldAttributeList.filter((a) => a.type !== type);
  return { ...field, fieldAttributeList: [...others, { type, value }] };
}
