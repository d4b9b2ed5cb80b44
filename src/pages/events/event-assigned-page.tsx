import { Button } from '@arco-design/web-react';
import { useState } from 'react';
import type { EventRow } from '@domain/events/events.schemas';
import { DispatchDialog } from '@/features/events/components/dispatch-dialog';
import { EventList } from './event-list';
import { useIsEventManager } from './use-event-role';

/** /eventassigned: events waiting for dispatch; dispatchers give each an owner. */
export default function EventAssignedPage() {
  const [dispatching, setDispatching] = useState<number | null>(null);
  const manager = useIsEventManager();
  const action = (row: EventRow) =>
    manager ? (
      <Button type="text" onClick={() => setDispatching(row.id)}>
        指派
      </Button>
    ) : null;
  return (
    <>
      <EventList title="待分派事件" scope="undelivered" action={action} manage={manager} />
      <DispatchDialog eventId={dispatching} onClose={() => setDispatching(null)} />
    </>
  );
}
