import { Tag } from '@arco-design/web-react';
import { EVENT_STATE_NAMES, type EventStateValue } from '@domain/events/events.constants';

const COLORS: Record<EventStateValue, string> = { 1: 'orange', 2: 'arcoblue', 3: 'cyan', 4: 'purple', 5: 'gray', 6: 'green', 7: 'red' };

export function EventStateTag({ state, overdue }: { state: EventStateValue; overdue?: boolean }) {
  return (
    <>
      <Tag color={COLORS[state]}>{EVENT_STATE_NAMES[state]}</Tag>
      {overdue && <Tag color="red">超时</Tag>}
    </>
  );
}
