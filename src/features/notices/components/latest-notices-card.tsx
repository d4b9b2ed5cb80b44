import { Badge, Card, Empty, List, Spin, Typography } from '@arco-design/web-react';
import { useLocation } from 'wouter';
import { relativeTime } from '@domain/format/relative-time';
import { DEFAULT_PAGE_SIZE } from '@domain/common/page-sizes';
import { NoticeReadFilter } from '@domain/notices/notices.schemas';
import { useListNoticesQuery } from '../notices.api';

/** The notice centre's first page (the card shows the first few). */
const FIRST_PAGE = { read: NoticeReadFilter.all, pageIndex: 0, pageSize: DEFAULT_PAGE_SIZE };

/** How many notices the home page shows. */
const SHOWN = 5;

/** The newest notices addressed to the user. */
export function LatestNoticesCard() {
  const [, navigate] = useLocation();
  const { data: notices, isLoading, isError } = useListNoticesQuery(FIRST_PAGE);

  const body = isLoading ? (
    <Spin style={{ display: 'block', textAlign: 'center' }} />
  ) : isError || !notices?.length ? (
    <Empty description={isError ? '通知加载失败' : '暂无通知'} />
  ) : (
    <List
      size="small"
      bordered={false}
      dataSource={notices.slice(0, SHOWN)}
      render={(notice) => (
        <List.Item
          key={notice.id}
          style={notice.link ? { cursor: 'pointer' } : undefined}
          onClick={notice.link ? () => navigate(notice.link!) : undefined}
          extra={<Typography.Text type="secondary">{relativeTime(notice.create_time)}</Typography.Text>}
        >
          <List.Item.Meta
            title={
              <>
                {!notice.read && <Badge status="processing" style={{ marginRight: 6 }} />}
                {notice.title}
              </>
            }
            description={<Typography.Ellipsis rows={1}>{notice.content}</Typography.Ellipsis>}
          />
        </List.Item>
      )}
    />
  );

  return (
    <Card bordered={false} title="最新通知">
      {body}
    </Card>
  );
}
