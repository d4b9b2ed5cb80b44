import { Button } from '@arco-design/web-react';
import { useLocation } from 'wouter';
import { eventPaths } from '@/features/events/event-paths';
import { EventList } from './event-list';

/** /Myevent: the events the caller created, owns, collaborates on or was escalated to. */
export default function MyEventsPage() {
  const [, navigate] = useLocation();
  return (
    <EventList
      title="我的事件"
      scope="mine"
      manage
      toolbar={
        <Button type="primary" onClick={() => navigate(eventPaths.newEvent)}>
          新建事件
        </Button>
      }
    />
  );
}
