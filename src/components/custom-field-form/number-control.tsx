import { InputNumber } from '@arco-design/web-react';
import type { EntryProps, FieldControl, ReadProps } from './control-types';
import { asNumber, placeholderOf } from './value-guards';

/** Min, max and decimals are not enforced by the input: the form's check names the problem instead of silently changing the number. */
function NumberEntry({ field, value, onChange }: EntryProps) {
  return (
    <InputNumber
      value={asNumber(value)}
      onChange={(next) => onChange(next ?? null)}
      placeholder={placeholderOf(field, '请输入')}
      style={{ width: '100%', maxWidth: 320 }}
    />
  );
}

function NumberRead({ value }: ReadProps) {
  return <span>{asNumber(value) ?? String(value)}</span>;
}

export const numberControl: FieldControl = { Entry: NumberEntry, Read: NumberRead };
