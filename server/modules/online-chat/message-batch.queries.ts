import { and, asc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { SessionState } from '@domain/online-chat/online-chat.constants';
import type { Executor } from '../../db/database';
import { chatMessages, chatSessions } from '../../db/schema/online-chat';
import { messageValues, type MessageRecord, type NewMessage, type SessionRecord } from './online-chat.queries';

/**
 * A pulled page of customer messages in a few statements whatever its size: the customers' open
 * sessions read (or locked) at once, the page's msgids checked at once, the messages inserted in one
 * statement and their sessions' counters moved in one.
 */

const openOf = (enterpriseId: number, accountId: number, customerKeys: string[]) =>
  and(eq(chatSessions.enterpriseId, enterpriseId), eq(chatSessions.accountId, accountId), inArray(chatSessions.customerKey, customerKeys), lt(chatSessions.state, SessionState.closed));

/** Which of these customers have an open session on the account (no lock: who needs a name looked up). */
export async function customersWithOpenSession(tx: Executor, enterpriseId: number, accountId: number, customerKeys: string[]): Promise<Set<string>> {
  if (customerKeys.length === 0) return new Set();
  const rows = await tx.select({ key: chatSessions.customerKey }).from(chatSessions).where(openOf(enterpriseId, accountId, customerKeys));
  return new Set(rows.map((r) => r.key));
}

/** These customers' open sessions on the account, locked in id order (as one session's lock, for all of them). */
export async function lockOpenSessions(tx: Executor, enterpriseId: number, accountId: number, customerKeys: string[]): Promise<Map<string, SessionRecord>> {
  if (customerKeys.length === 0) return new Map();
  const rows = await tx.select().from(chatSessions).where(openOf(enterpriseId, accountId, customerKeys)).orderBy(asc(chatSessions.id)).for('update');
  return new Map(rows.map((s) => [s.customerKey, s]));
}

/** Which of these WeCom msgids are stored already. */
export async function storedMsgids(tx: Executor, enterpriseId: number, msgids: string[]): Promise<Set<string>> {
  if (msgids.length === 0) return new Set();
  const rows = await tx
    .select({ msgid: chatMessages.externalMsgid })
    .from(chatMessages)
    .where(and(eq(chatMessages.enterpriseId, enterpriseId), inArray(chatMessages.externalMsgid, msgids)));
  return new Set(rows.map((r) => r.msgid!));
}

/** `case id when … then … end` over the sessions, cast to the column's type. */
const byId = (rows: { id: number; value: SQL }[], type: 'int' | 'text') =>
  sql`case ${chatSessions.id} ${sql.join(
    rows.map((r) => sql`when ${r.id}::bigint then ${r.value}::${sql.raw(type)}`),
    sql` `,
  )} end`;

/**
 * Appends new messages (none stored yet: the caller checked their msgids) to sessions the caller has
 * locked, so each session's next seqs are its lastSeq + 1, 2, …: one insert of every message, one
 * update of every session. Answers each session as updated with its messages in order.
 */
export async function appendToLockedSessions(tx: Executor, enterpriseId: number, batches: { session: SessionRecord; messages: NewMessage[] }[]): Promise<{ session: SessionRecord; messages: MessageRecord[] }[]> {
  const filled = batches.filter((b) => b.messages.length > 0);
  if (filled.length === 0) return [];
  const now = new Date();
  const inserted = await tx
    .insert(chatMessages)
    .values(filled.flatMap(({ session, messages }) => messages.map((m, i) => messageValues(session, m, session.lastSeq + i + 1, now))))
    .returning();
  const updated = await tx
    .update(chatSessions)
    .set({
      lastSeq: byId(filled.map(({ session, messages }) => ({ id: session.id, value: sql`${session.lastSeq + messages.length}` })), 'int') as unknown as number,
      messageCount: sql`${chatSessions.messageCount} + ${byId(filled.map(({ session, messages }) => ({ id: session.id, value: sql`${messages.length}` })), 'int')}` as unknown as number,
      lastPreview: byId(filled.map(({ session, messages }) => ({ id: session.id, value: sql`${messages[messages.length - 1].preview}` })), 'text') as unknown as string,
      lastMessageAt: now,
    })
    .where(and(eq(chatSessions.enterpriseId, enterpriseId), inArray(chatSessions.id, filled.map((b) => b.session.id))))
    .returning();
  const sessions = new Map(updated.map((s) => [s.id, s]));
  const bySession = new Map<number, MessageRecord[]>();
  for (const m of inserted) bySession.set(m.sessionId, [...(bySession.get(m.sessionId) ?? []), m]);
  return filled.map(({ session }) => ({ session: sessions.get(session.id)!, messages: bySession.get(session.id)!.sort((a, b) => a.seq - b.seq) }));
}
