import { Button, Select } from '@arco-design/web-react';
import type { CSSProperties } from 'react';
import type { RoleType } from '@domain/shell/roles';
import { useContactPick } from '@/features/hosts/use-contact-pick';
import { useListUsersWithRoleQuery } from '@/features/organization/organization.api';
import { matchesOptionName } from '@/lib/option-filter';

interface PickerBase {
  /** Only users holding this role (spec: service staff 2, dispatcher 1, salesperson 5, return visit 7). */
  role?: RoleType;
  placeholder?: string;
  disabled?: boolean;
  style?: CSSProperties;
  /** Users that may not be chosen (e.g. the current owner when reassigning). */
  exclude?: number[];
}
interface SinglePick extends PickerBase {
  multiple?: false;
  value?: number;
  onChange?: (userId: number | undefined) => void;
}
interface MultiplePick extends PickerBase {
  multiple: true;
  value?: number[];
  onChange?: (userIds: number[]) => void;
}
export type UserPickerProps = SinglePick | MultiplePick;

/**
 * Chooses one active user of the enterprise, or several with `multiple`, searching by name.
 * Every user picker of the product is this one, so host contact picking is added in one place.
 */
export function UserPicker({ role, placeholder = '请选择人员', disabled, style, exclude = [], ...pick }: UserPickerProps) {
  const { data: users = [], isLoading } = useListUsersWithRoleQuery(role);
  const contactPick = useContactPick();
  const handleChange = (value: number | number[] | undefined) => {
    if (pick.multiple) pick.onChange?.((value as number[] | undefined) ?? []);
    else pick.onChange?.(value as number | undefined);
  };

  // Inside WeCom/DingTalk the host's own contact picker fills the same value (role and exclusions still apply).
  const pickFromHost = async () => {
    if (!contactPick) return;
    const ids = await contactPick(Boolean(pick.multiple), (id) => users.some((u) => u.id === id) && !exclude.includes(id));
    if (ids.length === 0) return;
    if (pick.multiple) pick.onChange?.([...new Set([...(pick.value ?? []), ...ids])]);
    else pick.onChange?.(ids[0]);
  };

  const select = (
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
      {users
        .filter((u) => !exclude.includes(u.id))
        .map((u) => (
          <Select.Option key={u.id} value={u.id} extra={u.name}>
            {u.name}
          </Select.Option>
        ))}
    </Select>
  );
  if (!contactPick) return select;
  return (
    <span style={{ display: 'flex', gap: 8, ...style }}>
      {select}
      <Button disabled={disabled} onClick={() => void pickFromHost()}>
        从通讯录选择
      </Button>
    </span>
  );
}
