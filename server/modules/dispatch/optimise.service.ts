import type { FastifyInstance } from 'fastify';
import { atMinute, businessDate, dayMinute, wallClock } from '@domain/dispatch/day-time';
import type { AcceptRoutesInput, OptimiseInput } from '@domain/dispatch/dispatch.schemas';
import type { OptimiseView, RouteProposal } from '@domain/dispatch/dispatch.types';

import { evaluateRoute, solveRoute, straightLineProvider, type RouteStop, type TravelProvider } from '@domain/dispatch/route-solver';
import { OrderState } from '@domain/orders/order.constants';
import type { Database, Executor } from '../../db/database';
import { badRequest } from '../../lib/app-error';
import { placeOrder } from '../orders/orders.public';
import type { DispatchOrder } from '../orders/read-models/orders-read-models.public';
import { insertDecision, lockDispatch } from './dispatch.queries';
import type { DispatchActor } from './dispatch.service';
import { loadStaff, loadStaffDays, positionOf, type Staff } from './staff';

type Notifier = Pick<FastifyInstance['notifications'], 'notify'>;
/** Visits that may move: assigned and not yet being served. */
const MOVABLE: number[] = [OrderState.pendingPickup, OrderState.pendingService];
const round1 = (n: number) => Math.round(n * 10) / 10;
/** Planned times are offered in 5-minute steps. */
const step5 = (minute: number) => Math.round(minute / 5) * 5;

/** Where the day starts: the person's home or start location, else their first booked visit. */
const startOf = (person: Staff, located: DispatchOrder[]) => person.effective.home ?? positionOf(located[0])!;

/**
 * Route optimisation of a day for a group: each engineer's movable visits reordered within their
 * appointment ± slack (and working hours), by the solver with the provider's travel. Nothing changes
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
    const provider = this.provider(input.speedKmh);
    const routes: RouteProposal[] = [];
    for (const person of staff) {
      const mine = loaded.visits.filter((v) => v.ownerId === person.userId && MOVABLE.includes(v.state) && businessDate(v.appointmentTime!) === input.day);
      const located = mine.filter((v) => positionOf(v) !== null);
      if (located.length === 0) continue;
      const work = loaded.dayOf(person.userId, input.day).work;
      const open = work?.startMinute ?? 0;
      const close = work?.endMinute ?? 24 * 60;
      const stops: RouteStop[] = located.map((v) => {
        const at = dayMinute(v.appointmentTime!);
        return { id: v.id, position: positionOf(v)!, durationMin: loaded.minutes(v.templateId), window: { start: Math.max(open, at - input.slackMinutes), end: Math.max(Math.min(close, at + input.slackMinutes), at) } };
      });
      const start = startOf(person, located);
      const matrix = await provider.matrix([start, ...stops.map((s) => s.position)]);
      const startMinute = Math.min(open, ...stops.map((s) => s.window!.start));
      const problem = { startMinute, stops, matrix };
      const booked = located.map((_, i) => i);
      const before = evaluateRoute(problem, booked);
      const after = solveRoute(problem, booked);
      routes.push({
        userId: person.userId,
        name: person.name,
        beforeKm: round1(before.km),
        afterKm: round1(after.km),
        lateBefore: Math.round(before.lateMinutes),
        lateAfter: Math.round(after.lateMinutes),
        visits: after.order.map((index, k) => {
          const v = located[index];
          return { orderId: v.id, orderNo: v.orderNo, title: v.title, version: v.version, position: positionOf(v)!, booked: wallClock(v.appointmentTime!), planned: wallClock(atMinute(input.day, step5(after.starts[k]))) };
        }),
        noLocation: mine.filter((v) => positionOf(v) === null).map((v) => ({ orderId: v.id, orderNo: v.orderNo })),
      });
    }
    const sum = (f: (r: RouteProposal) => number) => round1(routes.reduce((s, r) => s + f(r), 0));
    return { day: input.day, speedKmh: input.speedKmh, beforeKm: sum((r) => r.beforeKm), afterKm: sum((r) => r.afterKm), routes };
  }

  propose(actor: DispatchActor, input: OptimiseInput): Promise<OptimiseView> {
    return this.db.tenantRead(actor.enterpriseId, (db) => this.proposeFor(db, actor.enterpriseId, input));
  }

  /** The dispatcher accepts: every visit's appointment is set to its planned time (the version seen must still hold; all or none). */
  accept(actor: DispatchActor, input: AcceptRoutesInput): Promise<{ changed: number }> {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      await lockDispatch(tx, actor.enterpriseId);
      let changed = 0;
      for (const [r, route] of input.routes.entries()) {
        for (const [k, visit] of route.visits.entries()) {
          if (businessDate(visit.appointmentTime) !== input.day) throw badRequest(`routes.${r}.visits.${k}.appointmentTime: 预约时间须在所优化的那一天`);
          await placeOrder(tx, this.notifier, actor, { id: visit.orderId, version: visit.version, ownerId: route.userId, appointmentTime: visit.appointmentTime, remark: `路线优化：第 ${k + 1} 站` });
          await insertDecision(tx, actor.enterpriseId, { orderId: visit.orderId, kind: 3, userId: route.userId, score: null, reasons: [], text: `路线优化：${input.day} 第 ${k + 1} 站，${wallClock(visit.appointmentTime)}` });
          changed += 1;
        }
      }
      return { changed };
    });
  }
}

