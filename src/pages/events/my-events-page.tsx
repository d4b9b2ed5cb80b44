import { ManagedEventList } from './event-list';

/** /Myevent: the events the caller created, owns, collaborates on or was escalated to. */
export default function MyEventsPage() {
  return <ManagedEventList title="我的事件" scope="mine" />;
}
