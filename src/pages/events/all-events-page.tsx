import { ManagedEventList } from './event-list';

/** /allEvent: every event the caller may see. */
export default function AllEventsPage() {
  return <ManagedEventList title="全部事件" scope="all" />;
}
