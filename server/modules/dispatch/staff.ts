import type { BookedVisit, PersonDay } from '@domain/dispatch/candidates';
import { addDays, atMinute, businessDate, dayMinute, isoWeekday } from '@domain/dispatch/day-time';
import { DEFAULT_SERVICE_MINUTES, DEFAULT_WORK, SubjectKind } from '@domain/dispatch/dispatch.constants';
import type { CalendarView } from '@domain/dispatch/dispatch.types';
import { Role } from '@domain/shell/roles';
import type { Executor } from '../../db/database';
import { groupNames, membersOf } from '../catalogue/catalogue.public';
import { appointedOrders, type DispatchOrder } from '../orders/read-models/orders-read-models.public';
import { personalPartHolders } from '../spare-parts/spare-parts.public';
import { activeUsersWithRole } from '../users/users.public';
import { calendars, calendarView, leavesBetween, personSkills, rules, type CalendarRecord } from './dispatch.queries';

/** A service staff member with what applies to them: own or group calendar, areas of both, skills. */
export interface Staff {
  userId: number;
  name: string;
  groupIds: number[];
  own: CalendarView | null;
  effective: CalendarView;
  skills: { id: number; name: string; level: number }[];
}

const DEFAULT_CALENDAR: CalendarView = { days: [...DEFAULT_WORK.days], startMinute: DEFAULT_WORK.startMinute, endMinute: DEFAULT_WORK.endMinute, home: null, areas: [] };

/** The service staff (of one group when named) with their effective calendars and skills, by id. */
export async function loadStaff(db: Executor, enterpriseId: number, groupId: number | null = null): Promise<Staff[]> {
  const [people, groups, rows, skillRows] = [
    await activeUsersWithRole(db, enterpriseId, Role.serviceStaff),
    await groupNames(db, enterpriseId),
    await calendars(db, enterpriseId),
    await personSkills(db, enterpriseId),
  ];
  const members = await membersOf(db, enterpriseId, groups.map((g) => g.id));
  const groupsOf = new Map<number, number[]>();
  for (const m of members) groupsOf.set(m.userId, [...(groupsOf.get(m.userId) ?? []), m.groupId]);
  const own = new Map<string, CalendarRecord>(rows.map((r) => [`${r.kind}:${r.subjectId}`, r]));
  const skillsOf = new Map<number, Staff['skills']>();
  for (const s of skillRows) skillsOf.set(s.userId, [...(skillsOf.get(s.userId) ?? []), { id: s.skillId, name: s.name, level: s.level }]);
  return people
    .filter((p) => groupId === null || (groupsOf.get(p.id) ?? []).includes(groupId))
    .map((p) => {
      const groupIds = (groupsOf.get(p.id) ?? []).sort((a, b) => a - b);
      const mine = own.get(`${SubjectKind.person}:${p.id}`);
      const groupCals = groupIds.flatMap((g) => {
        const c = own.get(`${SubjectKind.group}:${g}`);
        return c ? [calendarView(c)] : [];
      });
      const base = mine ? calendarView(mine) : (groupCals[0] ?? DEFAULT_CALENDAR);
      const areas = [...new Set([...(mine?.areas ?? []), ...groupCals.flatMap((c) => c.areas)])];
      const home = base.home ?? groupCals.find((c) => c.home)?.home ?? null;
      return { userId: p.id, name: p.name, groupIds, own: mine ? calendarView(mine) : null, effective: { ...base, home, areas }, skills: skillsOf.get(p.id) ?? [] };
    });
}

/** Minutes each order type's visit lasts (its rule's service length, else the default). */
export async function serviceMinutes(db: Executor, enterpriseId: number): Promise<(templateId: number) => number> {
  const byType = new Map((await rules(db, enterpriseId)).map((r) => [r.templateId, r.serviceMinutes]));
  return (templateId) => byType.get(templateId) ?? DEFAULT_SERVICE_MINUTES;
}

export const positionOf = (o: Pick<DispatchOrder, 'lng' | 'lat'>) => (o.lng === null || o.lat === null ? null : { lng: o.lng, lat: o.lat });

export const visitOf = (o: DispatchOrder, minutes: (templateId: number) => number): BookedVisit => {
  const start = dayMinute(o.appointmentTime!);
  return { orderId: o.id, startMinute: start, endMinute: Math.min(24 * 60, start + minutes(o.templateId)), position: positionOf(o) };
};

export interface StaffDays {
  /** Each person's day as the scoring and the conflict checks read it. */
  dayOf: (userId: number, day: string) => PersonDay;
  visits: DispatchOrder[];
  minutes: (templateId: number) => number;
}

/** Leave, booked visits and own-stock parts of `staff` over `days` consecutive days from `from`. */
export async function loadStaffDays(db: Executor, enterpriseId: number, staff: Staff[], from: string, days: number, partIds: number[] = []): Promise<StaffDays> {
  const to = addDays(from, days - 1);
  const ids = staff.map((s) => s.userId);
  const leaves = await leavesBetween(db, enterpriseId, from, to);
  const visits = await appointedOrders(db, enterpriseId, atMinute(from, 0), atMinute(addDays(to, 1), 0), ids);
  const holders = await personalPartHolders(db, enterpriseId, partIds);
  const minutes = await serviceMinutes(db, enterpriseId);
  const byKey = new Map<string, BookedVisit[]>();
  for (const v of visits) {
    const key = `${v.ownerId}:${businessDate(v.appointmentTime!)}`;
    byKey.set(key, [...(byKey.get(key) ?? []), visitOf(v, minutes)]);
  }
  const byId = new Map(staff.map((s) => [s.userId, s]));
  const dayOf = (userId: number, day: string): PersonDay => {
    const s = byId.get(userId)!;
    const leave = leaves.find((l) => l.userId === userId && l.fromDate <= day && l.toDate >= day);
    const works = s.effective.days.includes(isoWeekday(day));
    return {
      userId,
      name: s.name,
      skills: s.skills,
      areas: s.effective.areas,
      work: works ? { startMinute: s.effective.startMinute, endMinute: s.effective.endMinute } : null,
      leave: leave ? leave.reason || '请假' : null,
      home: s.effective.home ? { lng: s.effective.home.lng, lat: s.effective.home.lat } : null,
      visits: byKey.get(`${userId}:${day}`) ?? [],
      partIds: holders.filter((h) => h.userId === userId).map((h) => h.partId),
    };
  };
  return { dayOf, visits, minutes };
}
