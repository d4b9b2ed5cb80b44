import { Message } from '@arco-design/web-react';
import { useLocation } from 'wouter';
import type { NoticeItem } from '@domain/settings/notices.schemas';
import { errorMessage } from '@/lib/errors';
import { noticeTarget } from '../notice-link';
import { useMarkNoticesReadMutation } from '../notices.api';

/** Opening a notice marks it read and follows its link: app paths in place, web links in a new window. */
export function useOpenNotice() {
  const [, navigate] = useLocation();
  const [markRead] = useMarkNoticesReadMutation();

  return (notice: NoticeItem) => {
    if (!notice.read)
      markRead([notice.id])
        .unwrap()
        .catch((error: unknown) => Message.error(errorMessage(error)));
    const target = noticeTarget(notice.link);
    if (target?.kind === 'app') navigate(target.path);
    if (target?.kind === 'web') window.open(target.url, '_blank', 'noopener,noreferrer');
  };
}
