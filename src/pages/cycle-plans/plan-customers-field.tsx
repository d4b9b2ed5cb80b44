import { Space, Tag } from '@arco-design/web-react';
import { useState } from 'react';
import type { NamedRef } from '@domain/cycle-plans/cycle-plans.schemas';
import { CustomerPicker } from '@/features/customers/components/customer-picker';

export interface PlanCustomersFieldProps {
  value?: number[];
  onChange?: (ids: number[]) => void;
  /** Names of the customers the plan already holds. */
  known: NamedRef[];
}

/** The customers of a plan: pick one at a time with the customer picker, remove with the tag's close. */
export function PlanCustomersField({ value = [], onChange, known }: PlanCustomersFieldProps) {
  const [names, setNames] = useState(() => new Map(known.map((c) => [c.id, c.name])));

  const handlePick = (id: number | undefined, row?: { name: string }) => {
    if (id === undefined || value.includes(id)) return;
    if (row) setNames((m) => new Map(m).set(id, row.name));
    onChange?.([...value, id]);
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <CustomerPicker value={undefined} onChange={handlePick} placeholder="搜索并添加客户" />
      <Space wrap>
        {value.map((id) => (
          <Tag key={id} closable onClose={() => onChange?.(value.filter((v) => v !== id))}>
            {names.get(id) ?? `客户 ${id}`}
          </Tag>
        ))}
      </Space>
    </Space>
  );
}
