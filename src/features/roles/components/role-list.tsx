import { Menu } from '@arco-design/web-react';
import type { RoleType } from '@domain/shell/roles';
import type { RoleSummary } from '@domain/users/users.schemas';

export interface RoleListProps {
  /** The ten roles with the number of active users holding each. */
  roles: RoleSummary[];
  selected: RoleType;
  onSelect: (role: RoleType) => void;
}

/** The system roles to choose from, each with its user count. */
export function RoleList({ roles, selected, onSelect }: RoleListProps) {
  return (
    <Menu selectedKeys={[String(selected)]} onClickMenuItem={(key) => onSelect(Number(key) as RoleType)} style={{ width: '100%' }}>
      {roles.map((r) => (
        <Menu.Item key={String(r.type)}>
          <span style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
            <span>{r.name}</span>
            <span style={{ color: 'var(--color-text-3)' }}>{r.count}人</span>
          </span>
        </Menu.Item>
      ))}
    </Menu>
  );
}
