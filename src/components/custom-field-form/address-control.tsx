import { Grid, Input } from '@arco-design/web-react';
import type { AddressValue } from '@domain/forms/field-values';
import type { EntryProps, FieldControl, ReadProps } from './control-types';
import { asRecord, asText } from './value-guards';

const REGION_PARTS = [
  { part: 'province', label: '省' },
  { part: 'city', label: '市' },
  { part: 'district', label: '区/县' },
] as const;

/** The four parts as text; missing parts of an older value read as empty. */
export function addressOf(value: unknown): AddressValue {
  const record = asRecord(value);
  const part = (name: keyof AddressValue) => asText(record[name]) ?? '';
  return { province: part('province'), city: part('city'), district: part('district'), detail: part('detail') };
}

/** "广东省深圳市南山区 科技园一路1号". */
export const addressText = (address: AddressValue) => `${address.province}${address.city}${address.district} ${address.detail}`.trim();

function AddressEntry({ value, onChange }: EntryProps) {
  const address = addressOf(value);
  const handlePart = (part: keyof AddressValue) => (text: string) => onChange({ ...address, [part]: text });
  return (
    <Grid.Row gutter={8}>
      {REGION_PARTS.map(({ part, label }) => (
        <Grid.Col key={part} span={8}>
          <Input aria-label={label} placeholder={label} value={address[part]} onChange={handlePart(part)} />
        </Grid.Col>
      ))}
      <Grid.Col span={24} style={{ marginTop: 8 }}>
        <Input aria-label="详细地址" placeholder="详细地址" value={address.detail} onChange={handlePart('detail')} />
      </Grid.Col>
    </Grid.Row>
  );
}

function AddressRead({ value }: ReadProps) {
  return <span>{addressText(addressOf(value))}</span>;
}

export const addressControl: FieldControl = { Entry: AddressEntry, Read: AddressRead };
