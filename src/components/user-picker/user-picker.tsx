import { Button } from '@arco-design/web-react';
import type { RoleType } from '@domain/shell/roles';
import { IdSelect, type IdPick, type PickerLook } from '@/components/id-select/id-select';
import { useUserSource, type PickableUser } from './user-source';

export type UserPickerProps = PickerLook &
  IdPick & {
    /** Only users holding this role (spec: service staff 2, dispatcher 1, salesperson 5, return visit 7). */
    role?: RoleType;
    /** Users that may not be chosen (e.g. the current owner when reassigning). */
    exclude?: number[];
    /** Choose only among these (a caller that knows a narrower list, e.g. holders of two roles) instead of `role`'s users. */
    candidates?: readonly PickableUser[];
    /** Shows the phone after the name, to tell namesakes apart. */
    showPhone?: boolean;
  };

/**
 * Chooses one active user of the enterprise, or several with `multiple`, searching by name.
 * Every user picker of the product is this one, so host contact picking is added in one place.
 */
export function UserPicker({ role, placeholder = '请选择人员', exclude = [], candidates, showPhone = false, ...pick }: UserPickerProps) {
  const { useUsersWithRole, useContactPick } = useUserSource();
  const { data: roleUsers = [], isLoading } = useUsersWithRole(role, { skip: candidates !== undefined });
  const users = candidates ?? roleUsers;
  const contactPick = useContactPick();

  // Inside WeCom/DingTalk the host's own contact picker fills the same value (role and exclusions
  // still apply); a picked department brings in its members.
  const handlePickFromHost = async () => {
    if (!contactPick) return;
    const ids = await contactPick(Boolean(pick.multiple), (id) => users.some((u) => u.id === id) && !exclude.includes(id));
    if (ids.length === 0) return;
    if (pick.multiple) pick.onChange?.([...new Set([...(pick.value ?? []), ...ids])]);
    else pick.onChange?.(ids[0]);
  };

  const options = users
    .filter((u) => !exclude.includes(u.id))
    .map((u) => ({ id: u.id, name: u.name, label: showPhone && u.phone ? `${u.name}（${u.phone}）` : u.name }));
  const select = <IdSelect {...pick} placeholder={placeholder} loading={isLoading} options={options} />;
  if (!contactPick) return select;
  return (
    <span style={{ display: 'flex', gap: 8, ...pick.style }}>
      {select}
      {/* Until the users are known a pick could not be checked against them (it was dropped as 未同步). */}
      <Button disabled={pick.disabled || isLoading} onClick={() => void handlePickFromHost()}>
        从通讯录选择
      </Button>
    </span>
  );
}
