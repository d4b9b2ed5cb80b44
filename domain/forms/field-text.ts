import type { FieldOption } from './form-definition.schemas';

/** An option's label (searched through every level), else the value itself. */
function optionLabel(options: FieldOption[] | undefined, value: string): string {
  for (const option of options ?? []) {
    if (option.value === value) return option.label;
    const inner = optionLabel(option.children, value);
    if (inner !== value) return inner;
  }
  return value;
}

/** A stored custom-field value as plain text (a printed sheet, an export cell): options by label, files by name, lists joined; empty as ''. */
export function fieldValueText(value: unknown, field: { options?: FieldOption[] }): string {
  if (value === null || value === undefined || value === '') return '';
  if (Array.isArray(value)) return value.map((v) => fieldValueText(v, field)).join('、');
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.name === 'string') return record.name;
    return Object.values(record).map((v) => fieldValueText(v, field)).join(' ');
  }
  return optionLabel(field.options, String(value));
}
