import { and, count, desc, eq } from 'drizzle-orm';
import type { Paging } from '@domain/common/paging';
import type { Executor } from '../../db/database';
import { timedReminders } from '../../db/schema/reminders';

export type Reminder = typeof timedReminders.$inferSelect;
type ReminderFields = Partial<Omit<typeof timedReminders.$inferInsert, 'id' | 'enterpriseId' | 'createdBy' | 'createdAt'>>;

const ofEnterprise = (enterpriseId: number) => eq(timedReminders.enterpriseId, enterpriseId);
const byId = (enterpriseId: number, id: number) => and(ofEnterprise(enterpriseId), eq(timedReminders.id, id));

/** A page of the enterprise's reminders, newest first. */
export function listReminders(tx: Executor, enterpriseId: number, { pageIndex, pageSize }: Paging): Promise<Reminder[]> {
  return tx
    .select()
    .from(timedReminders)
    .where(ofEnterprise(enterpriseId))
    .orderBy(desc(timedReminders.createdAt), desc(timedReminders.id))
    .limit(pageSize)
    .offset(pageIndex * pageSize);
}

export async function countReminders(tx: Executor, enterpriseId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(timedReminders).where(ofEnterprise(enterpriseId));
  return row.n;
}

export async function findReminder(tx: Executor, enterpriseId: number, id: number): Promise<Reminder | undefined> {
  const [row] = await tx.select().from(timedReminders).where(byId(enterpriseId, id));
  return row;
}

export async function insertReminder(tx: Executor, reminder: typeof timedReminders.$inferInsert): Promise<Reminder> {
  const [row] = await tx.insert(timedReminders).values(reminder).returning();
  return row;
}

export async function updateReminder(tx: Executor, enterpriseId: number, id: number, fields: ReminderFields): Promise<Reminder> {
  const [row] = await tx.update(timedReminders).set(fields).where(byId(enterpriseId, id)).returning();
  return row;
}

/** Deletes a reminder; undefined when there was none. */
export async function deleteReminder(tx: Executor, enterpriseId: number, id: number): Promise<Reminder | undefined> {
  const [gone] = await tx.delete(timedReminders).where(byId(enterpriseId, id)).returning();
  return gone;
}
