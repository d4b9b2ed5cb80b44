import {
  IconApps,
  IconCommon,
  IconCustomerService,
  IconDashboard,
  IconFile,
  IconGift,
  IconHome,
  IconNotification,
  IconPhone,
  IconSafe,
  IconSend,
  IconSettings,
  IconStorage,
  IconTool,
  IconTrophy,
  IconUser,
  IconUserGroup,
} from '@arco-design/web-react/icon';
import type { ComponentType } from 'react';

/** Icon names used by the menu catalogue and the role list, drawn with Arco's icon set. */
const ICONS: Record<string, ComponentType> = {
  apps: IconApps,
  'customer-service': IconCustomerService,
  dashboard: IconDashboard,
  file: IconFile,
  gift: IconGift,
  home: IconHome,
  notification: IconNotification,
  phone: IconPhone,
  safe: IconSafe,
  send: IconSend,
  settings: IconSettings,
  storage: IconStorage,
  tool: IconTool,
  trophy: IconTrophy,
  user: IconUser,
  'user-group': IconUserGroup,
  wallet: IconCommon,
};

export function MenuIcon({ name }: { name: string }) {
  const Icon = ICONS[name] ?? IconApps;
  return <Icon />;
}
