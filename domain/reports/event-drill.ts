import { EventState } from '../events/events.constants';
import type { ChartDefinition, Dimension, EventFigures } from './reports.constants';
import { chinaMidnight } from '@domain/common/quick-ranges';

/** A report's range and filters as the report calls take them (ISO instants, comma-joined ids). */
export interface DrillFilter {
  start: string;
  end: string;
  orderType?: string;
  staffId?: string;
}

/**
 * The event list's filter fields that select exactly the events a figure counts: {} every event of
 * the row, null when the list has no filter for them (no link then).
 */
export const EVENT_METRIC_DRILL: Record<keyof EventFigures, Record<string, string> | null> = {
  total: {},
  completed: { event_states: String(EventState.completed) },
  closed: { event_states: String(EventState.closed) },
  overdue: { eventDue: '1' },
  overdueRate: {},
  // Over the events with a completion time: the list has no such filter.
  avgCompleteMinutes: null,
};

/** The created-time range of a drill-down: the report's, or the China day of a row by day (key YYYY-MM-DD). */
export function drillRange(filter: DrillFilter, dimension?: Dimension, key?: string | null): { start: string; end: string } {
  if (dimension !== 'day' || !key) return { start: filter.start, end: filter.end };
  const [y, m, d] = key.split('-').map(Number);
  const dayStart = chinaMidnight(y, m, d);
  return { start: dayStart.toISOString(), end: new Date(dayStart.getTime() + 86_400_000 - 1).toISOString() };
}

/** The event list's filter field that selects one value of an event chart's dimension (days are a created-time range). */
const EVENT_FIELD: Partial<Record<Dimension, string>> = {
  type: 'fk_t_ep_event_tmpl_id',
  staff: 'fk_t_principal_user_id',
  state: 'event_states',
};

/**
 * The event list's query (/allEvent?…, the list call's own parameter names) of the events behind an
 * event figure: the range as the created-time range, the report's template and owner filters, the
 * figure's column (超时事件: only the overdue) and the row's value. Null when the list cannot select
 * them: several templates (the list takes one), a row without a value (no owner), a column without a filter.
 */
export function eventDrillQuery(chart: ChartDefinition, filter: DrillFilter, metric: keyof EventFigures, dimension?: Dimension, key?: string | null): Record<string, string> | null {
  const column = EVENT_METRIC_DRILL[metric];
  if (chart.source !== 'events' || !column) return null;
  const { start, end } = drillRange(filter, dimension, key);
  const q: Record<string, string> = { createTimeStart: start, createTimeEnd: end };
  const templates = (filter.orderType ?? '').split(',').filter(Boolean);
  if (templates.length > 1) return null;
  if (templates.length === 1) q.fk_t_ep_event_tmpl_id = templates[0];
  if (filter.staffId) q.fk_t_principal_user_id = filter.staffId;
  Object.assign(q, column);
  if (dimension && dimension !== 'day') {
    const field = EVENT_FIELD[dimension];
    if (!field || key === null || key === undefined) return null;
    // A state row's own state and the column's (已完成 of 处理中) select nothing: such a figure is 0.
    if (q[field] !== undefined && q[field] !== key) return null;
    // A template row under a one-template filter is that template (or counts nothing); the row decides.
    q[field] = key;
  }
  return q;
}
