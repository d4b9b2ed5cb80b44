import { Message, Modal, Radio, Tag } from '@arco-design/web-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { Messages } from '@domain/common/messages';
import type { RoleType } from '@domain/shell/roles';
import { api } from '@/app/api';
import { useAppDispatch } from '@/app/hooks';
import { paths } from '@/app/paths';
import { useChangeRoleMutation, useGetSessionUserQuery } from '@/app/session/session.api';
import { clearShellStorage } from '@/app/shell/shell-storage';
import { resetNavigation } from '@/app/shell/shell.slice';
import { errorMessage } from '@/lib/errors';
import { MenuIcon } from './menu-icon';

export interface RoleSwitchModalProps {
  visible: boolean;
  onClose: () => void;
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Spec part 1 section 4, "Shell states": the roles the user holds, the current one marked. Confirming
 * posts the role, reloads the user and the menu, clears the tabs and menu position, and goes home.
 */
export function RoleSwitchModal({ visible, onClose }: RoleSwitchModalProps) {
  const dispatch = useAppDispatch();
  const [location, navigate] = useLocation();
  const { data: user } = useGetSessionUserQuery();
  const [changeRole, { isLoading }] = useChangeRoleMutation();
  const [role, setRole] = useState<RoleType | undefined>(user?.sysrole);

  useEffect(() => {
    if (visible) setRole(user?.sysrole);
  }, [visible, user?.sysrole]);

  const handleOk = async () => {
    if (!role) return;
    try {
      await changeRole({ role }).unwrap();
    } catch (error) {
      Message.error(errorMessage(error));
      return;
    }
    // changeRole invalidates the user and the menu; wait for both so home opens with the new role.
    await Promise.all(dispatch(api.util.getRunningQueriesThunk()));
    onClose();
    if (location === paths.home) {
      // Leave and come back so the home page mounts again with the new role.
      navigate(paths.personIndex, { replace: true });
      await nextTask();
    }
    navigate(paths.home, { replace: location === paths.home });
    clearShellStorage();
    dispatch(resetNavigation());
    Message.success(Messages.roleSwitched);
  };

  return (
    <Modal
      title="切换角色"
      visible={visible}
      onCancel={onClose}
      onOk={handleOk}
      confirmLoading={isLoading}
      okButtonProps={{ disabled: !role || role === user?.sysrole }}
    >
      <Radio.Group direction="vertical" value={role} onChange={setRole} style={{ width: '100%' }}>
        {user?.allRoles.map((r) => (
          <Radio key={r.type} value={r.type}>
            <MenuIcon name={r.icon} /> {r.roleName}
            {r.type === user.sysrole && (
              <Tag color="arcoblue" size="small" style={{ marginLeft: 8 }}>
                当前角色
              </Tag>
            )}
          </Radio>
        ))}
      </Radio.Group>
    </Modal>
  );
}
