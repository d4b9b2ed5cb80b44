import { Input, Link } from '@arco-design/web-react';
import { IconPhone } from '@arco-design/web-react/icon';
import { attributeValue } from '@domain/forms/form-definition.check';
import { FieldAttribute } from '@domain/forms/field-types';
import type { EntryProps, FieldControl, ReadProps } from './control-types';
import { asText, placeholderOf } from './value-guards';

function HyperlinkEntry({ field, value, onChange }: EntryProps) {
  return <Input type="url" value={asText(value) ?? ''} onChange={onChange} placeholder={field.placeholder || 'https://'} allowClear />;
}

function HyperlinkRead({ value }: ReadProps) {
  const address = asText(value) ?? '';
  return (
    <Link href={address} target="_blank" rel="noopener noreferrer" style={{ wordBreak: 'break-all' }}>
      {address}
    </Link>
  );
}

/** The number to dial: the one entered, else the field's call number (attribute 2001, e.g. the hotline). */
const dialNumber = (field: EntryProps['field'], value: unknown) => (asText(value)?.trim() || attributeValue(field, FieldAttribute.callNumber) || '').trim();

/** A tel: link; the entry shows only its icon beside the typed number. */
function DialLink({ number, iconOnly = false }: { number: string; iconOnly?: boolean }) {
  if (!number) return null;
  return (
    <Link href={`tel:${number.replace(/\s/g, '')}`} icon={<IconPhone />} aria-label={`拨打 ${number}`}>
      {!iconOnly && number}
    </Link>
  );
}

function CallEntry({ field, value, onChange }: EntryProps) {
  const number = dialNumber(field, value);
  return (
    <Input
      type="tel"
      value={asText(value) ?? ''}
      onChange={onChange}
      placeholder={placeholderOf(field, '请输入')}
      suffix={<DialLink number={number} iconOnly />}
    />
  );
}

function CallRead({ field, value }: ReadProps) {
  return <DialLink number={dialNumber(field, value)} />;
}

export const hyperlinkControl: FieldControl = { Entry: HyperlinkEntry, Read: HyperlinkRead };
// Read even when empty: an empty call field still dials its call number.
export const callControl: FieldControl = { Entry: CallEntry, Read: CallRead, readsEmpty: true };
