import { DefinitionErrors } from './errors';
import { FormDefinitionSchema, type FieldOption, type FormDefinition, type FormField } from './form-definition.schemas';
import {
  FieldAttribute,
  FieldType,
  IMAGE_FIELD_MAX,
  LINK_TARGET_NAMES,
  isChoiceType,
  isComputedType,
  isFieldType,
  isNumericType,
} from './field-types';
import { FormulaScope, formulaReferences, parseFormula } from './formula';

export interface FormIssue {
  /** The field concerned. */
  key: string;
  message: string;
}

export interface DefinitionCheckOptions {
  /** Keys {c|name} may use (the numeric fields of the form's customer); unchecked when absent. */
  customerFields?: readonly string[];
}

export const fieldLabel = (field: Pick<FormField, 'key' | 'title'>) => field.title || field.key;

export const attributeValue = (field: Pick<FormField, 'fieldAttributeList'>, type: number): string | undefined =>
  field.fieldAttributeList.find((a) => a.type === type)?.value;

/** The formula text of a computed field, or '' when it has none. */
export const formulaOf = (field: Pick<FormField, 'fieldAttributeList'>) => attributeValue(field, FieldAttribute.formula)?.trim() ?? '';

function duplicateOption(options: readonly FieldOption[]): string | undefined {
  const seen = new Set<string>();
  for (const option of options) {
    if (seen.has(option.value)) return option.value;
    seen.add(option.value);
    const nested = option.children && duplicateOption(option.children);
    if (nested) return nested;
  }
  return undefined;
}

function checkOptions(field: FormField): string | undefined {
  const label = fieldLabel(field);
  const options = field.options ?? [];
  if (options.length === 0) return DefinitionErrors.noOptions(label);
  if (field.type !== FieldType.cascade && options.some((o) => o.children?.length)) return DefinitionErrors.nestedOptions(label);
  const repeated = duplicateOption(options);
  return repeated === undefined ? undefined : DefinitionErrors.duplicateOption(label, repeated);
}

function checkFormula(field: FormField, byKey: Map<string, FormField>, options: DefinitionCheckOptions): string | undefined {
  const label = fieldLabel(field);
  const text = formulaOf(field);
  if (!text) return DefinitionErrors.noFormula(label);
  const parsed = parseFormula(text);
  if (!parsed.ok) return DefinitionErrors.badFormula(label, parsed.error.message);
  for (const ref of formulaReferences(parsed.ast)) {
    if (ref.scope === FormulaScope.customer) {
      if (options.customerFields && !options.customerFields.includes(ref.name)) return DefinitionErrors.missingReference(label, ref.name);
      continue;
    }
    const target = byKey.get(ref.name);
    if (!target) return DefinitionErrors.missingReference(label, ref.name);
    if (!isNumericType(target.type)) return DefinitionErrors.nonNumericReference(label, fieldLabel(target));
  }
  return undefined;
}

/** The settings problem of a field, if any (types are known here). */
function checkField(field: FormField, byKey: Map<string, FormField>, options: DefinitionCheckOptions): string | undefined {
  const label = fieldLabel(field);
  const { min, max, maxCount } = field.settings;
  if (field.required && !field.title && field.type !== FieldType.explanation) return DefinitionErrors.requiredWithoutTitle(field.key);
  if (isChoiceType(field.type)) return checkOptions(field);
  if (isComputedType(field.type)) return checkFormula(field, byKey, options);
  if (field.type === FieldType.number && min !== undefined && max !== undefined && min > max) return DefinitionErrors.minAboveMax(label);
  if (field.type === FieldType.image && maxCount !== undefined && maxCount > IMAGE_FIELD_MAX) return DefinitionErrors.tooManyImages(label, IMAGE_FIELD_MAX);
  if (field.type === FieldType.linkedRecord) {
    const target = Number(attributeValue(field, FieldAttribute.linkTarget));
    if (!(target in LINK_TARGET_NAMES)) return DefinitionErrors.noLinkTarget(label);
  }
  return undefined;
}

/** Computed fields that reach themselves through {s|...} references, each cycle once, as titles. */
function formulaCycles(fields: readonly FormField[], byKey: Map<string, FormField>): FormIssue[] {
  const edges = new Map<string, string[]>();
  for (const field of fields) {
    if (!isComputedType(field.type)) continue;
    const parsed = parseFormula(formulaOf(field));
    const refs = parsed.ok ? formulaReferences(parsed.ast) : [];
    edges.set(
      field.key,
      refs.filter((r) => r.scope === FormulaScope.self && isComputedType(byKey.get(r.name)?.type ?? 0)).map((r) => r.name),
    );
  }
  const issues: FormIssue[] = [];
  const done = new Set<string>();
  const visit = (key: string, path: string[]) => {
    const start = path.indexOf(key);
    if (start >= 0) {
      const cycle = [...path.slice(start), key];
      issues.push({ key, message: DefinitionErrors.formulaCycle(cycle.map((k) => fieldLabel(byKey.get(k)!))) });
      return;
    }
    if (done.has(key)) return;
    for (const next of edges.get(key) ?? []) visit(next, [...path, key]);
    done.add(key);
  };
  for (const key of edges.keys()) visit(key, []);
  return issues;
}

/**
 * What is wrong with a definition, field by field in form order: duplicate keys, unknown types,
 * required fields without a title, choice fields without options or with repeated option values,
 * computed fields whose formula is missing, malformed (with the position), refers to a missing or
 * non-numeric field, or takes part in a cycle. Empty when the definition may be saved.
 */
export function checkFormDefinition(definition: FormDefinition, options: DefinitionCheckOptions = {}): FormIssue[] {
  const issues: FormIssue[] = [];
  const byKey = new Map<string, FormField>();
  for (const field of definition.fields) {
    if (byKey.has(field.key)) issues.push({ key: field.key, message: DefinitionErrors.duplicateKey(field.key) });
    else byKey.set(field.key, field);
  }
  for (const field of definition.fields) {
    if (!isFieldType(field.type)) {
      issues.push({ key: field.key, message: DefinitionErrors.unknownType(fieldLabel(field), field.type) });
      continue;
    }
    const message = checkField(field, byKey, options);
    if (message) issues.push({ key: field.key, message });
  }
  return [...issues, ...formulaCycles(definition.fields, byKey)];
}

/** The definition a save accepts: well formed and passing checkFormDefinition (first refusal first). */
export const CheckedFormDefinitionSchema = FormDefinitionSchema.superRefine((definition, ctx) => {
  for (const issue of checkFormDefinition(definition)) ctx.addIssue({ code: 'custom', message: issue.message, path: [] });
});
