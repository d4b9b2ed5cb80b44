import type { AddressValue } from '@domain/forms/field-values';
import { FieldType } from '@domain/forms/field-types';
import type { FormField } from '@domain/forms/form-definition.schemas';
import type { FormValues } from '@domain/forms/validate-values';
import { pcOnlyFields, phoneFields } from './phone-field-rules';

const ADDRESS_PARTS: [keyof AddressValue, string][] = [
  ['province', '省'],
  ['city', '市'],
  ['district', '区'],
  ['detail', '详细地址'],
];
const EMPTY_ADDRESS: AddressValue = { province: '', city: '', district: '', detail: '' };

interface FieldProps {
  field: FormField;
  value: unknown;
  onChange: (value: unknown) => void;
}

function FieldInput({ field, value, onChange }: FieldProps) {
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  const common = { className: 'm-input', name: field.key, placeholder: field.placeholder ?? `请输入${field.title}`, required: field.required };
  switch (field.type) {
    case FieldType.textarea:
      return <textarea {...common} value={text} onChange={(e) => onChange(e.target.value)} />;
    case FieldType.number:
      return <input {...common} type="number" inputMode="decimal" value={text} min={field.settings.min} max={field.settings.max} onChange={(e) => onChange(e.target.value)} />;
    case FieldType.date:
      return <input {...common} type="date" value={text} onChange={(e) => onChange(e.target.value)} />;
    case FieldType.time:
      return <input {...common} type="time" value={text} onChange={(e) => onChange(e.target.value)} />;
    case FieldType.datetime:
      return <input {...common} type="datetime-local" value={text.replace(' ', 'T').slice(0, 16)} onChange={(e) => onChange(e.target.value.replace('T', ' '))} />;
    case FieldType.radio:
      return (
        <select {...common} value={text} onChange={(e) => onChange(e.target.value)}>
          <option value="">请选择</option>
          {field.options?.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      );
    default:
      return <input {...common} type="text" value={text} onChange={(e) => onChange(e.target.value)} />;
  }
}

/** Choices where several may be ticked, or one yes/no box; each a thumb-sized row. */
function Checks({ field, value, onChange }: FieldProps) {
  if (field.type === FieldType.switch || field.type === FieldType.tick)
    return (
      <label className="m-row">
        <span>{field.title}</span>
        <input type="checkbox" name={field.key} checked={value === true} onChange={(e) => onChange(e.target.checked)} style={{ width: 24, height: 24 }} />
      </label>
    );
  const picked = Array.isArray(value) ? (value as string[]) : [];
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend className="m-muted">{field.title}</legend>
      {field.options?.map((o) => (
        <label key={o.value} className="m-row">
          <span>{o.label}</span>
          <input
            type="checkbox"
            checked={picked.includes(o.value)}
            onChange={(e) => onChange(e.target.checked ? [...picked, o.value] : picked.filter((v) => v !== o.value))}
            style={{ width: 24, height: 24 }}
          />
        </label>
      ))}
    </fieldset>
  );
}

function AddressInputs({ field, value, onChange }: FieldProps) {
  const address = { ...EMPTY_ADDRESS, ...(value as Partial<AddressValue> | undefined) };
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0, display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 6 }}>
      <legend className="m-muted">{field.title}</legend>
      {ADDRESS_PARTS.map(([part, label]) => (
        <input
          key={part}
          className="m-input"
          aria-label={`${field.title}${label}`}
          placeholder={label}
          value={address[part]}
          onChange={(e) => onChange({ ...address, [part]: e.target.value })}
          style={part === 'detail' ? { gridColumn: '1 / -1' } : undefined}
        />
      ))}
    </fieldset>
  );
}

/** One template field as a native phone control. */
export function MobileField(props: FieldProps) {
  const { field } = props;
  if (field.type === FieldType.explanation) return <p className="m-muted">{field.settings.content}</p>;
  const grouped = [FieldType.switch, FieldType.tick, FieldType.multiSelect] as number[];
  if (grouped.includes(field.type) || field.type === FieldType.address)
    return <div className="m-field">{field.type === FieldType.address ? <AddressInputs {...props} /> : <Checks {...props} />}</div>;
  return (
    <label className="m-field">
      <span>
        {field.title}
        {field.required && ' *'}
      </span>
      <FieldInput {...props} />
    </label>
  );
}

export interface MobileFieldsProps {
  fields: readonly FormField[];
  pcKeys?: readonly string[];
  values: FormValues;
  onChange: (values: FormValues) => void;
  /** The same form in the PC version, for the fields the phone leaves out. */
  pcHref: string;
}

/** The fields a phone fills, and a note naming the ones to fill in the PC version. */
export function MobileFields({ fields, pcKeys = [], values, onChange, pcHref }: MobileFieldsProps) {
  const pcOnly = pcOnlyFields(fields, pcKeys);
  return (
    <>
      {phoneFields(fields, pcKeys).map((field) => (
        <MobileField key={field.key} field={field} value={values[field.key]} onChange={(value) => onChange({ ...values, [field.key]: value })} />
      ))}
      {pcOnly.length > 0 && (
        <p className="m-muted">
          {pcOnly.map((f) => f.title).join('、')}请在<a href={pcHref}>电脑版</a>填写
        </p>
      )}
    </>
  );
}
