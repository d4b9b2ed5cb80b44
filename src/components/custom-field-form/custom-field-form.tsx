/**
 * CustomFieldForm: renders any stored form (orders, events, customers, products, contracts, custom
 * applications, the template centre's preview) for entry, editing and read-only detail.
 *
 * Props
 * - definition: the form (FormDefinition, or a template form whose fields may be `fixed`).
 * - value / onChange: values by field key, in the shapes of domain/forms/field-values.ts. onChange
 *   gets the whole object with computed fields (types 19, 20) already recalculated. Without
 *   onChange the form keeps its own values, starting from `value` (enough for a preview).
 * - mode: 'entry' (new record) and 'edit' (stored values) show controls; 'readonly' shows text.
 * - errors: problems from elsewhere (the server's refusal, field by field), shown under their fields.
 * - customer: the record {c|name} formulas read from. limits: the enterprise's upload ceilings.
 * - linkSearch: finds records for linked-record fields (type 30); by default the app's own search
 *   over customers, orders, products, events and people (use-linked-record-search.ts).
 * - ref: { validate(), values() }. validate() checks with validateValues, shows each problem under
 *   its field (and keeps them current as the user corrects them) and returns them, so a page blocks
 *   saving while any is left. values() gives what to save: normalized, computed fields recomputed.
 *   The server checks and computes again on save; its result wins.
 * Fixed fields (template forms) carry a lock; their values travel in `value` like the others and the
 * page maps them to the record's columns. Read-only mode leaves explanations out.
 *
 *   const form = useRef<CustomFieldFormHandle>(null);
 *   <CustomFieldForm ref={form} definition={orderType.form} value={values} onChange={setValues} />
 *   // on save: if (form.current!.validate().length === 0) save(form.current!.values());
 */
import { Form } from '@arco-design/web-react';
import { useCallback, useImperativeHandle, useLayoutEffect, useMemo, useRef, useState, type ComponentType, type Ref } from 'react';
import type { FormIssue } from '@domain/forms/form-definition.check';
import type { FormField } from '@domain/forms/form-definition.schemas';
import { DEFAULT_FORM_LIMITS, type FormLimits } from '@domain/forms/field-values';
import { computeFormulas, normalizeValues, recordOperand, validateValues, type FormValues } from '@domain/forms/validate-values';
import { fieldControl } from './control-registry';
import type { LinkedRecordSearch } from './control-types';
import { CustomFieldDetail } from './custom-field-detail';
import { CustomFieldItem } from './custom-field-item';
import { useLinkedRecordSearch } from './use-linked-record-search';

export type CustomFieldFormMode = 'entry' | 'edit' | 'readonly';

export interface CustomFieldFormHandle {
  validate(): FormIssue[];
  values(): FormValues;
}

export interface CustomFieldFormProps {
  definition: { fields: (FormField & { fixed?: boolean })[] };
  value?: FormValues;
  onChange?: (values: FormValues) => void;
  mode?: CustomFieldFormMode;
  errors?: readonly FormIssue[];
  customer?: Readonly<Record<string, unknown>>;
  limits?: FormLimits;
  linkSearch?: LinkedRecordSearch;
  ref?: Ref<CustomFieldFormHandle>;
}

const NO_VALUES: FormValues = {};
// The fields lay out in a div: a page may well hold this form inside its own <form>.
const SECTION = 'div' as unknown as ComponentType;

export function CustomFieldForm({ definition, value, onChange, mode = 'entry', errors, customer, limits = DEFAULT_FORM_LIMITS, linkSearch, ref }: CustomFieldFormProps) {
  const [ownValues, setOwnValues] = useState<FormValues>(value ?? NO_VALUES);
  // null until validate() is first called: problems are not shown before the user asks to save.
  const [issues, setIssues] = useState<FormIssue[] | null>(null);
  const current = onChange ? (value ?? NO_VALUES) : ownValues;
  const computeOptions = { customer: customer && recordOperand(customer) };
  const computed = computeFormulas(definition, current, computeOptions);
  const check = (values: FormValues) => validateValues(definition, normalizeValues(definition, values), { limits });

  useImperativeHandle(ref, () => ({
    validate() {
      const found = check(current);
      setIssues(found);
      return found;
    },
    values: () => computeFormulas(definition, normalizeValues(definition, current), computeOptions),
  }));

  // The change handler is one function for the form's life, so typing in a field re-renders that
  // field only (forms reach 200 fields). It reads the latest render through this ref, and keeps the
  // values it sent, so two changes before the next render both count.
  const latest = useRef({ values: current, definition, computeOptions, onChange, check });
  useLayoutEffect(() => {
    latest.current = { values: current, definition, computeOptions, onChange, check };
  });
  const handleFieldChange = useCallback((key: string, next: unknown) => {
    const { values, definition, computeOptions, onChange, check } = latest.current;
    const changed = computeFormulas(definition, { ...values, [key]: next }, computeOptions);
    latest.current.values = changed;
    if (onChange) onChange(changed);
    else setOwnValues(changed);
    setIssues((shown) => shown && check(changed));
  }, []);
  const appSearch = useLinkedRecordSearch();
  const search = linkSearch ?? appSearch;
  const context = useMemo(() => ({ limits, linkSearch: search }), [limits, search]);

  if (mode === 'readonly') return <CustomFieldDetail fields={definition.fields} values={current} />;

  const errorOf = (key: string) => issues?.find((i) => i.key === key)?.message ?? errors?.find((i) => i.key === key)?.message;

  return (
    <Form layout="vertical" wrapper={SECTION}>
      {definition.fields.map((field) => {
        const control = fieldControl(field);
        if (!control) return null;
        return (
          <CustomFieldItem
            key={field.key}
            field={field}
            control={control}
            value={computed[field.key]}
            onFieldChange={handleFieldChange}
            context={context}
            error={errorOf(field.key)}
          />
        );
      })}
    </Form>
  );
}
