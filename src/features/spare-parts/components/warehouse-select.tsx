import { Select } from '@arco-design/web-react';
import { WarehouseKind } from '@domain/spare-parts/spare-parts.constants';
import { useListWarehousesQuery } from '../spare-parts.api';

export interface WarehouseSelectProps {
  value?: number;
  onChange?: (id: number | undefined) => void;
  'aria-label'?: string;
  placeholder?: string;
  allowClear?: boolean;
}

/** Chooses one of the enterprise's warehouses (主仓库 first). */
export function WarehouseSelect({ value, onChange, placeholder = '请选择仓库', allowClear, ...rest }: WarehouseSelectProps) {
  const { data = [] } = useListWarehousesQuery();
  return (
    <Select
      aria-label={rest['aria-label'] ?? '仓库'}
      placeholder={placeholder}
      allowClear={allowClear}
      value={value}
      onChange={(v) => onChange?.(v === undefined ? undefined : Number(v))}
      style={{ width: 200 }}
      options={data.map((w) => ({ value: w.id, label: w.kind === WarehouseKind.main ? `${w.name}（主仓库）` : w.name }))}
    />
  );
}
