import { Input } from '@arco-design/web-react';
import { IconScan } from '@arco-design/web-react/icon';
import { ScanInput } from '../scan-input/scan-input';
import type { EntryProps, FieldControl, ReadProps } from './control-types';
import { asText, placeholderOf } from './value-guards';

// Text is kept as typed; normalizeValues trims it when the form is checked and saved.
function TextEntry({ field, value, onChange }: EntryProps) {
  return <Input value={asText(value) ?? ''} onChange={onChange} placeholder={placeholderOf(field, '请输入')} allowClear />;
}

function TextareaEntry({ field, value, onChange }: EntryProps) {
  return <Input.TextArea value={asText(value) ?? ''} onChange={onChange} placeholder={placeholderOf(field, '请输入')} autoSize={{ minRows: 3, maxRows: 8 }} />;
}

/** 扫码 (type 12): a scan (spec part 1 section 5 rules) replaces the value, and its Enter submits nothing; typing works too. */
function ScanEntry({ field, value, onChange }: EntryProps) {
  return <ScanInput value={asText(value) ?? ''} onChange={onChange} placeholder={field.placeholder || '请扫码或输入'} prefix={<IconScan />} allowClear />;
}

function TextRead({ value }: ReadProps) {
  return <span style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{asText(value)}</span>;
}

export const textControl: FieldControl = { Entry: TextEntry, Read: TextRead };
export const textareaControl: FieldControl = { Entry: TextareaEntry, Read: TextRead };
export const scanControl: FieldControl = { Entry: ScanEntry, Read: TextRead };
