import type { ChartDefinition, Dimension } from './reports.constants';
import { chinaMidnight } from '@domain/common/quick-ranges';

/** A report's range and filters as the report calls take them (ISO instants, comma-joined ids). */
export interface DrillFilter {
  start: string;
  end: string;
  orderType?: string;
  staffId?: string;
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
 * chart's own (事件超时: only the overdue) and the row's value. Null when the list cannot select
 * them: several templates (the list takes one), or a row without a value (no owner).
 */
export function eventDrillQuery(chart: ChartDefinition, filter: DrillFilter, dimension?: Dimension, key?: string | null): Record<string, string> | null {
  let { start, end } = filter;
  if (dimension === 'day' && key) {
    const [y, m, d] = key.split('-').map(Number);
    const dayStart = chinaMidnight(y, m, d);
    start = dayStart.toISOString();
    end = new Date(dayStart.getTime() + 86_400_000 - 1).toISOString();
  }
  const q: Record<string, string> = { createTimeStart: start, createTimeEnd: end };
  const templates = (filter.orderType ?? '').split(',').filter(Boolean);
  if (templates.length > 1) return null;
  if (templates.length === 1) q.fk_t_ep_event_tmpl_id = templates[0];
  if (filter.staffId) q.fk_t_principal_user_id = filter.staffId;
  if (chart.key === 'eventTimeout') q.eventDue = '1';
  if (dimension && dimension !== 'day') {
    const field = EVENT_FIELD[dimension];
    if (!field || key === null || key === undefined) return null;
    // A template row under a one-template filter is that template (or counts nothing); the row decides.
    q[field] = key;
  }
  return q;
}
