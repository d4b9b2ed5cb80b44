import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { smsCodes } from '../../db/schema/auth';

export type SmsCodeRecord = typeof smsCodes.$inferSelect;

/** When the phone's codes of the last hour were sent, newest first. */
export function sentToPhoneSince(tx: Executor, phone: string, since: Date): Promise<{ createdAt: Date }[]> {
  return tx
    .select({ createdAt: smsCodes.createdAt })
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, phone), gt(smsCodes.createdAt, since)))
    .orderBy(desc(smsCodes.createdAt));
}

export async function countSentFromIpSince(tx: Executor, ip: string, since: Date): Promise<number> {
  const [{ n }] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(smsCodes)
    .where(and(eq(smsCodes.ip, ip), gt(smsCodes.createdAt, since)));
  return n;
}

export async function insertCode(tx: Executor, code: typeof smsCodes.$inferInsert) {
  await tx.insert(smsCodes).values(code);
}

/** The newest code sent to the phone for the purpose. */
export async function latestCode(tx: Executor, phone: string, purpose: number): Promise<SmsCodeRecord | undefined> {
  const [latest] = await tx
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose)))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  return latest;
}

/**
 * Counts a try on an unused code still under `maxTries`, in the statement that checks the limit, so
 * concurrent guesses compare at most that many; false when the code could not be tried.
 */
export async function countTry(tx: Executor, id: number, maxTries: number): Promise<boolean> {
  const tried = await tx
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(and(eq(smsCodes.id, id), lt(smsCodes.attempts, maxTries), isNull(smsCodes.usedAt)))
    .returning({ id: smsCodes.id });
  return tried.length > 0;
}

/** Marks the code used; false when another request used it first. */
export async function claimCode(tx: Executor, id: number, at: Date): Promise<boolean> {
  const claimed = await tx
    .update(smsCodes)
    .set({ usedAt: at })
    .where(and(eq(smsCodes.id, id), isNull(smsCodes.usedAt)))
    .returning({ id: smsCodes.id });
  return claimed.length > 0;
}
