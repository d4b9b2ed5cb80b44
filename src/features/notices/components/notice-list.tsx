import { Empty, List, Pagination, Spin } from '@arco-design/web-react';
import { useState } from 'react';
import { NoticeTexts } from '@domain/notices/notices.constants';
import { NoticeReadFilter, type NoticeReadFilterValue } from '@domain/notices/notices.schemas';
import { useOpenNotice } from '../hooks/use-open-notice';
import { useCountNoticesQuery, useListNoticesQuery } from '../notices.api';
import { NoticeRow } from './notice-row';

const PAGE_SIZE = 20;

export interface NoticeListProps {
  read: NoticeReadFilterValue;
}

/** The caller's notices of one read state, a page at a time, newest first. */
export function NoticeList({ read }: NoticeListProps) {
  const [wantedPage, setWantedPage] = useState(0);
  const { data: count } = useCountNoticesQuery();
  const total = (read === NoticeReadFilter.unread ? count?.unread : count?.total) ?? 0;
  // Reading notices in the unread list shrinks it: never stay on a page past its end.
  const pageIndex = count ? Math.min(wantedPage, Math.max(0, Math.ceil(total / PAGE_SIZE) - 1)) : wantedPage;
  const { data: notices = [], isFetching, isError } = useListNoticesQuery({ read, pageIndex, pageSize: PAGE_SIZE });
  const openNotice = useOpenNotice();

  const emptyText = isError ? NoticeTexts.loadFailed : read === NoticeReadFilter.unread ? NoticeTexts.emptyUnread : NoticeTexts.empty;
  return (
    <section aria-label={NoticeTexts.list}>
      {/* The list only with notices in it: Arco's role="list" without items (while the first page loads, or empty)
          is what axe calls critical. */}
      {notices.length > 0 ? (
        <List bordered={false} loading={isFetching} dataSource={notices} render={(notice) => <NoticeRow key={notice.id} notice={notice} onOpen={openNotice} />} />
      ) : isFetching ? (
        <Spin block style={{ margin: '48px 0' }} />
      ) : (
        <Empty description={emptyText} />
      )}
      {total > PAGE_SIZE && (
        <Pagination
          style={{ marginTop: 16, justifyContent: 'flex-end' }}
          current={pageIndex + 1}
          pageSize={PAGE_SIZE}
          total={total}
          onChange={(page) => setWantedPage(page - 1)}
        />
      )}
    </section>
  );
}
