import { Select } from '@arco-design/web-react';
import { useState } from 'react';
import { useListSparePartsQuery } from '../spare-parts.api';

export interface PartSelectProps {
  value?: number;
  onChange?: (id: number | undefined) => void;
  'aria-label'?: string;
  style?: React.CSSProperties;
}

/** Chooses a part of the catalogue, searching by name, code or model on the server. */
export function PartSelect({ value, onChange, style, ...rest }: PartSelectProps) {
  const [keyword, setKeyword] = useState('');
  const { data, isFetching } = useListSparePartsQuery({ keyword, pageSize: 50 });
  return (
    <Select
      aria-label={rest['aria-label'] ?? '备件'}
      placeholder="搜索备件名称或编号"
      showSearch
      allowClear
      filterOption={false}
      loading={isFetching}
      value={value}
      onChange={(v) => onChange?.(v === undefined ? undefined : Number(v))}
      onSearch={setKeyword}
      style={style ?? { width: 260 }}
      options={(data?.list ?? []).map((p) => ({ value: p.id, label: `${p.name}${p.code ? `（${p.code}）` : ''} / ${p.unit}` }))}
    />
  );
}
