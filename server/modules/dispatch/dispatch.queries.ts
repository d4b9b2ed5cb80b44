import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { DEFAULT_WEIGHTS, SubjectKind, type DispatchWeights } from '@domain/dispatch/dispatch.constants';
import type { SaveCalendarInput, SaveRuleInput } from '@domain/dispatch/dispatch.schemas';
import type { CalendarView } from '@domain/dispatch/dispatch.types';
import type { Executor } from '../../db/database';
import { dispatchCalendars as cal, dispatchDecisions, dispatchLeaves, dispatchPersonSkills, dispatchRules, dispatchSkills } from '../../db/schema/dispatch';

export type CalendarRecord = typeof cal.$inferSelect;
export type RuleRecord = typeof dispatchRules.$inferSelect;

export const calendarView = (r: CalendarRecord): CalendarView => ({
  days: r.days,
  startMinute: r.startMinute,
  endMinute: r.endMinute,
  home: r.homeLng !== null && r.homeLat !== null ? { lng: r.homeLng, lat: r.homeLat, address: r.homeAddress } : null,
  areas: r.areas,
});

export function calendars(db: Executor, enterpriseId: number) {
  return db.select().from(cal).where(eq(cal.enterpriseId, enterpriseId));
}

export async function upsertCalendar(db: Executor, enterpriseId: number, c: SaveCalendarInput): Promise<void> {
  const values = {
    days: c.days,
    startMinute: c.startMinute,
    endMinute: c.endMinute,
    homeLng: c.home?.lng ?? null,
    homeLat: c.home?.lat ?? null,
    homeAddress: c.home?.address ?? '',
    areas: c.areas,
    updatedAt: new Date(),
  };
  await db.insert(cal).values({ enterpriseId, kind: c.kind, subjectId: c.subjectId, ...values }).onConflictDoUpdate({ target: [cal.enterpriseId, cal.kind, cal.subjectId], set: values });
}

export function leavesBetween(db: Executor, enterpriseId: number, from: string, to: string) {
  return db
    .select()
    .from(dispatchLeaves)
    .where(and(eq(dispatchLeaves.enterpriseId, enterpriseId), lte(dispatchLeaves.fromDate, to), gte(dispatchLeaves.toDate, from)))
    .orderBy(asc(dispatchLeaves.fromDate), asc(dispatchLeaves.id));
}

export async function insertLeave(db: Executor, enterpriseId: number, l: { userId: number; fromDate: string; toDate: string; reason: string }) {
  const [row] = await db.insert(dispatchLeaves).values({ enterpriseId, ...l }).returning();
  return row;
}

export async function deleteLeave(db: Executor, enterpriseId: number, id: number): Promise<boolean> {
  const rows = await db.delete(dispatchLeaves).where(and(eq(dispatchLeaves.enterpriseId, enterpriseId), eq(dispatchLeaves.id, id))).returning({ id: dispatchLeaves.id });
  return rows.length > 0;
}

export function skills(db: Executor, enterpriseId: number) {
  return db.select({ id: dispatchSkills.id, name: dispatchSkills.name }).from(dispatchSkills).where(eq(dispatchSkills.enterpriseId, enterpriseId)).orderBy(asc(dispatchSkills.id));
}

export async function saveSkill(db: Executor, enterpriseId: number, s: { id?: number; name: string }): Promise<{ id: number; name: string } | null | 'taken'> {
  const [taken] = await db.select({ id: dispatchSkills.id }).from(dispatchSkills).where(and(eq(dispatchSkills.enterpriseId, enterpriseId), eq(dispatchSkills.name, s.name)));
  if (taken && taken.id !== s.id) return 'taken';
  if (s.id === undefined) {
    const [row] = await db.insert(dispatchSkills).values({ enterpriseId, name: s.name }).returning({ id: dispatchSkills.id, name: dispatchSkills.name });
    return row;
  }
  const [row] = await db.update(dispatchSkills).set({ name: s.name }).where(and(eq(dispatchSkills.enterpriseId, enterpriseId), eq(dispatchSkills.id, s.id))).returning({ id: dispatchSkills.id, name: dispatchSkills.name });
  return row ?? null;
}

export function personSkills(db: Executor, enterpriseId: number, userIds?: number[]) {
  return db
    .select({ userId: dispatchPersonSkills.userId, skillId: dispatchPersonSkills.skillId, level: dispatchPersonSkills.level, name: dispatchSkills.name })
    .from(dispatchPersonSkills)
    .innerJoin(dispatchSkills, and(eq(dispatchSkills.enterpriseId, dispatchPersonSkills.enterpriseId), eq(dispatchSkills.id, dispatchPersonSkills.skillId)))
    .where(and(eq(dispatchPersonSkills.enterpriseId, enterpriseId), userIds ? inArray(dispatchPersonSkills.userId, userIds) : undefined))
    .orderBy(asc(dispatchPersonSkills.userId), asc(dispatchPersonSkills.skillId));
}

export async function replacePersonSkills(db: Executor, enterpriseId: number, userId: number, list: { skillId: number; level: number }[]): Promise<void> {
  await db.delete(dispatchPersonSkills).where(and(eq(dispatchPersonSkills.enterpriseId, enterpriseId), eq(dispatchPersonSkills.userId, userId)));
  if (list.length > 0) await db.insert(dispatchPersonSkills).values(list.map((s) => ({ enterpriseId, userId, ...s })));
}

export async function findRule(db: Executor, enterpriseId: number, templateId: number): Promise<RuleRecord | undefined> {
  const [row] = await db.select().from(dispatchRules).where(and(eq(dispatchRules.enterpriseId, enterpriseId), eq(dispatchRules.templateId, templateId)));
  return row;
}

export function rules(db: Executor, enterpriseId: number) {
  return db.select().from(dispatchRules).where(eq(dispatchRules.enterpriseId, enterpriseId));
}

export const weightsOf = (r: RuleRecord | undefined): DispatchWeights => ({ ...DEFAULT_WEIGHTS, ...((r?.weights as Partial<DispatchWeights> | undefined) ?? {}) });

export async function upsertRule(db: Executor, enterpriseId: number, r: SaveRuleInput): Promise<void> {
  const { templateId, ...values } = r;
  const set = { ...values, partIds: [...new Set(values.partIds)], updatedAt: new Date() };
  await db.insert(dispatchRules).values({ enterpriseId, templateId, ...set }).onConflictDoUpdate({ target: [dispatchRules.enterpriseId, dispatchRules.templateId], set });
}

export async function insertDecision(db: Executor, enterpriseId: number, d: { orderId: number; kind: number; userId: number | null; score: number | null; reasons: unknown; text: string }) {
  await db.insert(dispatchDecisions).values({ enterpriseId, ...d });
}

export function decisionsOf(db: Executor, enterpriseId: number, orderId: number) {
  return db.select().from(dispatchDecisions).where(and(eq(dispatchDecisions.enterpriseId, enterpriseId), eq(dispatchDecisions.orderId, orderId))).orderBy(desc(dispatchDecisions.id)).limit(50);
}

export const isPersonKind = (kind: number) => kind === SubjectKind.person;
export const lockDispatch = (db: Executor, enterpriseId: number) => db.execute(sql`select pg_advisory_xact_lock(${7348}::int, ${enterpriseId % 2 ** 31}::int)`);
