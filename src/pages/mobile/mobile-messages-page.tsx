import { useState } from 'react';
import { useLocation } from 'wouter';
import { relativeTime } from '@domain/format/relative-time';
import { NoticeTexts } from '@domain/notices/notices.constants';
import { NoticeReadFilter, type NoticeReadFilterValue } from '@domain/notices/notices.schemas';
import type { NoticeItem } from '@domain/settings/notices.schemas';
import { MobileScreen } from '@/app/mobile/mobile-screen';
import { paths } from '@/app/paths';
import { noticeTarget } from '@/features/notices/notice-link';
import { useClearUnreadNoticesMutation, useListNoticesQuery, useMarkNoticesReadMutation } from '@/features/notices/notices.api';
import { errorMessage } from '@/lib/errors';

/** Notices link to the PC version's order, event and inspection round screens; the phone has its own. */
const ORDER_LINK = /^\/allOrder\/orderDetail\/(\d+)$/;
const EVENT_LINK = /^\/Myevent\/eventDetail\/(\d+)$/;
const ROUND_LINK = /^\/inspectionTask(?:\/(\d+))?$/;
/** "More" shows a longer first page: the list's page sizes. */
const PAGE_SIZES = [20, 50, 100, 500];
const FILTERS = [
  { value: NoticeReadFilter.all, label: NoticeTexts.all },
  { value: NoticeReadFilter.unread, label: NoticeTexts.unread },
];

const UNREAD_DOT = { display: 'inline-block', width: 8, height: 8, marginRight: 6, borderRadius: 4, background: 'rgb(200, 51, 51)', verticalAlign: 'middle' } as const;

const onPhone = (path: string) => {
  const order = ORDER_LINK.exec(path);
  if (order) return paths.mobile.order(Number(order[1]));
  const event = EVENT_LINK.exec(path);
  if (event) return paths.mobile.event(Number(event[1]));
  const round = ROUND_LINK.exec(path);
  if (round) return round[1] ? paths.mobile.inspection(Number(round[1])) : paths.mobile.inspections;
  return path;
};

/** /m/messages 消息: the user's in-app notices, unread marked; tapping one reads it and opens its order or event. */
export default function MobileMessagesPage() {
  const [, navigate] = useLocation();
  const [read, setRead] = useState<NoticeReadFilterValue>(NoticeReadFilter.all);
  const [size, setSize] = useState(0);
  const { data: notices, isLoading, isError } = useListNoticesQuery({ read, pageIndex: 0, pageSize: PAGE_SIZES[size] });
  const [markRead] = useMarkNoticesReadMutation();
  const [clearUnread, { isLoading: clearing }] = useClearUnreadNoticesMutation();
  const [message, setMessage] = useState('');

  const handleOpen = (notice: NoticeItem) => {
    if (!notice.read) markRead([notice.id]).unwrap().catch((error: unknown) => setMessage(errorMessage(error)));
    const target = noticeTarget(notice.link);
    if (target?.kind === 'app') navigate(onPhone(target.path));
    if (target?.kind === 'web') window.open(target.url, '_blank', 'noopener,noreferrer');
  };

  const handleReadAll = async () => {
    try {
      await clearUnread().unwrap();
      setMessage(NoticeTexts.allMarked);
    } catch (error) {
      setMessage(errorMessage(error));
    }
  };

  const more = notices?.length === PAGE_SIZES[size] && size < PAGE_SIZES.length - 1;
  return (
    <MobileScreen title="消息" back>
      <div className="m-row">
        <div className="m-chips" role="group" aria-label="筛选">
          {FILTERS.map((f) => (
            <button key={f.value} type="button" className="m-chip" aria-pressed={read === f.value} onClick={() => setRead(f.value)}>
              {f.label}
            </button>
          ))}
        </div>
        <button type="button" className="m-btn m-btn-text" disabled={clearing} onClick={() => void handleReadAll()}>
          {NoticeTexts.markAllRead}
        </button>
      </div>
      {message && (
        <p className="m-banner" role="status">
          {message}
        </p>
      )}
      <section className="m-card" aria-label={NoticeTexts.list}>
        {isLoading && <p className="m-muted">加载中…</p>}
        {isError && !notices && <p className="m-empty">{NoticeTexts.loadFailed}</p>}
        {notices?.length === 0 && <p className="m-empty">{read === NoticeReadFilter.unread ? NoticeTexts.emptyUnread : NoticeTexts.empty}</p>}
        <ul className="m-list">
          {notices?.map((notice) => (
            <li key={notice.id}>
              <button type="button" className="m-link" style={{ display: 'block', padding: '10px 4px' }} onClick={() => handleOpen(notice)}>
                <span className="m-row">
                  <strong style={{ fontWeight: notice.read ? 400 : 600 }}>
                    {!notice.read && <span role="img" aria-label={NoticeTexts.unread} style={UNREAD_DOT} />}
                    {notice.title}
                  </strong>
                  <span className="m-muted">{relativeTime(notice.create_time)}</span>
                </span>
                <span className="m-muted" style={{ display: 'block', overflowWrap: 'anywhere' }}>
                  {notice.content}
                </span>
              </button>
            </li>
          ))}
        </ul>
        {more && (
          <button type="button" className="m-btn" style={{ width: '100%', marginTop: 8 }} onClick={() => setSize((s) => s + 1)}>
            加载更多
          </button>
        )}
      </section>
    </MobileScreen>
  );
}
