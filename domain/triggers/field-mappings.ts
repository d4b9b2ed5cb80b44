import { FieldType } from '../forms/field-types';
import { isCustomField } from './conditions';
import { CUSTOM_FIELD_PREFIX, FIELDS_OF, FieldKind, FOLLOW_UP_TARGETS, type FieldKindValue, type RecordKindValue } from './triggers.constants';

/** One source → target pair of a follow-up action. */
export interface FieldMapping {
  sourceField: string;
  targetField: string;
}
/** A field as a mapping sees it: its key, its name for messages, and the kind of value it holds. */
export interface MappedField {
  key: string;
  name: string;
  kind: FieldKindValue;
}
/** A template form's field as far as a mapping needs it. */
export interface FormFieldLike {
  key: string;
  title: string;
  type: number;
}

const TEXT_TYPES: readonly number[] = [FieldType.text, FieldType.textarea, FieldType.radio, FieldType.address, FieldType.scan, FieldType.hyperlink];
const NUMBER_TYPES: readonly number[] = [FieldType.number, FieldType.calculator, FieldType.expensesNumber, FieldType.rating];
const DATETIME_TYPES: readonly number[] = [FieldType.date, FieldType.time, FieldType.datetime];
const CODES_TYPES: readonly number[] = [FieldType.multiSelect, FieldType.cascade];

/** The kind of value a custom form field holds, or null for what a mapping cannot carry (images, files, signatures, links to records). */
export function kindOfFormField(type: number): FieldKindValue | null {
  if (TEXT_TYPES.includes(type)) return FieldKind.text;
  if (NUMBER_TYPES.includes(type)) return FieldKind.number;
  if (DATETIME_TYPES.includes(type)) return FieldKind.datetime;
  if (CODES_TYPES.includes(type)) return FieldKind.codes;
  return null;
}

/** A custom field `values.<key>` found in one of the forms, as a mapped field; undefined when none has it or it cannot be mapped. */
export function customField(field: string, forms: readonly (readonly FormFieldLike[])[]): MappedField | undefined {
  if (!isCustomField(field)) return undefined;
  const key = field.slice(CUSTOM_FIELD_PREFIX.length);
  for (const fields of forms) {
    const found = fields.find((f) => f.key === key);
    const kind = found && kindOfFormField(found.type);
    if (found && kind) return { key: field, name: found.title, kind };
  }
  return undefined;
}

/** A source field: the record kind's built-in field, or a custom field of the match range's forms. */
export function sourceField(recordKind: RecordKindValue, field: string, forms: readonly (readonly FormFieldLike[])[]): MappedField | undefined {
  return FIELDS_OF[recordKind].find((f) => f.key === field) ?? customField(field, forms);
}

/** A target field: a built-in field a follow-up takes, or a custom field of the target type's form. */
export function targetField(field: string, form: readonly FormFieldLike[]): MappedField | undefined {
  return FOLLOW_UP_TARGETS.find((f) => f.key === field) ?? customField(field, [form]);
}

/**
 * Whether a value of the source field may be written to the target field: the same kind (a code only
 * to the same built-in field — a priority to a priority, never a type id to a priority), or a number
 * written as text.
 */
export function fits(source: MappedField, target: MappedField): boolean {
  if (target.kind === FieldKind.text && source.kind === FieldKind.number) return true;
  if (source.kind !== target.kind) return false;
  return source.kind !== FieldKind.code || source.key === target.key;
}

/**
 * Why a follow-up's mappings cannot be saved, naming the mapping ("mappings: 字段映射「来源 → 目标」…"),
 * or null when every pair is known on both sides and fits.
 */
export function mappingMisfit(mappings: readonly FieldMapping[], source: (field: string) => MappedField | undefined, target: (field: string) => MappedField | undefined): string | null {
  for (const m of mappings) {
    const s = source(m.sourceField);
    const t = target(m.targetField);
    const pair = `字段映射「${s?.name ?? m.sourceField} → ${t?.name ?? m.targetField}」`;
    if (!s) return `mappings: ${pair}的来源字段不存在`;
    if (!t) return `mappings: ${pair}的目标字段不存在`;
    if (!fits(s, t)) return `mappings: ${pair}的字段类型不匹配`;
  }
  const targets = mappings.map((m) => m.targetField);
  const twice = targets.find((t, i) => targets.indexOf(t) !== i);
  return twice ? `mappings: 目标字段「${target(twice)?.name ?? twice}」映射了两次` : null;
}
