import { Empty, Spin, Timeline, Typography } from '@arco-design/web-react';
import { formatBusinessTime } from '@domain/downloads/business-time';
import { useListEventMessagesQuery } from '../events.api';
import '@arco-design/web-react/es/Timeline/style/css.js';

/** The event's history (process/messageList): one line per operation, oldest first. */
export function EventHistory({ eventId }: { eventId: number }) {
  const { data: messages = [], isLoading } = useListEventMessagesQuery(eventId);
  if (isLoading) return <Spin />;
  if (messages.length === 0) return <Empty description="暂无记录" />;
  return (
    <Timeline aria-label="处理记录">
      {messages.map((m) => (
        <Timeline.Item key={m.id} label={formatBusinessTime(new Date(m.createTime)).slice(0, 16)}>
          <Typography.Text bold>{m.opName}</Typography.Text>
          <div>{m.content}</div>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
