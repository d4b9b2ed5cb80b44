import { Button } from '@arco-design/web-react';
import { useLocation } from 'wouter';
import { eventPaths } from '@/features/events/event-paths';
import { EventList } from './event-list';

export default function AllEventsPage() {
  const [, navigate] = useLocation();
  return (
    <EventList
      title="全部事件"
      scope="all"
      manage
      toolbar={
        <Button type="primary" onClick={() => navigate(eventPaths.newEvent)}>
          新建事件
        </Button>
      }
    />
  );
}
