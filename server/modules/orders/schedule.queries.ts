import { and, asc, count, eq, gte, ilike, inArray, isNull, lt, sql } from 'drizzle-orm';
import { OrderState } from '@domain/orders/order.constants';
import type { ScheduleFilter, ScheduleListQuery } from '@domain/orders/schedule.schemas';
import type { ScheduleOrder } from '@domain/orders/schedule.types';
import { Role } from '@domain/shell/roles';
import type { Executor } from '../../db/database';
import { orderReceipts, orders as o } from '../../db/schema/orders';
import { users } from '../../db/schema/tenancy';
import { overdueSql } from './order-filter';

/** Business days are China days (domain/downloads/business-time). */
export const BUSINESS_ZONE = 'Asia/Shanghai';
const dayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);
const DAY_MS = 86_400_000;

/** The range's instants [from, to) and its days as 'YYYY-MM-DD'. */
export function rangeOf(f: ScheduleFilter) {
  const from = dayStart(f.start);
  const days = Array.from({ length: f.days }, (_, i) => new Date(from.getTime() + i * DAY_MS + 8 * 3_600_000).toISOString().slice(0, 10));
  return { from, to: new Date(from.getTime() + f.days * DAY_MS), days };
}

/** Active service staff of the enterprise, matching the name keyword. */
const staffWhere = (enterpriseId: number, f: ScheduleFilter) =>
  and(
    eq(users.enterpriseId, enterpriseId),
    eq(users.status, 1),
    isNull(users.deletedAt),
    sql`${users.roles} @> ${`{${Role.serviceStaff}}`}::smallint[]`,
    f.keyword ? ilike(users.name, `%${f.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
  );

export async function countStaff(tx: Executor, enterpriseId: number, f: ScheduleFilter): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(users).where(staffWhere(enterpriseId, f));
  return row.n;
}

export function pageStaff(tx: Executor, enterpriseId: number, q: ScheduleListQuery) {
  return tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(staffWhere(enterpriseId, q))
    .orderBy(asc(users.name), asc(users.id))
    .limit(q.pageSize)
    .offset(q.pageIndex * q.pageSize);
}

/** Live orders the staff hold (as owner) appointed inside [from, to), with their business day. */
export async function appointedOrders(tx: Executor, enterpriseId: number, staffIds: number[], from: Date, to: Date) {
  if (staffIds.length === 0) return [];
  return tx
    .select({
      ownerId: o.ownerId,
      day: sql<string>`to_char(${o.appointmentTime} at time zone ${sql.raw(`'${BUSINESS_ZONE}'`)}, 'YYYY-MM-DD')`,
      order: {
        id: o.id,
        orderNo: o.orderNo,
        title: o.title,
        state: o.state,
        customerName: o.customName,
        appointmentTime: sql<string>`to_char(${o.appointmentTime} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
      },
    })
    .from(o)
    .where(
      and(
        eq(o.enterpriseId, enterpriseId),
        inArray(o.ownerId, staffIds),
        isNull(o.deletedAt),
        sql`${o.state} <> ${OrderState.cancelled}`,
        gte(o.appointmentTime, from),
        lt(o.appointmentTime, to),
      ),
    )
    .orderBy(asc(o.appointmentTime)) as Promise<{ ownerId: number; day: string; order: ScheduleOrder }[]>;
}

const n = (expr: ReturnType<typeof sql>) => sql<number>`(${expr})::int`;

/** Per staff member in [from, to): assigned to them, completed, overdue, receipt minutes; and what they hold now. */
export function reportFigures(tx: Executor, enterpriseId: number, staffIds: number[], from: Date, to: Date) {
  if (staffIds.length === 0) return Promise.resolve([]);
  const inRange = (column: typeof o.assignedAt) => sql`${column} >= ${from} and ${column} < ${to}`;
  return tx
    .select({
      ownerId: o.ownerId,
      assigned: n(sql`count(*) filter (where ${inRange(o.assignedAt)})`),
      completed: n(sql`count(*) filter (where ${o.state} = ${OrderState.completed} and ${inRange(o.completedAt)})`),
      overdue: n(sql`count(*) filter (where ${overdueSql} and ${inRange(o.dueAt)})`),
      holding: n(sql`count(*) filter (where ${o.state} in (${OrderState.pendingPickup}, ${OrderState.pendingService}, ${OrderState.inService}))`),
      serviceMinutes: n(
        sql`coalesce((select sum(${orderReceipts.serviceMinutes}) from ${orderReceipts} where ${orderReceipts.enterpriseId} = ${enterpriseId} and ${orderReceipts.userId} = ${o.ownerId} and ${orderReceipts.createdAt} >= ${from} and ${orderReceipts.createdAt} < ${to}), 0)`,
      ),
    })
    .from(o)
    .where(and(eq(o.enterpriseId, enterpriseId), inArray(o.ownerId, staffIds), isNull(o.deletedAt)))
    .groupBy(o.ownerId) as Promise<{ ownerId: number; assigned: number; completed: number; overdue: number; holding: number; serviceMinutes: number }[]>;
}
