import { Select } from '@arco-design/web-react';
import type { CSSProperties } from 'react';
import { ALL_SERVICE_GROUPS, useListServiceGroupsQuery } from '../catalogue.api';
import { matchesOptionName } from '@/lib/option-filter';

interface PickerBase {
  placeholder?: string;
  disabled?: boolean;
  style?: CSSProperties;
}
interface SinglePick extends PickerBase {
  multiple?: false;
  value?: number;
  onChange?: (groupId: number | undefined) => void;
}
interface MultiplePick extends PickerBase {
  multiple: true;
  value?: number[];
  onChange?: (groupIds: number[]) => void;
}
export type ServiceGroupPickerProps = SinglePick | MultiplePick;

/**
 * Chooses one service group, or several with `multiple`, searching by name. Loads every group with
 * the filters' lookup call, so an order filter and a form on one page share one request.
 */
export function ServiceGroupPicker({ placeholder = '请选择服务组', disabled, style, ...pick }: ServiceGroupPickerProps) {
  const { data: groups = [], isLoading } = useListServiceGroupsQuery(ALL_SERVICE_GROUPS);
  const handleChange = (value: number | number[] | undefined) => {
    if (pick.multiple) pick.onChange?.((value as number[] | undefined) ?? []);
    else pick.onChange?.(value as number | undefined);
  };

  return (
    <Select
      mode={pick.multiple ? 'multiple' : undefined}
      value={pick.value}
      onChange={handleChange}
      placeholder={placeholder}
      disabled={disabled}
      style={style}
      loading={isLoading}
      allowClear
      showSearch
      filterOption={matchesOptionName}
    >
      {groups.map((g) => (
        <Select.Option key={g.id} value={g.id} extra={g.name}>
          {g.leader ? `${g.name}（组长：${g.leader.name}）` : g.name}
        </Select.Option>
      ))}
    </Select>
  );
}
