import { and, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { EventState } from '@domain/events/events.constants';
import type { Executor } from '../../db/database';
import { events as e } from '../../db/schema/events';

// Aggregates for the chart centre (server/modules/reports): one GROUP BY over the live events.

export type EventDimension = 'day' | 'type' | 'state' | 'staff';
const KEYS: Record<EventDimension, SQL> = {
  day: sql`to_char(${e.createdAt} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`,
  type: sql`${e.templateId}::text`,
  state: sql`${e.state}::text`,
  staff: sql`${e.principalUserId}::text`,
};

export interface EventStatsFilter {
  start: Date;
  end: Date;
  templateIds: number[];
  staffIds: number[];
}

export interface EventSums {
  total: number;
  completed: number;
  closed: number;
  overdue: number;
  finished: number;
  completeMinutes: number;
}

/** Events created in the range, grouped by a dimension (null: one row for all). */
export async function eventSumsBy(tx: Executor, enterpriseId: number, f: EventStatsFilter, dimension: EventDimension | null): Promise<{ key: string | null; sums: EventSums }[]> {
  const where = and(
    eq(e.enterpriseId, enterpriseId),
    isNull(e.deletedAt),
    gte(e.createdAt, f.start),
    lte(e.createdAt, f.end),
    f.templateIds.length ? inArray(e.templateId, f.templateIds) : undefined,
    f.staffIds.length ? inArray(e.principalUserId, f.staffIds) : undefined,
  );
  const { rows } = await tx.execute<Record<string, string | number | null>>(sql`
    select ${dimension ? KEYS[dimension] : sql`null`} as key, count(*)::int as total,
      count(*) filter (where ${e.state} = ${EventState.completed})::int as completed,
      count(*) filter (where ${e.state} = ${EventState.closed})::int as closed,
      count(*) filter (where ${e.overdue})::int as overdue,
      count(${e.completeTime})::int as finished,
      coalesce(sum(extract(epoch from (${e.completeTime} - ${e.createdAt})) / 60), 0)::float8 as complete_minutes
    from ${e} where ${where} ${dimension ? sql`group by 1` : sql``}`);
  return rows.map((r) => ({
    key: r.key === null ? null : String(r.key),
    sums: {
      total: Number(r.total),
      completed: Number(r.completed),
      closed: Number(r.closed),
      overdue: Number(r.overdue),
      finished: Number(r.finished),
      completeMinutes: Number(r.complete_minutes),
    },
  }));
}
