import type { FastifyInstance } from 'fastify';
import { rankCandidates, type OrderNeed } from '@domain/dispatch/candidates';
import { dropConflicts } from '@domain/dispatch/conflicts';
import { addDays, atMinute, businessDate, dayMinute, wallClock } from '@domain/dispatch/day-time';
import { AutoMode, BOARD_DAYS, DEFAULT_WEIGHTS, SubjectKind, type AutoModeValue } from '@domain/dispatch/dispatch.constants';
import type { PersonSkillsInput, PlaceInput, SaveCalendarInput, SaveLeaveInput, SaveRuleInput } from '@domain/dispatch/dispatch.schemas';
import type { BoardView, CalendarListView, CandidatesView, Conflict, DecisionRow, MyDayView, RuleRow } from '@domain/dispatch/dispatch.types';
import { nextVisit } from '@domain/dispatch/my-day';
import { DispatchErrors } from '@domain/dispatch/errors';
import type { Database, Executor, Tx } from '../../db/database';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { groupNames, membersOf } from '../catalogue/catalogue.public';
import { placeOrder, type OrderActor } from '../orders/orders.public';
import { appointedOrders, dispatchOrder, waitingOrders, type DispatchOrder } from '../orders/read-models/orders-read-models.public';
import { partNames } from '../spare-parts/spare-parts.public';
import { orderTypeQueries } from '../templates/templates.public';
import * as q from './dispatch.queries';
import { loadStaff, loadStaffDays, positionOf, type Staff } from './staff';
import { announceBoardChange } from './board-push';

export type DispatchActor = OrderActor;
type Notifier = Pick<FastifyInstance['notifications'], 'notify'>;

/** Waiting orders the board lists beside the timeline. */
const WAITING_LIMIT = 200;

/** What the order's type's rule says it needs: skill, parts, length. */
export async function needOf(db: Executor, enterpriseId: number, order: DispatchOrder, rule: q.RuleRecord | undefined, minutes: number): Promise<OrderNeed> {
  const skill = rule?.skillId ? (await q.skills(db, enterpriseId)).find((s) => s.id === rule.skillId) : undefined;
  const parts = rule && rule.partIds.length > 0 ? await partNames(db, enterpriseId, rule.partIds) : [];
  return {
    orderId: order.id,
    position: positionOf(order),
    address: order.address,
    skill: skill ? { id: skill.id, name: skill.name, minLevel: rule!.minLevel, required: rule!.requireSkill } : null,
    parts: parts.map((p) => ({ id: p.id, name: p.name })),
    dueAt: order.dueAt,
    durationMin: minutes,
  };
}

/** Ranks the service staff for an order on a day (its appointment's day, else today), leaving out `without`. */
export async function candidatesFor(db: Executor, enterpriseId: number, order: DispatchOrder, now: Date, day?: string, without?: number) {
  const rule = await q.findRule(db, enterpriseId, order.templateId);
  const when = day ?? (order.appointmentTime ? businessDate(order.appointmentTime) : businessDate(now));
  const staff = (await loadStaff(db, enterpriseId)).filter((s) => s.userId !== without);
  const days = await loadStaffDays(db, enterpriseId, staff, when, 1, rule?.partIds ?? []);
  const need = await needOf(db, enterpriseId, order, rule, days.minutes(order.templateId));
  const people = staff.map((s) => {
    const p = days.dayOf(s.userId, when);
    return { ...p, visits: p.visits.filter((v) => v.orderId !== order.id) };
  });
  const fromMinute = when === businessDate(now) ? dayMinute(now) : 0;
  return { rule, need, day: when, list: rankCandidates(need, people, q.weightsOf(rule), now, fromMinute) };
}

export class DispatchService {
  constructor(
    private readonly db: Database,
    private readonly notifier: Notifier,
  ) {}

  calendarList(actor: DispatchActor): Promise<CalendarListView> {
    return this.db.tenantRead(actor.enterpriseId, async (db) => {
      const staff = await loadStaff(db, actor.enterpriseId);
      const today = businessDate(new Date());
      const leaves = await q.leavesBetween(db, actor.enterpriseId, addDays(today, -30), '9999-12-31');
      const groups = await groupNames(db, actor.enterpriseId);
      const members = await membersOf(db, actor.enterpriseId, groups.map((g) => g.id));
      const own = new Map((await q.calendars(db, actor.enterpriseId)).filter((c) => c.kind === SubjectKind.group).map((c) => [c.subjectId, q.calendarView(c)]));
      return {
        people: staff.map((s) => ({
          userId: s.userId,
          name: s.name,
          groupIds: s.groupIds,
          own: s.own,
          effective: s.effective,
          skills: s.skills.map((k) => ({ skillId: k.id, name: k.name, level: k.level })),
          leaves: leaves.filter((l) => l.userId === s.userId).map((l) => ({ id: l.id, fromDate: l.fromDate, toDate: l.toDate, reason: l.reason })),
        })),
        groups: groups.map((g) => ({ groupId: g.id, name: g.name, calendar: own.get(g.id) ?? null, memberIds: members.filter((m) => m.groupId === g.id).map((m) => m.userId) })),
        skills: await q.skills(db, actor.enterpriseId),
      };
    });
  }

  private async staffMember(db: Executor, actor: DispatchActor, userId: number, field = 'userId'): Promise<Staff> {
    const person = (await loadStaff(db, actor.enterpriseId)).find((s) => s.userId === userId);
    if (!person) throw badRequest(`${field}: ${DispatchErrors.personNotFound}`);
    return person;
  }

  saveCalendar(actor: DispatchActor, input: SaveCalendarInput): Promise<void> {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      if (input.kind === SubjectKind.person) await this.staffMember(tx, actor, input.subjectId, 'subjectId');
      else if (!(await groupNames(tx, actor.enterpriseId)).some((g) => g.id === input.subjectId)) throw badRequest(`subjectId: ${DispatchErrors.groupNotFound}`);
      await q.upsertCalendar(tx, actor.enterpriseId, input);
      announceBoardChange(tx, actor.enterpriseId);
    });
  }

  saveSkill(actor: DispatchActor, input: { id?: number; name: string }) {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      await q.lockDispatch(tx, actor.enterpriseId);
      const saved = await q.saveSkill(tx, actor.enterpriseId, input);
      if (saved === 'taken') throw conflict(DispatchErrors.skillExists);
      if (!saved) throw notFound(DispatchErrors.skillNotFound);
      return saved;
    });
  }

  skillList(actor: DispatchActor) {
    return this.db.tenantRead(actor.enterpriseId, (db) => q.skills(db, actor.enterpriseId));
  }

  savePersonSkills(actor: DispatchActor, input: PersonSkillsInput): Promise<void> {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      await this.staffMember(tx, actor, input.userId);
      const known = new Set((await q.skills(tx, actor.enterpriseId)).map((s) => s.id));
      const unknown = input.skills.findIndex((s) => !known.has(s.skillId));
      if (unknown >= 0) throw badRequest(`skills.${unknown}.skillId: ${DispatchErrors.skillNotFound}`);
      await q.replacePersonSkills(tx, actor.enterpriseId, input.userId, input.skills);
    });
  }

  saveLeave(actor: DispatchActor, input: SaveLeaveInput) {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      await this.staffMember(tx, actor, input.userId);
      const row = await q.insertLeave(tx, actor.enterpriseId, input);
      announceBoardChange(tx, actor.enterpriseId);
      return { id: row.id };
    });
  }

  deleteLeave(actor: DispatchActor, id: number): Promise<void> {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      if (!(await q.deleteLeave(tx, actor.enterpriseId, id))) throw notFound(DispatchErrors.leaveNotFound);
      announceBoardChange(tx, actor.enterpriseId);
    });
  }

  candidates(actor: DispatchActor, orderId: number, day?: string): Promise<CandidatesView> {
    return this.db.tenantRead(actor.enterpriseId, async (db) => {
      const order = await dispatchOrder(db, actor.enterpriseId, orderId);
      if (!order) throw notFound(DispatchErrors.orderNotFound);
      const { need, day: when, list } = await candidatesFor(db, actor.enterpriseId, order, new Date(), day);
      return {
        orderId: order.id,
        orderNo: order.orderNo,
        day: when,
        noLocation: need.position === null,
        need: { skill: need.skill?.name ?? null, minLevel: need.skill?.minLevel ?? 0, required: need.skill?.required ?? false, parts: need.parts.map((p) => p.name), durationMin: need.durationMin },
        ...list,
      };
    });
  }

  reasons(actor: DispatchActor, orderId: number): Promise<DecisionRow[]> {
    return this.db.tenantRead(actor.enterpriseId, async (db) => {
      if (!(await dispatchOrder(db, actor.enterpriseId, orderId))) throw notFound(DispatchErrors.orderNotFound);
      const rows = await q.decisionsOf(db, actor.enterpriseId, orderId);
      return rows.map((r) => ({ id: r.id, kind: r.kind, userId: r.userId, score: r.score, text: r.text, reasons: r.reasons as DecisionRow['reasons'], createdAt: r.createdAt.toISOString() }));
    });
  }

  ruleList(actor: DispatchActor): Promise<RuleRow[]> {
    return this.db.tenantRead(actor.enterpriseId, async (db) => {
      const types = await orderTypeQueries.all(db, actor.enterpriseId);
      const byType = new Map((await q.rules(db, actor.enterpriseId)).map((r) => [r.templateId, r]));
      return types.map((t) => {
        const r = byType.get(t.id);
        return {
          templateId: t.id,
          templateName: t.name,
          mode: (r?.mode ?? AutoMode.off) as AutoModeValue,
          skillId: r?.skillId ?? null,
          minLevel: r?.minLevel ?? 1,
          requireSkill: r?.requireSkill ?? false,
          partIds: r?.partIds ?? [],
          serviceMinutes: r?.serviceMinutes ?? 60,
          weights: r ? q.weightsOf(r) : DEFAULT_WEIGHTS,
        };
      });
    });
  }

  saveRule(actor: DispatchActor, input: SaveRuleInput): Promise<void> {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      const [type] = await orderTypeQueries.find(tx, actor.enterpriseId, [input.templateId]);
      if (!type) throw notFound(DispatchErrors.templateNotFound);
      if (input.skillId !== null && !(await q.skills(tx, actor.enterpriseId)).some((s) => s.id === input.skillId)) throw badRequest(`skillId: ${DispatchErrors.skillNotFound}`);
      if (input.partIds.length > 0 && (await partNames(tx, actor.enterpriseId, input.partIds)).length !== new Set(input.partIds).size) throw badRequest('partIds: 配件不存在');
      await q.upsertRule(tx, actor.enterpriseId, input);
    });
  }

  board(actor: DispatchActor, query: { from?: string; days?: number; groupId?: number }): Promise<BoardView> {
    return this.db.tenantRead(actor.enterpriseId, async (db) => {
      const from = query.from ?? businessDate(new Date());
      const count = query.days ?? BOARD_DAYS;
      const days = Array.from({ length: count }, (_, i) => addDays(from, i));
      const staff = await loadStaff(db, actor.enterpriseId, query.groupId ?? null);
      const loaded = await loadStaffDays(db, actor.enterpriseId, staff, from, count);
      const waiting = await waitingOrders(db, actor.enterpriseId, WAITING_LIMIT);
      return {
        days,
        rows: staff.map((s) => ({
          userId: s.userId,
          name: s.name,
          days: days.map((day) => {
            const p = loaded.dayOf(s.userId, day);
            return { day, work: p.work, leave: p.leave };
          }),
        })),
        blocks: loaded.visits.map((v) => {
          const start = dayMinute(v.appointmentTime!);
          return {
            orderId: v.id,
            orderNo: v.orderNo,
            title: v.title,
            customerName: v.customerName,
            address: v.address,
            version: v.version,
            templateId: v.templateId,
            noLocation: positionOf(v) === null,
            userId: v.ownerId!,
            day: businessDate(v.appointmentTime!),
            startMinute: start,
            endMinute: Math.min(24 * 60, start + loaded.minutes(v.templateId)),
            state: v.state,
          };
        }),
        waiting: waiting.map((w) => ({
          orderId: w.id,
          orderNo: w.orderNo,
          title: w.title,
          customerName: w.customerName,
          address: w.address,
          priority: w.priority,
          version: w.version,
          templateId: w.templateId,
          dueAt: w.dueAt?.toISOString() ?? null,
          noLocation: positionOf(w) === null,
        })),
      };
    });
  }

  /** The caller's own visits of a day (default today) in appointment order, which is the order an accepted optimisation set. */
  myDay(actor: DispatchActor, day?: string): Promise<MyDayView> {
    return this.db.tenantRead(actor.enterpriseId, async (db) => {
      const date = day ?? businessDate(new Date());
      const [from, to] = [date, addDays(date, 1)].map((d) => atMinute(d, 0));
      const visits = (await appointedOrders(db, actor.enterpriseId, from, to, [actor.userId])).map((v) => ({
        orderId: v.id,
        orderNo: v.orderNo,
        title: v.title,
        customerName: v.customerName,
        address: v.address,
        state: v.state,
        time: wallClock(v.appointmentTime!).slice(11),
        position: positionOf(v),
      }));
      return { day: date, visits, nextOrderId: nextVisit(visits) };
    });
  }

  /** The conflicts of dropping the order on the person at the time (leave, day off, outside hours, overlap, required skill). */
  private async conflicts(db: Executor, actor: DispatchActor, input: Pick<PlaceInput, 'orderId' | 'userId' | 'appointmentTime'>): Promise<{ order: DispatchOrder; conflicts: Conflict[] }> {
    const order = await dispatchOrder(db, actor.enterpriseId, input.orderId);
    if (!order) throw notFound(DispatchErrors.orderNotFound);
    const person = await this.staffMember(db, actor, input.userId);
    const day = businessDate(input.appointmentTime);
    const rule = await q.findRule(db, actor.enterpriseId, order.templateId);
    const loaded = await loadStaffDays(db, actor.enterpriseId, [person], day, 1);
    const need = await needOf(db, actor.enterpriseId, order, rule, loaded.minutes(order.templateId));
    const conflicts = dropConflicts(loaded.dayOf(person.userId, day), { orderId: order.id, startMinute: dayMinute(input.appointmentTime), durationMin: need.durationMin, skill: need.skill });
    return { order, conflicts };
  }

  check(actor: DispatchActor, input: Pick<PlaceInput, 'orderId' | 'userId' | 'appointmentTime'>): Promise<{ conflicts: Conflict[] }> {
    return this.db.tenantRead(actor.enterpriseId, async (db) => ({ conflicts: (await this.conflicts(db, actor, input)).conflicts }));
  }

  /** A drop: refused with the first conflict (409), else assigned and appointed through the orders' own operation; one drop at a time per enterprise. */
  place(actor: DispatchActor, input: PlaceInput): Promise<{ orderId: number; version: number; ownerId: number | null; appointmentTime: string | null }> {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      await q.lockDispatch(tx, actor.enterpriseId);
      const { conflicts } = await this.conflicts(tx, actor, input);
      if (conflicts.length > 0) throw conflict(conflicts[0].text);
      const after = await placeOrder(tx, this.notifier, actor, { id: input.orderId, version: input.version, ownerId: input.userId, appointmentTime: input.appointmentTime, remark: '派工看板' });
      return { orderId: after.id, version: after.version, ownerId: after.ownerId, appointmentTime: after.appointmentTime?.toISOString() ?? null };
    });
  }

  recordDecision(tx: Tx, enterpriseId: number, d: Parameters<typeof q.insertDecision>[2]) {
    return q.insertDecision(tx, enterpriseId, d);
  }
}
