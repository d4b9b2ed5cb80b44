import { Card, Typography } from '@arco-design/web-react';
import { IconLock } from '@arco-design/web-react/icon';
import type { MenuNode } from '@domain/shell/menu.schemas';

export interface MenuCardGridProps {
  items: MenuNode[];
  isLocked: (node: MenuNode) => boolean;
  onOpen: (node: MenuNode) => void;
}

/** Menu entries as a grid of cards. */
export function MenuCardGrid({ items, isLocked, onOpen }: MenuCardGridProps) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 12 }}>
      {items.map((item) => (
        <Card key={item.id} hoverable role="link" aria-label={item.name} onClick={() => onOpen(item)} style={{ cursor: 'pointer' }}>
          <Typography.Text bold>{item.name}</Typography.Text>
          {isLocked(item) && <IconLock aria-label="付费功能" style={{ marginLeft: 6, color: 'rgb(var(--warning-6))' }} />}
        </Card>
      ))}
    </div>
  );
}
