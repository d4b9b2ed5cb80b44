import { Select } from '@arco-design/web-react';
import { useRef, useState } from 'react';
import { attributeValue } from '@domain/forms/form-definition.check';
import { FieldAttribute, type LinkTargetCode } from '@domain/forms/field-types';
import type { EntryProps, FieldControl, LinkedRecordChoice, ReadProps } from './control-types';
import { asText, linkedRecordText, placeholderOf } from './value-guards';

const toValue = (record: LinkedRecordChoice) => `${record.text}|${record.id}`;

/**
 * Searches the records of the field's kind (attribute 3001) through the form's `linkSearch` as the
 * user types or opens the list; the chosen record is stored as 'text|id'.
 */
function LinkedRecordEntry({ field, value, onChange, context }: EntryProps) {
  const { linkSearch } = context;
  const target = Number(attributeValue(field, FieldAttribute.linkTarget)) as LinkTargetCode;
  const current = asText(value) || undefined;
  const [found, setFound] = useState<LinkedRecordChoice[]>([]);
  const [loading, setLoading] = useState(false);
  // Only the answer to the latest search counts, whatever order the answers come in.
  const latest = useRef(0);

  const handleSearch = (keyword: string) => {
    const ticket = ++latest.current;
    const settle = (records: LinkedRecordChoice[]) => {
      if (ticket !== latest.current) return;
      setFound(records);
      setLoading(false);
    };
    setLoading(true);
    linkSearch(target, keyword.trim()).then(settle, () => settle([]));
  };

  const options = found.map((record) => ({ value: toValue(record), label: record.text }));
  if (current && !options.some((o) => o.value === current)) options.unshift({ value: current, label: linkedRecordText(current) });

  return (
    <Select
      showSearch
      allowClear
      filterOption={false}
      value={current}
      options={options}
      loading={loading}
      onSearch={handleSearch}
      onVisibleChange={(open) => open && handleSearch('')}
      onChange={(next?: string) => onChange(next ?? null)}
      placeholder={placeholderOf(field, '请选择')}
      notFoundContent="没有找到记录"
      style={{ maxWidth: 480 }}
    />
  );
}

function LinkedRecordRead({ value }: ReadProps) {
  return <span>{linkedRecordText(asText(value) ?? '')}</span>;
}

export const linkedRecordControl: FieldControl = { Entry: LinkedRecordEntry, Read: LinkedRecordRead };
