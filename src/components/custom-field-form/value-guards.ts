import { fieldLabel } from '@domain/forms/form-definition.check';
import type { FieldOption, FormField } from '@domain/forms/form-definition.schemas';

/** What a detail page shows for a field with no value. */
export const EMPTY_TEXT = '-';

export const asText = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
export const asNumber = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
export const asTextList = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
export const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The field's own hint, or "请输入标题" / "请选择标题". */
export const placeholderOf = (field: FormField, verb: '请输入' | '请选择') => field.placeholder || `${verb}${fieldLabel(field)}`;

/** The label of an option value; a value no longer among the options shows as itself. */
export const optionLabel = (options: readonly FieldOption[] | undefined, value: string) => options?.find((o) => o.value === value)?.label ?? value;

/** 'text|id': the text is everything before the last '|'. */
export const linkedRecordText = (value: string) => (value.lastIndexOf('|') > 0 ? value.slice(0, value.lastIndexOf('|')) : value);
