import type { FastifyInstance } from 'fastify';
import { atMinute, businessDate, dayMinute, wallClock } from '@domain/dispatch/day-time';
import type { AcceptRoutesInput, OptimiseInput } from '@domain/dispatch/dispatch.schemas';
import type { OptimiseView, RouteProposal } from '@domain/dispatch/dispatch.types';

import { dropConflicts } from '@domain/dispatch/conflicts';
import { FULL_DAY_VISITS } from '@domain/dispatch/dispatch.constants';
import { planFleet, routeProblem, type FleetProblem } from '@domain/dispatch/route-moves';
import { evaluateRoute, straightLineProvider, type TravelProvider } from '@domain/dispatch/route-solver';
import type { GeoPoint } from '@domain/geo/geo';
import { OrderState } from '@domain/orders/order.constants';
import type { Database, Executor } from '../../db/database';
import { badRequest, conflict } from '../../lib/app-error';
import { placeOrder } from '../orders/orders.public';
import { dispatchOrder, type DispatchOrder } from '../orders/read-models/orders-read-models.public';
import { findRule, insertDecision, lockDispatch, rules, type RuleRecord } from './dispatch.queries';
import { needOf, type DispatchActor } from './dispatch.service';
import { tellRouteChanges, type AppliedVisit } from './route-notices';
import { loadStaff, loadStaffDays, positionOf, type Staff } from './staff';

type Notifier = Pick<FastifyInstance['notifications'], 'notify'>;
/** Visits that may be reordered: assigned and not yet being served. */
const MOVABLE: number[] = [OrderState.pendingPickup, OrderState.pendingService];
/** Visits that stay with their engineer when visits move between engineers: already taken (接单). */
const TAKEN: number[] = [OrderState.pendingService];
const round1 = (n: number) => Math.round(n * 10) / 10;
/** Planned times are offered in 5-minute steps. */
const step5 = (minute: number) => Math.round(minute / 5) * 5;

/** One engineer's part of the day: their plannable visits and where they start (null: no home and no located visit). */
interface Day {
  person: Staff;
  located: DispatchOrder[];
  noLocation: DispatchOrder[];
  start: GeoPoint | null;
  /** Working hours that day (null: a day off); `free` is false on leave too. */
  hours: { startMinute: number; endMinute: number } | null;
  free: boolean;
  /** Most visits their route may hold: a full day less the visits the plan leaves as they are. */
  capacity: number;
}

/** Whether `person` may take over `visit` on the day: working, the appointment inside their hours, the required skill held. */
function mayTake(day: Day, visit: DispatchOrder, need: RuleRecord | undefined): boolean {
  if (!day.start || !day.hours || !day.free || day.capacity <= 0) return false;
  const at = dayMinute(visit.appointmentTime!);
  if (at < day.hours.startMinute || at >= day.hours.endMinute) return false;
  if (!need?.requireSkill || need.skillId === null) return true;
  const skill = day.person.skills.find((s) => s.id === need.skillId);
  return !!skill && skill.level >= need.minLevel;
}

/** What refuses handing `order` to `userId` at `time` (leave, day off, outside hours, required skill); overlaps are left out, since the accepted plan moves the others too. */
async function handOverRefusal(db: Executor, enterpriseId: number, order: DispatchOrder, userId: number, time: Date): Promise<string | null> {
  const person = (await loadStaff(db, enterpriseId)).find((s) => s.userId === userId);
  if (!person) return null;
  const day = businessDate(time);
  const loaded = await loadStaffDays(db, enterpriseId, [person], day, 1);
  const need = await needOf(db, enterpriseId, order, await findRule(db, enterpriseId, order.templateId), loaded.minutes(order.templateId));
  const found = dropConflicts(loaded.dayOf(userId, day), { orderId: order.id, startMinute: dayMinute(time), durationMin: need.durationMin, skill: need.skill });
  return found.find((c) => c.kind !== 'overlap')?.text ?? null;
}

/**
 * Route optimisation of a day for a group: each engineer's movable visits reordered within their
 * appointment ± slack (and working hours), and with `moveBetween` visits not yet taken moved to another
 * engineer of the group who may take them where that shortens the day (`planFleet`). Nothing changes
 * until the dispatcher accepts.
 */
export class OptimiseService {
  constructor(
    private readonly db: Database,
    private readonly notifier: Notifier,
    private readonly provider: (speedKmh: number) => TravelProvider = straightLineProvider,
  ) {}

  async proposeFor(db: Executor, enterpriseId: number, input: OptimiseInput): Promise<OptimiseView> {
    const staff = await loadStaff(db, enterpriseId, input.groupId);
    const loaded = await loadStaffDays(db, enterpriseId, staff, input.day, 1);
    const ruleOf = new Map((await rules(db, enterpriseId)).map((r) => [r.templateId, r]));
    const days: Day[] = staff.map((person) => {
      // A visit frozen by a pending abnormal request stays as booked (accepting a plan that moved it would be refused).
      const mine = loaded.visits.filter((v) => v.ownerId === person.userId && MOVABLE.includes(v.state) && !v.abnormal && businessDate(v.appointmentTime!) === input.day);
      const located = mine.filter((v) => positionOf(v) !== null);
      const { work, leave, visits } = loaded.dayOf(person.userId, input.day);
      const start = person.effective.home ?? (located[0] ? positionOf(located[0]) : null);
      return { person, located, noLocation: mine.filter((v) => positionOf(v) === null), start, hours: work, free: leave === null && work !== null, capacity: Math.max(0, FULL_DAY_VISITS - (visits.length - located.length)) };
    });
    // An engineer whose visits all lack a location is kept too, so the panel lists them as 无位置.
    const planned = days.filter((d) => d.start !== null && (d.located.length > 0 || d.noLocation.length > 0 || input.moveBetween));
    const visits = planned.flatMap((d, e) => d.located.map((v) => ({ v, owner: e })));
    const matrix = await this.provider(input.speedKmh).matrix([...planned.map((d) => d.start!), ...visits.map(({ v }) => positionOf(v)!)]);
    const fleet: FleetProblem = {
      matrix,
      engineers: planned.map((d, e) => ({ point: e, startMinute: d.hours?.startMinute ?? 0, capacity: d.capacity })),
      visits: visits.map(({ v, owner }, i) => {
        const work = planned[owner].hours;
        const at = dayMinute(v.appointmentTime!);
        const window = { start: Math.max(work?.startMinute ?? 0, at - input.slackMinutes), end: Math.max(Math.min(work?.endMinute ?? 24 * 60, at + input.slackMinutes), at) };
        const allowed = TAKEN.includes(v.state) ? [] : planned.flatMap((d, e) => (e !== owner && mayTake(d, v, ruleOf.get(v.templateId)) ? [e] : []));
        return { id: v.id, point: planned.length + i, durationMin: loaded.minutes(v.templateId), window, owner, fixed: TAKEN.includes(v.state), allowed };
      }),
    };
    const plan = planFleet(fleet, input.moveBetween);
    const movedBy = new Map(plan.moves.map((m) => [m.visit, m]));
    const routes: RouteProposal[] = planned.flatMap((d, e) => {
      const own = fleet.visits.flatMap((x, i) => (x.owner === e ? [i] : []));
      const before = evaluateRoute(routeProblem(fleet, e, own), own.map((_, i) => i));
      const after = plan.routes[e];
      if (own.length === 0 && after.visits.length === 0 && d.noLocation.length === 0) return [];
      return [{
        userId: d.person.userId,
        name: d.person.name,
        start: { lng: d.start!.lng, lat: d.start!.lat },
        beforeKm: round1(before.km),
        afterKm: round1(after.evaluation.km),
        lateBefore: Math.round(before.lateMinutes),
        lateAfter: Math.round(after.evaluation.lateMinutes),
        visits: after.visits.map((i, k) => {
          const { v } = visits[i];
          const move = movedBy.get(i);
          const from = move ? planned[move.from].person : null;
          return {
            orderId: v.id,
            orderNo: v.orderNo,
            title: v.title,
            version: v.version,
            position: positionOf(v)!,
            booked: wallClock(v.appointmentTime!),
            planned: wallClock(atMinute(input.day, step5(after.evaluation.starts[k]))),
            movedFrom: move && from ? { userId: from.userId, name: from.name, reason: `由 ${from.name} 改派：组内路程少 ${round1(move.saving)} km` } : null,
          };
        }),
        bookedStops: d.located.map((v) => ({ orderId: v.id, orderNo: v.orderNo, title: v.title, position: positionOf(v)!, booked: wallClock(v.appointmentTime!) })),
        noLocation: d.noLocation.map((v) => ({ orderId: v.id, orderNo: v.orderNo, title: v.title, booked: wallClock(v.appointmentTime!) })),
      }];
    });
    const sum = (f: (r: RouteProposal) => number) => round1(routes.reduce((s, r) => s + f(r), 0));
    return { day: input.day, speedKmh: input.speedKmh, beforeKm: sum((r) => r.beforeKm), afterKm: sum((r) => r.afterKm), moved: plan.moves.length, routes };
  }

  propose(actor: DispatchActor, input: OptimiseInput): Promise<OptimiseView> {
    return this.db.tenantRead(actor.enterpriseId, (db) => this.proposeFor(db, actor.enterpriseId, input));
  }

  /**
   * The dispatcher accepts: every visit's appointment is set to its planned time, with the engineer of its
   * route (改派 when the visit moved), the version seen must still hold; all or none. Each engineer whose
   * day changed is told.
   */
  accept(actor: DispatchActor, input: AcceptRoutesInput): Promise<{ changed: number }> {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      await lockDispatch(tx, actor.enterpriseId);
      const applied: AppliedVisit[] = [];
      for (const [r, route] of input.routes.entries()) {
        for (const [k, visit] of route.visits.entries()) {
          if (businessDate(visit.appointmentTime) !== input.day) throw badRequest(`routes.${r}.visits.${k}.appointmentTime: 预约时间须在所优化的那一天`);
          const seen = await dispatchOrder(tx, actor.enterpriseId, visit.orderId);
          const refused = seen && seen.ownerId !== route.userId ? await handOverRefusal(tx, actor.enterpriseId, seen, route.userId, visit.appointmentTime) : null;
          if (refused) throw conflict(`routes.${r}.userId: ${refused}`);
          await placeOrder(tx, this.notifier, actor, { id: visit.orderId, version: visit.version, ownerId: route.userId, appointmentTime: visit.appointmentTime, remark: `路线优化：第 ${k + 1} 站` });
          await insertDecision(tx, actor.enterpriseId, { orderId: visit.orderId, kind: 3, userId: route.userId, score: null, reasons: [], text: `路线优化：${input.day} 第 ${k + 1} 站，${wallClock(visit.appointmentTime)}` });
          if (seen) applied.push({ orderNo: seen.orderNo, title: seen.title, fromUserId: seen.ownerId, before: seen.appointmentTime, toUserId: route.userId, after: visit.appointmentTime });
        }
      }
      await tellRouteChanges(tx, actor.enterpriseId, input.day, applied);
      return { changed: applied.length };
    });
  }
}

