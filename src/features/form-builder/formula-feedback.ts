import { isNumericType } from '@domain/forms/field-types';
import { checkFormDefinition, fieldLabel, formulaOf } from '@domain/forms/form-definition.check';
import { FormulaScope, formulaReferences, parseFormula } from '@domain/forms/formula';
import type { TemplateField } from '@domain/templates/template-form.schemas';

export interface FormulaReferenceLabel {
  /** As written: {s|key} or {c|name}. */
  token: string;
  label: string;
}

/** What the formula editor tells while typing: where the syntax breaks, what else the save check refuses, or what it refers to. */
export type FormulaFeedback =
  | { kind: 'syntax'; position: number; message: string }
  | { kind: 'problem'; message: string }
  | { kind: 'ok'; references: FormulaReferenceLabel[] };

export function formulaFeedback(field: TemplateField, fields: readonly TemplateField[]): FormulaFeedback {
  const text = formulaOf(field);
  const parsed = parseFormula(text);
  if (text && !parsed.ok) return { kind: 'syntax', position: parsed.error.position, message: parsed.error.message };
  const issue = checkFormDefinition({ fields: [...fields] }).find((i) => i.key === field.key);
  if (issue || !parsed.ok) return { kind: 'problem', message: issue?.message ?? '' };
  const byKey = new Map(fields.map((f) => [f.key, f]));
  const seen = new Set<string>();
  const references: FormulaReferenceLabel[] = [];
  for (const ref of formulaReferences(parsed.ast)) {
    const token = `{${ref.scope}|${ref.name}}`;
    if (seen.has(token)) continue;
    seen.add(token);
    const target = byKey.get(ref.name);
    references.push({ token, label: ref.scope === FormulaScope.customer ? `客户的“${ref.name}”` : target ? fieldLabel(target) : ref.name });
  }
  return { kind: 'ok', references };
}

/** The fields a formula of `field` may use: the other numeric fields of the form. */
export const formulaOperands = (field: TemplateField, fields: readonly TemplateField[]) =>
  fields.filter((f) => f.key !== field.key && isNumericType(f.type));
