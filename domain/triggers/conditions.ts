import { CUSTOM_FIELD_PREFIX, FieldKind, ORDER_FIELDS, Operator, type FieldKindValue, type OperatorValue } from './triggers.constants';

/** One range condition: a field (built-in key or `values.<custom key>`), an operator, and a value. */
export interface Condition {
  field: string;
  operator: OperatorValue;
  value: ConditionValue;
}
export type ConditionValue = string | number | (string | number)[] | null;

/** The record a condition reads: built-in fields by key, custom field values under `values`. */
export type TriggerRecord = Record<string, unknown> & { values?: Record<string, unknown> };

const BUILT_IN = new Map<string, FieldKindValue>(ORDER_FIELDS.map((f) => [f.key, f.kind]));

export const isCustomField = (field: string) => field.startsWith(CUSTOM_FIELD_PREFIX) && field.length > CUSTOM_FIELD_PREFIX.length;
export const isKnownField = (field: string) => BUILT_IN.has(field) || isCustomField(field);

/** The field's value on the record (a custom field's from `values`). */
export function readField(record: TriggerRecord, field: string): unknown {
  if (isCustomField(field)) return record.values?.[field.slice(CUSTOM_FIELD_PREFIX.length)];
  return record[field];
}

/** The kind a value is compared as: the built-in field's, else what the custom value looks like. */
export function kindOf(field: string, value: unknown): FieldKindValue {
  const builtIn = BUILT_IN.get(field);
  if (builtIn) return builtIn;
  if (Array.isArray(value)) return FieldKind.codes;
  if (typeof value === 'number') return FieldKind.number;
  if (value instanceof Date) return FieldKind.datetime;
  return FieldKind.text;
}

const isEmpty = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

/** Comparable scalar: numbers and numeric text as numbers, dates as epoch ms, the rest as trimmed text. */
function scalar(v: unknown, kind: FieldKindValue): number | string | null {
  if (v === null || v === undefined) return null;
  if (kind === FieldKind.datetime) {
    const t = v instanceof Date ? v.getTime() : Date.parse(String(v));
    return Number.isNaN(t) ? null : t;
  }
  if (typeof v === 'number') return v;
  const text = String(v).trim();
  if ((kind === FieldKind.number || kind === FieldKind.code) && text !== '' && !Number.isNaN(Number(text))) return Number(text);
  return text;
}

const same = (a: unknown, b: unknown, kind: FieldKindValue) => {
  const x = scalar(a, kind);
  const y = scalar(b, kind);
  return x !== null && y !== null && (x === y || String(x) === String(y));
};
const list = (v: ConditionValue): (string | number)[] => (Array.isArray(v) ? v : v === null ? [] : [v]);
const items = (v: unknown): unknown[] => (Array.isArray(v) ? v : isEmpty(v) ? [] : [v]);

/** Whether the record meets one condition. A missing field is empty; an ordering against a non-number is false. */
export function evaluate(condition: Condition, record: TriggerRecord): boolean {
  const actual = readField(record, condition.field);
  const kind = kindOf(condition.field, actual);
  const expected = condition.value;
  switch (condition.operator) {
    case Operator.empty:
      return isEmpty(actual);
    case Operator.notEmpty:
      return !isEmpty(actual);
    case Operator.equals:
      if (kind === FieldKind.codes) return items(actual).length === list(expected).length && list(expected).every((e) => items(actual).some((a) => same(a, e, FieldKind.code)));
      return same(actual, Array.isArray(expected) ? expected[0] : expected, kind);
    case Operator.notEquals:
      return !evaluate({ ...condition, operator: Operator.equals }, record);
    case Operator.contains: {
      if (kind === FieldKind.codes) return list(expected).every((e) => items(actual).some((a) => same(a, e, FieldKind.code)));
      const needle = String(Array.isArray(expected) ? expected[0] ?? '' : expected ?? '').trim();
      return !isEmpty(actual) && needle !== '' && String(actual).includes(needle);
    }
    case Operator.in:
      if (kind === FieldKind.codes) return items(actual).some((a) => list(expected).some((e) => same(a, e, FieldKind.code)));
      return list(expected).some((e) => same(actual, e, kind));
    case Operator.greater:
    case Operator.less: {
      const ordering = kind === FieldKind.datetime ? FieldKind.datetime : FieldKind.number;
      const a = scalar(actual, ordering);
      const b = scalar(Array.isArray(expected) ? expected[0] : expected, ordering);
      if (typeof a !== 'number' || typeof b !== 'number') return false;
      return condition.operator === Operator.greater ? a > b : a < b;
    }
  }
}

/** The match range (empty = every type) and every condition (all must hold). */
export function matches(trigger: { templateIds: readonly number[]; conditions: readonly Condition[] }, record: TriggerRecord & { templateId: number }): boolean {
  if (trigger.templateIds.length > 0 && !trigger.templateIds.includes(record.templateId)) return false;
  return trigger.conditions.every((c) => evaluate(c, record));
}
