import { Button } from '@arco-design/web-react';
import type { EventRow } from '@domain/events/events.schemas';
import { useOperateEventMutation } from '@/features/events/events.api';
import { toastResult } from '@/lib/toast-result';
import { EventList } from './event-list';

/** /shelters: events nobody was given yet; a handler claims one and becomes its owner. */
export default function SheltersPage() {
  const [operate, { isLoading }] = useOperateEventMutation();
  const claim = (row: EventRow) => (
    <Button type="text" loading={isLoading} onClick={() => void toastResult(operate({ op: 'claim', id: row.id }).unwrap(), '认领成功')}>
      认领
    </Button>
  );
  return <EventList title="待认领事件" scope="shelter" action={claim} />;
}
