import { ORDER_MANAGER_ROLES } from '@domain/orders/order.machine';
import type { ScheduleFilter, ScheduleListQuery } from '@domain/orders/schedule.schemas';
import type { ScheduleReportRow, ScheduleRow } from '@domain/orders/schedule.types';
import { Role, ROLE_NAMES, type RoleType } from '@domain/shell/roles';
import type { Database } from '../../db/database';
import { forbidden } from '../../lib/app-error';
import type { OrderActor } from './order-operation';
import { appointedOrders, countStaff, pageStaff, rangeOf, reportFigures } from './schedule.queries';

/** The desk plans with the schedule; the management director reads it. */
const SCHEDULE_ROLES: readonly RoleType[] = [...ORDER_MANAGER_ROLES, Role.director];

/** Schedule tables: who holds which appointed orders on which day, and what each service staff member did in a range. */
export class ScheduleService {
  constructor(private readonly db: Database) {}

  private check(actor: OrderActor) {
    if (!SCHEDULE_ROLES.includes(actor.role)) throw forbidden(`当前角色（${ROLE_NAMES[actor.role]}）无权查看排班表`);
  }

  count(actor: OrderActor, f: ScheduleFilter): Promise<number> {
    this.check(actor);
    return this.db.tenant(actor.enterpriseId, (tx) => countStaff(tx, actor.enterpriseId, f));
  }

  dispatchList(actor: OrderActor, q: ScheduleListQuery): Promise<ScheduleRow[]> {
    this.check(actor);
    const { from, to, days } = rangeOf(q);
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      const staff = await pageStaff(tx, actor.enterpriseId, q);
      const appointed = await appointedOrders(tx, actor.enterpriseId, staff.map((s) => s.id), from, to);
      return staff.map((user) => ({
        user,
        days: days.map((date) => ({ date, orders: appointed.filter((a) => a.ownerId === user.id && a.day === date).map((a) => a.order) })),
      }));
    });
  }

  reportList(actor: OrderActor, q: ScheduleListQuery): Promise<ScheduleReportRow[]> {
    this.check(actor);
    const { from, to } = rangeOf(q);
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      const staff = await pageStaff(tx, actor.enterpriseId, q);
      const figures = await reportFigures(tx, actor.enterpriseId, staff.map((s) => s.id), from, to);
      const zero = { assigned: 0, completed: 0, overdue: 0, holding: 0, serviceMinutes: 0 };
      return staff.map((user) => {
        const { ownerId: _, ...f } = figures.find((x) => x.ownerId === user.id) ?? { ownerId: user.id, ...zero };
        return { user, ...f };
      });
    });
  }
}
