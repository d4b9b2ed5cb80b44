import { ValueErrors } from './errors';
import { fieldLabel, formulaOf, type FormIssue } from './form-definition.check';
import type { FormDefinition, FormField } from './form-definition.schemas';
import { EXPENSES_DECIMALS, FieldType, holdsValue, isComputedType } from './field-types';
import { VALUE_CHECKS, isEmptyValue, type FormLimits } from './field-values';
import { FormulaScope, evaluateFormula, parseFormula, roundDecimals, type FormulaOperand, type FormulaValue } from './formula';

/** Entered values by field key. */
export type FormValues = Record<string, unknown>;

export interface ValidateOptions {
  /** "Now" for date limits; the current time when absent. */
  fixedNow?: Date;
  limits: FormLimits;
}

const own = (values: FormValues, key: string) => (Object.hasOwn(values, key) ? values[key] : undefined);

const TICK_TYPES: readonly number[] = [FieldType.tick];
const PICK_TYPES: readonly number[] = [
  FieldType.radio,
  FieldType.multiSelect,
  FieldType.cascade,
  FieldType.date,
  FieldType.time,
  FieldType.datetime,
  FieldType.switch,
  FieldType.position,
  FieldType.rating,
  FieldType.linkedRecord,
];
const UPLOAD_TYPES: readonly number[] = [FieldType.image, FieldType.images, FieldType.upload, FieldType.signature];

function requiredMessage(field: FormField): string {
  const title = fieldLabel(field);
  if (TICK_TYPES.includes(field.type)) return ValueErrors.requiredTick(title);
  if (PICK_TYPES.includes(field.type)) return ValueErrors.requiredPick(title);
  if (UPLOAD_TYPES.includes(field.type)) return ValueErrors.requiredUpload(title);
  return ValueErrors.requiredFill(title);
}

/**
 * The problems of entered values against a form, one per field in form order, each naming the
 * field's title. Required fields must be filled (a required tick box ticked); explanation fields
 * hold nothing and computed fields are filled by computeFormulas, so neither is checked here.
 */
export function validateValues(definition: FormDefinition, values: FormValues, options: ValidateOptions): FormIssue[] {
  const context = { limits: options.limits, now: options.fixedNow ?? new Date() };
  const issues: FormIssue[] = [];
  for (const field of definition.fields) {
    const check = VALUE_CHECKS[field.type];
    if (!check) continue;
    const value = own(values, field.key);
    const message = isEmptyValue(field, value) ? (field.required ? requiredMessage(field) : undefined) : check(field, value, context);
    if (message) issues.push({ key: field.key, message });
  }
  return issues;
}

const NUMERIC_INPUT = /^[+-]?(\d+\.?\d*|\.\d+)$/;

function shapeValue(field: FormField, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (field.type !== FieldType.number && field.type !== FieldType.rating) return text;
  if (text === '') return null;
  return NUMERIC_INPUT.test(text) ? Number(text) : value;
}

/**
 * Input shaped to the form: only keys of fields that hold a value, text trimmed, numbers typed as
 * text turned into numbers. Values of fields no longer in the form are the storage's business (it
 * keeps them); this only shapes what is about to be checked and saved.
 */
export function normalizeValues(definition: FormDefinition, values: FormValues): FormValues {
  const shaped: FormValues = {};
  for (const field of definition.fields) {
    const value = own(values, field.key);
    if (holdsValue(field.type) && value !== undefined) shaped[field.key] = shapeValue(field, value);
  }
  return shaped;
}

export interface ComputeOptions {
  /** {c|name}: a field of the record the form belongs to; missing when absent. */
  customer?: (name: string) => FormulaOperand;
}

/** {c|name} read from a record's values (a customer's custom fields): numbers and text are operands, anything else is not a number. */
export const recordOperand =
  (record: Readonly<Record<string, unknown>>) =>
  (name: string): FormulaOperand => {
    const value = Object.hasOwn(record, name) ? record[name] : undefined;
    return value === undefined || value === null || typeof value === 'number' || typeof value === 'string' ? value : Number.NaN;
  };

/**
 * The values with every computed field (types 19, 20) set from its formula, computed fields that use
 * others computed first. A formula that does not parse, or a cycle (both refused when the form is
 * saved), gives ''. Calculators round to their decimals setting, expenses amounts to 2 places.
 */
export function computeFormulas(definition: FormDefinition, values: FormValues, options: ComputeOptions = {}): FormValues {
  const result: FormValues = { ...values };
  const byKey = new Map(definition.fields.map((f) => [f.key, f]));
  const computed = new Map<string, FormulaValue>();
  const inProgress = new Set<string>();

  const compute = (field: FormField): FormulaValue => {
    const known = computed.get(field.key);
    if (known !== undefined) return known;
    if (inProgress.has(field.key)) return '';
    inProgress.add(field.key);
    const parsed = parseFormula(formulaOf(field));
    let value: FormulaValue = '';
    if (parsed.ok) {
      value = evaluateFormula(parsed.ast, (scope, name) => {
        if (scope === FormulaScope.customer) return options.customer?.(name);
        const target = byKey.get(name);
        if (target && isComputedType(target.type)) {
          const used = compute(target);
          return used === '' ? Number.NaN : used; // as an operand '' would read as "missing"
        }
        const entered = own(values, name);
        if (entered === null || entered === undefined || typeof entered === 'number' || typeof entered === 'string') return entered;
        return Number.NaN; // any other kind of value is not a number
      });
    }
    const decimals = field.type === FieldType.expensesNumber ? EXPENSES_DECIMALS : field.settings.decimals;
    if (typeof value === 'number' && decimals !== undefined) value = roundDecimals(value, decimals);
    inProgress.delete(field.key);
    computed.set(field.key, value);
    return value;
  };

  for (const field of definition.fields) if (isComputedType(field.type)) result[field.key] = compute(field);
  return result;
}

export interface StoreOptions extends ComputeOptions {
  limits: FormLimits;
}

/**
 * What a save stores from entered values: normalized, checked against the form's current definition,
 * computed fields recomputed (the saver's result wins over what was sent), and only the keys of
 * fields that hold a value kept. Gives the first problem instead, naming its field, when there is one.
 */
export function valuesToStore(definition: FormDefinition, values: FormValues, options: StoreOptions): { values: FormValues } | { issue: FormIssue } {
  const normalized = normalizeValues(definition, values);
  const [issue] = validateValues(definition, normalized, { limits: options.limits });
  if (issue) return { issue };
  const computed = computeFormulas(definition, normalized, options);
  const kept = definition.fields.filter((f) => holdsValue(f.type) && computed[f.key] !== undefined);
  return { values: Object.fromEntries(kept.map((f) => [f.key, computed[f.key]])) };
}
