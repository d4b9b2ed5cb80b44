import { Card, Typography } from '@arco-design/web-react';
import { IconLock } from '@arco-design/web-react/icon';
import type { MenuNode } from '@domain/shell/menu.schemas';

export interface MenuCardGridProps {
  items: MenuNode[];
  /** Why an entry is locked (its lock's label), or null when it is open. */
  lockOf: (node: MenuNode) => string | null;
  /** Entries shown but not opened (an exceeded headcount). */
  isDisabled: (node: MenuNode) => boolean;
  onOpen: (node: MenuNode) => void;
}

/** Menu entries as a grid of cards. */
export function MenuCardGrid({ items, lockOf, isDisabled, onOpen }: MenuCardGridProps) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 12 }}>
      {items.map((item) => {
        const lock = lockOf(item);
        const disabled = isDisabled(item);
        return (
          <Card
            key={item.id}
            hoverable={!disabled}
            role="link"
            aria-label={item.name}
            aria-disabled={disabled || undefined}
            onClick={disabled ? undefined : () => onOpen(item)}
            style={disabled ? { cursor: 'not-allowed', opacity: 0.6 } : { cursor: 'pointer' }}
          >
            <Typography.Text bold>{item.name}</Typography.Text>
            {lock && <IconLock aria-label={lock} style={{ marginLeft: 6, color: 'rgb(var(--warning-6))' }} />}
          </Card>
        );
      })}
    </div>
  );
}
