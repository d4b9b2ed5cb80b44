import { Alert, Tabs } from '@arco-design/web-react';
import { IconLock } from '@arco-design/web-react/icon';
import { ROLE_NAMES, type RoleType } from '@domain/shell/roles';
import { RoleMenuEditor } from './role-menu-editor';
import { RoleRightsEditor } from './role-rights-editor';

export interface RoleGrantsPanelProps {
  role: RoleType;
  /** The plan does not allow permission management: the grants are shown, not changed. */
  locked: boolean;
  /** The upgrade notice shown above locked grants. */
  lockedNotice?: string;
}

/** What one role may open: its menu entries and its permission codes. */
export function RoleGrantsPanel({ role, locked, lockedNotice }: RoleGrantsPanelProps) {
  return (
    <>
      {locked && lockedNotice && <Alert type="warning" icon={<IconLock />} content={lockedNotice} style={{ marginBottom: 16 }} />}
      <Tabs defaultActiveTab="menu" extra={ROLE_NAMES[role]}>
        <Tabs.TabPane key="menu" title="菜单权限">
          <RoleMenuEditor key={role} role={role} readOnly={locked} />
        </Tabs.TabPane>
        <Tabs.TabPane key="rights" title="功能权限">
          <RoleRightsEditor key={role} role={role} readOnly={locked} />
        </Tabs.TabPane>
      </Tabs>
    </>
  );
}
