import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { CallLinePoint, SeatStatsRow, StatsQuery } from '@domain/call-center/call-center.schemas';
import { addDays } from '@domain/cycle-plans/cycle';
import type { Executor } from '../../db/database';
import { callDaySums as sums } from '../../db/schema/call-center';
import { userNames } from '../users/users.public';

const window = (enterpriseId: number, q: StatsQuery, seatUserId?: number) =>
  and(eq(sums.enterpriseId, enterpriseId), gte(sums.day, q.startDate), lte(sums.day, q.endDate), seatUserId ? eq(sums.seatUserId, seatUserId) : undefined);

/** Calls by business day over the window, every day present (0 on a day without calls), from the day sums. */
export async function callsByDay(tx: Executor, enterpriseId: number, q: StatsQuery, seatUserId?: number): Promise<CallLinePoint[]> {
  const rows = await tx
    .select({
      day: sums.day,
      total: sql<number>`sum(${sums.total})::int`,
      inbound: sql<number>`sum(${sums.inbound})::int`,
      outbound: sql<number>`sum(${sums.outbound})::int`,
      answered: sql<number>`sum(${sums.answered})::int`,
    })
    .from(sums)
    .where(window(enterpriseId, q, seatUserId))
    .groupBy(sums.day)
    .orderBy(asc(sums.day));
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const points: CallLinePoint[] = [];
  for (let day = q.startDate; day <= q.endDate; day = addDays(day, 1)) points.push(byDay.get(day) ?? { day, total: 0, inbound: 0, outbound: 0, answered: 0 });
  return points;
}

/** Per seat over the window: calls, answered rate, average talk and wait seconds (of answered calls, and of all calls). */
export async function statsBySeat(tx: Executor, enterpriseId: number, q: StatsQuery, seatUserId?: number): Promise<SeatStatsRow[]> {
  const rows = await tx
    .select({
      seatUserId: sums.seatUserId,
      total: sql<number>`sum(${sums.total})::int`,
      answered: sql<number>`sum(${sums.answered})::int`,
      durationSum: sql<number>`sum(${sums.durationSum})::float8`,
      waitSum: sql<number>`sum(${sums.waitSum})::float8`,
    })
    .from(sums)
    .where(and(window(enterpriseId, q, seatUserId), sql`${sums.seatUserId} <> 0`))
    .groupBy(sums.seatUserId);
  const names = new Map((await userNames(tx, enterpriseId, rows.map((r) => r.seatUserId))).map((u) => [u.id, u.name]));
  return rows
    .map((r) => ({
      seat: { id: r.seatUserId, name: names.get(r.seatUserId) ?? '' },
      total: r.total,
      answered: r.answered,
      answeredRate: r.total ? r.answered / r.total : 0,
      avgDuration: r.answered ? Math.round(r.durationSum / r.answered) : 0,
      avgWait: r.total ? Math.round(r.waitSum / r.total) : 0,
    }))
    .sort((a, b) => b.total - a.total || a.seat.id - b.seat.id);
}
