import { Badge, Button } from '@arco-design/web-react';
import { IconNotification } from '@arco-design/web-react/icon';
import { useLocation } from 'wouter';
import { NOTICE_BADGE_MAX, NOTICE_COUNT_POLL_MS, NoticeTexts } from '@domain/notices/notices.constants';
import { paths } from '@/app/paths';
import { useCountNoticesQuery } from '../notices.api';

/** The top bar's bell: the unread count, polled every minute and refreshed after reading; opens the notice centre. */
export function NoticeBell() {
  const [, navigate] = useLocation();
  const { data } = useCountNoticesQuery(undefined, { pollingInterval: NOTICE_COUNT_POLL_MS });
  const unread = data?.unread ?? 0;

  return (
    <Badge count={unread} maxCount={NOTICE_BADGE_MAX} offset={[-4, 4]}>
      <Button
        type="text"
        shape="circle"
        icon={<IconNotification />}
        aria-label={unread > 0 ? `${NoticeTexts.centre}（${unread}条未读）` : NoticeTexts.centre}
        onClick={() => navigate(paths.messageCenter)}
      />
    </Badge>
  );
}
