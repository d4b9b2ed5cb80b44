import { Badge } from '@arco-design/web-react';
import { IconLock } from '@arco-design/web-react/icon';

export interface MenuItemLabelProps {
  name: string;
  /** A count of waiting work; nothing shows for 0 or none. */
  badge?: number;
  locked: boolean;
}

/** A left-menu entry's text with its badge count and, on the free plan, a lock. */
export function MenuItemLabel({ name, badge, locked }: MenuItemLabelProps) {
  return (
    <span className="shell-menu-label">
      <span className="shell-menu-name">{name}</span>
      {locked && <IconLock aria-label="付费功能" className="shell-menu-lock" />}
      {badge ? <Badge count={badge} maxCount={99} /> : null}
    </span>
  );
}
