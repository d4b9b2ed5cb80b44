import { Radio, Space } from '@arco-design/web-react';
import { useMemo } from 'react';
import { Role } from '@domain/shell/roles';
import { DispatchMode, type DispatchModeValue } from '@domain/templates/template.constants';
import { UserPicker } from '@/components/user-picker/user-picker';
import { ServiceGroupPicker } from '@/features/catalogue/components/service-group-picker';
import { useListUsersWithRoleQuery } from '@/features/organization/organization.api';

/** A default dispatch while it is edited: the mode's id may still be missing. */
export interface DispatchDraft {
  mode: DispatchModeValue;
  userId?: number | null;
  groupId?: number | null;
}

export interface DefaultDispatchFieldProps {
  value: DispatchDraft;
  onChange: (value: DispatchDraft) => void;
}

const MODE_NAMES: Record<DispatchModeValue, string> = { none: '不指定', user: '指定人员', group: '指定服务组' };

/** 默认派单: new orders of the type go to nobody, to one service staff or dispatcher, or to a service group. */
export function DefaultDispatchField({ value, onChange }: DefaultDispatchFieldProps) {
  const { data: staff = [] } = useListUsersWithRoleQuery(Role.serviceStaff);
  const { data: dispatchers = [] } = useListUsersWithRoleQuery(Role.dispatcher);
  const people = useMemo(() => [...new Map([...staff, ...dispatchers].map((u) => [u.id, u])).values()], [staff, dispatchers]);

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Radio.Group value={value.mode} onChange={(mode: DispatchModeValue) => onChange({ ...value, mode })}>
        {Object.values(DispatchMode).map((mode) => (
          <Radio key={mode} value={mode}>
            {MODE_NAMES[mode]}
          </Radio>
        ))}
      </Radio.Group>
      {value.mode === DispatchMode.user && (
        <UserPicker
          candidates={people}
          placeholder="请选择默认派单人员"
          style={{ width: 280 }}
          value={value.userId ?? undefined}
          onChange={(userId) => onChange({ ...value, userId: userId ?? null })}
        />
      )}
      {value.mode === DispatchMode.group && (
        <ServiceGroupPicker placeholder="请选择默认派单服务组" style={{ width: 280 }} value={value.groupId ?? undefined} onChange={(groupId) => onChange({ ...value, groupId })} />
      )}
    </Space>
  );
}
