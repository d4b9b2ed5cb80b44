import { Badge, List, Typography } from '@arco-design/web-react';
import type { KeyboardEvent } from 'react';
import { NoticeTexts } from '@domain/notices/notices.constants';
import { relativeTime } from '@domain/format/relative-time';
import type { NoticeItem } from '@domain/settings/notices.schemas';

export interface NoticeRowProps {
  notice: NoticeItem;
  onOpen: (notice: NoticeItem) => void;
}

/** One notice: unread dot, title, content and how long ago; the whole row opens it. */
export function NoticeRow({ notice, onOpen }: NoticeRowProps) {
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpen(notice);
    }
  };

  return (
    <List.Item
      role="button"
      tabIndex={0}
      aria-label={notice.title}
      style={{ cursor: 'pointer' }}
      onClick={() => onOpen(notice)}
      onKeyDown={handleKeyDown}
      extra={<Typography.Text type="secondary">{relativeTime(notice.create_time)}</Typography.Text>}
    >
      {/* Not List.Item.Meta: its flex box sizes to the longest line, so the row clipped long texts mid-line; a block wraps at the row's width. */}
      <div style={{ minWidth: 0 }}>
        <Typography.Text bold={!notice.read}>
          {!notice.read && <Badge status="processing" aria-label={NoticeTexts.unread} style={{ marginRight: 6 }} />}
          {notice.title}
        </Typography.Text>
        <Typography.Paragraph style={{ margin: '2px 0 0', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', color: 'var(--color-text-2)' }}>{notice.content}</Typography.Paragraph>
      </div>
    </List.Item>
  );
}
