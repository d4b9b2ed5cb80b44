import { Avatar, Dropdown, Menu } from '@arco-design/web-react';
import { IconDown } from '@arco-design/web-react/icon';
import { lazy, Suspense, useState } from 'react';
import { detectHost } from '@adapters/detect';
import { ROLE_NAMES } from '@domain/shell/roles';
import { useGetSessionUserQuery } from '@/app/session/session.api';
import { confirmClearCache } from './clear-cache-action';
import { useSignOut } from './use-sign-out';

// The dialogs load when first opened, keeping their forms out of the shell's first-load bundle.
const ChangePasswordModal = lazy(() => import('./change-password-modal').then((m) => ({ default: m.ChangePasswordModal })));
const SwitchEnterpriseModal = lazy(() => import('./switch-enterprise-modal').then((m) => ({ default: m.SwitchEnterpriseModal })));
const RoleSwitchModal = lazy(() => import('./role-switch-modal').then((m) => ({ default: m.RoleSwitchModal })));
const SubscriptionDialog = lazy(() => import('./subscription-dialog').then((m) => ({ default: m.SubscriptionDialog })));

type Dialog = 'password' | 'enterprise' | 'role' | 'subscribe' | null;

/** The user's name and current role; the account actions behind them. */
export function UserDropdown() {
  const { data: user } = useGetSessionUserQuery();
  const [dialog, setDialog] = useState<Dialog>(null);
  const signOut = useSignOut();
  if (!user) return null;

  const inBrowser = detectHost() === 'browser';
  // Password and enterprise belong to the standalone sign-in; the hosts own their own.
  const standalone = inBrowser && user.host === 'standalone';
  const roleName = user.allRoles.find((r) => r.type === user.sysrole)?.roleName ?? ROLE_NAMES[user.sysrole];

  const handleClick = (key: string) => {
    if (key === 'cache') confirmClearCache();
    else if (key === 'logout') void signOut();
    else setDialog(key as Dialog);
  };

  const droplist = (
    <Menu className="shell-user-menu" onClickMenuItem={handleClick}>
      {standalone && <Menu.Item key="password">修改密码</Menu.Item>}
      {standalone && <Menu.Item key="enterprise">切换企业</Menu.Item>}
      <Menu.Item key="role">切换角色</Menu.Item>
      <Menu.Item key="subscribe">订阅消息</Menu.Item>
      <Menu.Item key="cache">清除缓存</Menu.Item>
      {inBrowser && <Menu.Item key="logout">退出登录</Menu.Item>}
    </Menu>
  );
  const close = () => setDialog(null);

  return (
    <>
      <Dropdown droplist={droplist} trigger="click" position="br">
        {/* Named by its content, so the visible name and role are part of what is announced (WCAG 2.5.3). */}
        <button type="button" className="shell-user">
          <span className="sr-only">用户菜单</span>
          <Avatar size={28}>{user.avatar ? <img src={user.avatar} alt="" /> : user.name.slice(0, 1)}</Avatar>
          <span className="shell-user-name">{user.name}</span>
          <span className="shell-user-role">{roleName}</span>
          <IconDown />
        </button>
      </Dropdown>
      <Suspense fallback={null}>
        {standalone && dialog === 'password' && <ChangePasswordModal visible onClose={close} />}
        {standalone && dialog === 'enterprise' && <SwitchEnterpriseModal visible onClose={close} />}
        {dialog === 'role' && <RoleSwitchModal visible onClose={close} />}
        {dialog === 'subscribe' && <SubscriptionDialog visible onClose={close} />}
      </Suspense>
    </>
  );
}
