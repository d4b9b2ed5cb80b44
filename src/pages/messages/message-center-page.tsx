import { Button, Card, Message, Tabs } from '@arco-design/web-react';
import { useState } from 'react';
import { NoticeTexts } from '@domain/notices/notices.constants';
import { NoticeReadFilter, type NoticeReadFilterValue } from '@domain/notices/notices.schemas';
import { NoticeList } from '@/features/notices/components/notice-list';
import { useClearUnreadNoticesMutation, useCountNoticesQuery } from '@/features/notices/notices.api';
import { errorMessage } from '@/lib/errors';

/** /MessageCenter 消息中心: the user's notices, all or unread, and marking them all read. */
export default function MessageCenterPage() {
  const [tab, setTab] = useState<NoticeReadFilterValue>(NoticeReadFilter.all);
  const { data: count } = useCountNoticesQuery();
  const [clearUnread, { isLoading }] = useClearUnreadNoticesMutation();
  const unread = count?.unread ?? 0;

  const handleMarkAllRead = async () => {
    try {
      await clearUnread().unwrap();
      Message.success(NoticeTexts.allMarked);
    } catch (error) {
      Message.error(errorMessage(error));
    }
  };

  return (
    <Card
      title={NoticeTexts.centre}
      bordered={false}
      extra={
        <Button type="primary" disabled={unread === 0} loading={isLoading} onClick={handleMarkAllRead}>
          {NoticeTexts.markAllRead}
        </Button>
      }
    >
      <Tabs activeTab={tab} onChange={(key) => setTab(key as NoticeReadFilterValue)}>
        <Tabs.TabPane key={NoticeReadFilter.all} title={NoticeTexts.all} />
        <Tabs.TabPane key={NoticeReadFilter.unread} title={unread > 0 ? `${NoticeTexts.unread}（${unread}）` : NoticeTexts.unread} />
      </Tabs>
      <NoticeList key={tab} read={tab} />
    </Card>
  );
}
