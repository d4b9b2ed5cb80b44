import { Badge } from '@arco-design/web-react';
import { IconLock } from '@arco-design/web-react/icon';

export interface MenuItemLabelProps {
  name: string;
  /** A count of waiting work; nothing shows for 0 or none. */
  badge?: number;
  /** Why the entry is locked (the lock's label), or null when it is open. */
  lock: string | null;
}

/** A left-menu entry's text with its badge count and, when the plan or the headcount withholds it, a lock. */
export function MenuItemLabel({ name, badge, lock }: MenuItemLabelProps) {
  return (
    <span className="shell-menu-label">
      <span className="shell-menu-name">{name}</span>
      {lock && <IconLock aria-label={lock} className="shell-menu-lock" />}
      {badge ? <Badge count={badge} maxCount={99} /> : null}
    </span>
  );
}
