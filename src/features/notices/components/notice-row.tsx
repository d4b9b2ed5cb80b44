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
    // A list item whose title is the button (a button in place of the item broke the list); a click anywhere on the row opens it too.
    <List.Item role="listitem" style={{ cursor: 'pointer' }} onClick={() => onOpen(notice)} extra={<Typography.Text type="secondary">{relativeTime(notice.create_time)}</Typography.Text>}>
      {/* Not List.Item.Meta: its flex box sizes to the longest line, so the row clipped long texts mid-line; a block wraps at the row's width. */}
      <div style={{ minWidth: 0 }}>
        <Typography.Text bold={!notice.read}>
          {!notice.read && <Badge status="processing" role="img" aria-label={NoticeTexts.unread} style={{ marginRight: 6 }} />}
          <span role="button" tabIndex={0} onKeyDown={handleKeyDown}>
            {notice.title}
          </span>
        </Typography.Text>
        <Typography.Paragraph style={{ margin: '2px 0 0', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', color: 'var(--color-text-2)' }}>{notice.content}</Typography.Paragraph>
      </div>
    </List.Item>
  );
}
