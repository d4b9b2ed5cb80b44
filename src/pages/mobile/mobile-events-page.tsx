import { Link, useSearch } from 'wouter';
import { EVENT_PRIORITY_NAMES, EVENT_STATE_NAMES, EventState, OPEN_EVENT_STATES } from '@domain/events/events.constants';
import { formatDateTime } from '@domain/format/date';
import { MobileChips } from '@/app/mobile/mobile-chips';
import { MobileScreen } from '@/app/mobile/mobile-screen';
import { paths } from '@/app/paths';
import { useListEventsQuery } from '@/features/events/events.api';
import { errorMessage } from '@/lib/errors';
import { LINK_BUTTON_STYLE } from './link-button';

/** The chips: the open ones first (the default), each state of my events, then all. */
const CHIPS: { value: string; label: string; states?: readonly number[] }[] = [
  { value: 'open', label: '未完成', states: OPEN_EVENT_STATES },
  ...[EventState.pendingHandling, EventState.handling, EventState.escalated, EventState.paused, EventState.completed, EventState.closed].map((s) => ({
    value: String(s),
    label: EVENT_STATE_NAMES[s],
    states: [s],
  })),
  { value: 'all', label: '全部' },
];
const PAGE = { pageIndex: 0, pageSize: 20 };

/** /m/events: my events (created, owned, collaborating, escalated to me) by state, as cards. */
export default function MobileEventsPage() {
  const state = new URLSearchParams(useSearch()).get('state') ?? 'open';
  const chip = CHIPS.find((c) => c.value === state) ?? CHIPS[0];
  // The chosen chip's own list (currentData), never the last chip's while it loads: a quick tap would open a card of the wrong list.
  const { currentData: events, error } = useListEventsQuery({ scope: 'mine', ...(chip.states ? { event_states: chip.states.join(',') } : {}), ...PAGE });

  return (
    <MobileScreen title="我的事件">
      <MobileChips label="事件状态" chips={CHIPS} chosen={chip} hrefOf={paths.mobile.eventsInState} />
      <Link className="m-btn m-btn-primary" href={paths.mobile.newEvent()} style={{ ...LINK_BUTTON_STYLE, display: 'flex', marginBottom: 10 }}>
        新建事件
      </Link>
      {error && <p className="m-empty">{errorMessage(error)}</p>}
      {!events && !error && <p className="m-empty">加载中…</p>}
      {events?.length === 0 && <p className="m-empty">没有事件</p>}
      {events?.map((event) => (
        <Link key={event.id} href={paths.mobile.event(event.id)} className="m-card">
          <div className="m-row">
            <h2>{event.title}</h2>
            <span className="m-muted">{event.overdue ? `${event.stateName}·超时` : event.stateName}</span>
          </div>
          <div className="m-muted">
            {event.code} · {EVENT_PRIORITY_NAMES[event.priority]}
          </div>
          {event.custom_name && <div>{event.custom_name}</div>}
          <div className="m-muted">创建 {formatDateTime(event.createTime)}</div>
        </Link>
      ))}
    </MobileScreen>
  );
}
