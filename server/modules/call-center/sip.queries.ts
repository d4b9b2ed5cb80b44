import { and, eq, isNotNull, notLike } from 'drizzle-orm';
import type { SipSettingsInput } from '@domain/call-center/call-center.schemas';
import type { Executor } from '../../db/database';
import { callSeats as seats, callSipSettings as settings } from '../../db/schema/call-center';

export type SipSettingsRecord = typeof settings.$inferSelect;

/** The enterprise's PBX (locked for the caller's transaction when `lock`, so a seat's account is never given against a PBX being taken away). */
export async function findSipSettings(tx: Executor, enterpriseId: number, lock = false): Promise<SipSettingsRecord | undefined> {
  const query = tx.select().from(settings).where(eq(settings.enterpriseId, enterpriseId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function saveSipSettings(tx: Executor, enterpriseId: number, input: SipSettingsInput, at: Date): Promise<void> {
  await tx
    .insert(settings)
    .values({ enterpriseId, ...input, updatedAt: at })
    .onConflictDoUpdate({ target: settings.enterpriseId, set: { ...input, updatedAt: at } });
}

/** Takes the PBX away, and with it every seat's SIP account (the seats go back to the provider's path). */
export async function deleteSipSettings(tx: Executor, enterpriseId: number): Promise<boolean> {
  const gone = await tx.delete(settings).where(eq(settings.enterpriseId, enterpriseId)).returning({ enterpriseId: settings.enterpriseId });
  await tx
    .update(seats)
    .set({ sipUser: null, sipPassword: null })
    .where(and(eq(seats.enterpriseId, enterpriseId), isNotNull(seats.sipUser)));
  return gone.length > 0;
}

/** Seals every SIP password still in the clear; each row only if it is unchanged since it was read. */
export async function sealClearPasswords(tx: Executor, seal: (s: { enterpriseId: number; userId: number; password: string }) => string): Promise<number> {
  const clear = await tx
    .select({ enterpriseId: seats.enterpriseId, userId: seats.userId, password: seats.sipPassword })
    .from(seats)
    .where(and(isNotNull(seats.sipPassword), notLike(seats.sipPassword, 'v1:%')));
  for (const row of clear) {
    const where = and(eq(seats.enterpriseId, row.enterpriseId), eq(seats.userId, row.userId), eq(seats.sipPassword, row.password!));
    await tx.update(seats).set({ sipPassword: seal({ ...row, password: row.password! }) }).where(where);
  }
  return clear.length;
}
