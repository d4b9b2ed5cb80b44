import { and, asc, count, desc, eq, gt, gte, ilike, inArray, isNull, lt, max, sql, type SQL } from 'drizzle-orm';
import { ChatChannel, SessionState, type ChatChannelValue, type MessageFromValue, type MessageTypeValue } from '@domain/online-chat/online-chat.constants';
import type { RecordFilter } from '@domain/online-chat/online-chat.schemas';
import type { Executor } from '../../db/database';
import { chatAccounts, chatKfEntries, chatMessages, chatSessions, chatWecomSettings } from '../../db/schema/online-chat';
import { escapeLike } from '../customers/customers.public';

export type SessionRecord = typeof chatSessions.$inferSelect;
export type MessageRecord = typeof chatMessages.$inferSelect;
export type AccountRecord = typeof chatAccounts.$inferSelect;
export type WecomSettingsRecord = typeof chatWecomSettings.$inferSelect;

const ofEnterprise = (enterpriseId: number) => eq(chatSessions.enterpriseId, enterpriseId);

export async function findAccount(tx: Executor, enterpriseId: number, id: number): Promise<AccountRecord | undefined> {
  const [row] = await tx.select().from(chatAccounts).where(and(eq(chatAccounts.enterpriseId, enterpriseId), eq(chatAccounts.id, id)));
  return row;
}

export async function accountByKfid(tx: Executor, enterpriseId: number, openKfid: string): Promise<AccountRecord | undefined> {
  const [row] = await tx.select().from(chatAccounts).where(and(eq(chatAccounts.enterpriseId, enterpriseId), eq(chatAccounts.openKfid, openKfid)));
  return row;
}

/** The portal's chat entry: the enterprise's first web chat account. */
export async function firstWebAccount(tx: Executor, enterpriseId: number): Promise<AccountRecord | undefined> {
  const [row] = await tx
    .select()
    .from(chatAccounts)
    .where(and(eq(chatAccounts.enterpriseId, enterpriseId), eq(chatAccounts.channel, ChatChannel.web)))
    .orderBy(asc(chatAccounts.id))
    .limit(1);
  return row;
}

export function listAccounts(tx: Executor, enterpriseId: number): Promise<AccountRecord[]> {
  return tx.select().from(chatAccounts).where(eq(chatAccounts.enterpriseId, enterpriseId)).orderBy(asc(chatAccounts.id));
}

export async function insertAccount(tx: Executor, values: typeof chatAccounts.$inferInsert): Promise<AccountRecord> {
  const [row] = await tx.insert(chatAccounts).values(values).returning();
  return row;
}

export async function updateAccount(tx: Executor, enterpriseId: number, id: number, set: Partial<typeof chatAccounts.$inferInsert>) {
  const [row] = await tx.update(chatAccounts).set(set).where(and(eq(chatAccounts.enterpriseId, enterpriseId), eq(chatAccounts.id, id))).returning();
  return row;
}

export async function wecomSettings(tx: Executor, enterpriseId: number): Promise<WecomSettingsRecord | undefined> {
  const [row] = await tx.select().from(chatWecomSettings).where(eq(chatWecomSettings.enterpriseId, enterpriseId));
  return row;
}

export async function saveWecomSettings(tx: Executor, enterpriseId: number, fields: Pick<WecomSettingsRecord, 'corpId' | 'secret' | 'callbackToken' | 'encodingAesKey'>) {
  await tx
    .insert(chatWecomSettings)
    .values({ enterpriseId, ...fields })
    .onConflictDoUpdate({ target: chatWecomSettings.enterpriseId, set: { ...fields, updatedAt: new Date() } });
}

/**
 * Moves the sync_msg cursor from `from` to `to` only if nobody moved it meanwhile (a pull on another
 * node, or one before this): answers whether it moved. The row stays locked to the end of the
 * transaction, so a second pull of the same page waits for the first to commit, then finds it moved.
 */
export async function advanceCursor(tx: Executor, enterpriseId: number, from: string, to: string): Promise<boolean> {
  const moved = await tx
    .update(chatWecomSettings)
    .set({ cursor: to })
    .where(and(eq(chatWecomSettings.enterpriseId, enterpriseId), eq(chatWecomSettings.cursor, from)))
    .returning({ enterpriseId: chatWecomSettings.enterpriseId });
  return moved.length > 0;
}

export async function findSession(tx: Executor, enterpriseId: number, id: number, lock = false): Promise<SessionRecord | undefined> {
  const q = tx.select().from(chatSessions).where(and(ofEnterprise(enterpriseId), eq(chatSessions.id, id)));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

/** The customer's open session on the account, locked: the customer's messages join it one at a time. */
export async function openSessionOf(tx: Executor, enterpriseId: number, accountId: number, customerKey: string): Promise<SessionRecord | undefined> {
  const [row] = await tx
    .select()
    .from(chatSessions)
    .where(and(ofEnterprise(enterpriseId), eq(chatSessions.accountId, accountId), eq(chatSessions.customerKey, customerKey), lt(chatSessions.state, SessionState.closed)))
    .for('update');
  return row;
}

export async function insertSession(
  tx: Executor,
  values: {
    enterpriseId: number;
    accountId: number;
    channel: ChatChannelValue;
    scene: string;
    customerKey: string;
    customerName: string;
    customerId: number | null;
    customerProductId?: number | null;
    productName?: string;
  },
): Promise<SessionRecord> {
  const [row] = await tx
    .insert(chatSessions)
    .values({ ...values, state: SessionState.waiting })
    .onConflictDoNothing()
    .returning();
  // Two first messages at once: the second finds the first's session.
  return row ?? (await openSessionOf(tx, values.enterpriseId, values.accountId, values.customerKey))!;
}

export async function updateSession(tx: Executor, enterpriseId: number, id: number, set: Partial<typeof chatSessions.$inferInsert>): Promise<SessionRecord> {
  const [row] = await tx.update(chatSessions).set(set).where(and(ofEnterprise(enterpriseId), eq(chatSessions.id, id))).returning();
  return row;
}

export async function messageByExternalId(tx: Executor, enterpriseId: number, msgid: string) {
  const [row] = await tx.select().from(chatMessages).where(and(eq(chatMessages.enterpriseId, enterpriseId), eq(chatMessages.externalMsgid, msgid)));
  return row;
}

export async function messageByClientId(tx: Executor, enterpriseId: number, sessionId: number, clientMsgid: string) {
  const [row] = await tx
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.enterpriseId, enterpriseId), eq(chatMessages.sessionId, sessionId), eq(chatMessages.clientMsgid, clientMsgid)));
  return row;
}

/** A message's row in the session at this seq. */
export const messageValues = (session: SessionRecord, m: NewMessage, seq: number, createdAt: Date): typeof chatMessages.$inferInsert => ({
  enterpriseId: session.enterpriseId,
  sessionId: session.id,
  seq,
  sender: m.sender,
  senderUserId: m.senderUserId,
  msgType: m.type,
  content: m.content,
  externalMsgid: m.externalMsgid ?? null,
  clientMsgid: m.clientMsgid ?? null,
  createdAt,
});

export type NewMessage = { sender: MessageFromValue; senderUserId: number | null; type: MessageTypeValue; content: Record<string, unknown>; externalMsgid?: string; clientMsgid?: string; preview: string };

/**
 * Appends a message to a session the caller has locked, unless it is stored already: the insert takes
 * the next seq from the session row and does nothing on a WeCom msgid or client id that exists (their
 * unique indexes), so the duplicate check costs no statement of its own; then the session's counters.
 * Null for a duplicate (nothing changed).
 */
export async function appendNewMessage(tx: Executor, session: SessionRecord, message: NewMessage): Promise<{ session: SessionRecord; message: MessageRecord } | null> {
  const now = new Date();
  const [row] = await tx
    .insert(chatMessages)
    .values(messageValues(session, message, sql`(select ${chatSessions.lastSeq} + 1 from ${chatSessions} where ${chatSessions.id} = ${session.id})` as unknown as number, now))
    .onConflictDoNothing()
    .returning();
  if (!row) return null;
  const updated = await updateSession(tx, session.enterpriseId, session.id, {
    lastSeq: row.seq,
    messageCount: sql`${chatSessions.messageCount} + 1` as unknown as number,
    lastPreview: message.preview,
    lastMessageAt: now,
  });
  return { session: updated, message: row };
}

/** Appends a message the app writes itself (its client id is new by construction). */
export async function appendMessage(tx: Executor, session: SessionRecord, message: NewMessage): Promise<{ session: SessionRecord; message: MessageRecord }> {
  const appended = await appendNewMessage(tx, session, message);
  if (!appended) throw new Error(`message ${message.clientMsgid ?? message.externalMsgid} of session ${session.id} is stored already`);
  return appended;
}

export function messagesAfter(tx: Executor, enterpriseId: number, sessionId: number, afterSeq: number, limit: number): Promise<MessageRecord[]> {
  return tx
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.enterpriseId, enterpriseId), eq(chatMessages.sessionId, sessionId), gt(chatMessages.seq, afterSeq)))
    .orderBy(asc(chatMessages.seq))
    .limit(limit);
}

export function sessionsInState(tx: Executor, enterpriseId: number, state: number, staffUserId?: number): Promise<SessionRecord[]> {
  return tx
    .select()
    .from(chatSessions)
    .where(and(ofEnterprise(enterpriseId), eq(chatSessions.state, state), staffUserId === undefined ? undefined : eq(chatSessions.staffUserId, staffUserId)))
    .orderBy(asc(chatSessions.createdAt), asc(chatSessions.id))
    .limit(500);
}

/** How many of the enterprise's sessions are in `state` (the queue's count: the menu badge). */
export async function countInState(tx: Executor, enterpriseId: number, state: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(chatSessions).where(and(ofEnterprise(enterpriseId), eq(chatSessions.state, state)));
  return Number(row?.n ?? 0);
}

/** A WeCom customer entered the account's chat with this scene (the newest entry wins). */
export async function rememberEntry(tx: Executor, v: { enterpriseId: number; accountId: number; customerKey: string; scene: string }) {
  await tx
    .insert(chatKfEntries)
    .values(v)
    .onConflictDoUpdate({ target: [chatKfEntries.enterpriseId, chatKfEntries.accountId, chatKfEntries.customerKey], set: { scene: v.scene, enteredAt: sql`now()` } });
}

/** The scene the customer last entered with, taken (removed) as their new session opens; undefined when none was kept. */
export async function takeEntry(tx: Executor, enterpriseId: number, accountId: number, customerKey: string): Promise<string | undefined> {
  const [row] = await tx
    .delete(chatKfEntries)
    .where(and(eq(chatKfEntries.enterpriseId, enterpriseId), eq(chatKfEntries.accountId, accountId), eq(chatKfEntries.customerKey, customerKey)))
    .returning({ scene: chatKfEntries.scene });
  return row?.scene;
}

/** How many sessions each staff member serves and when they were last given one (of these users only, when named). */
export async function staffLoad(tx: Executor, enterpriseId: number, userIds?: readonly number[]): Promise<Map<number, { serving: number; lastAcceptedAt: number }>> {
  const rows = await tx
    .select({ userId: chatSessions.staffUserId, serving: sql<number>`count(*) filter (where ${chatSessions.state} = ${SessionState.serving})`.mapWith(Number), last: max(chatSessions.acceptedAt) })
    .from(chatSessions)
    .where(and(ofEnterprise(enterpriseId), userIds ? inArray(chatSessions.staffUserId, [...userIds]) : sql`${chatSessions.staffUserId} is not null`))
    .groupBy(chatSessions.staffUserId);
  return new Map(rows.map((r) => [r.userId!, { serving: r.serving, lastAcceptedAt: r.last ? new Date(r.last).getTime() : 0 }]));
}

function recordWhere(enterpriseId: number, f: RecordFilter): SQL | undefined {
  return and(
    ofEnterprise(enterpriseId),
    eq(chatSessions.state, SessionState.closed),
    f.staffUserId ? eq(chatSessions.staffUserId, f.staffUserId) : undefined,
    f.channel ? eq(chatSessions.channel, f.channel) : undefined,
    f.keyword ? ilike(chatSessions.customerName, `%${escapeLike(f.keyword)}%`) : undefined,
    f.closedFrom ? gte(chatSessions.closedAt, new Date(`${f.closedFrom}T00:00:00+08:00`)) : undefined,
    f.closedTo ? lt(chatSessions.closedAt, new Date(new Date(`${f.closedTo}T00:00:00+08:00`).getTime() + 86_400_000)) : undefined,
  );
}

export async function countRecords(tx: Executor, enterpriseId: number, f: RecordFilter): Promise<number> {
  const [{ n }] = await tx.select({ n: count() }).from(chatSessions).where(recordWhere(enterpriseId, f));
  return n;
}

export function recordsPage(tx: Executor, enterpriseId: number, f: RecordFilter, offset: number, limit: number): Promise<SessionRecord[]> {
  return tx.select().from(chatSessions).where(recordWhere(enterpriseId, f)).orderBy(desc(chatSessions.closedAt), desc(chatSessions.id)).offset(offset).limit(limit);
}

/** For the export: pages by id, newest last. */
export function recordsAfter(tx: Executor, enterpriseId: number, f: RecordFilter, afterId: number, limit: number): Promise<SessionRecord[]> {
  return tx.select().from(chatSessions).where(and(recordWhere(enterpriseId, f), gt(chatSessions.id, afterId))).orderBy(asc(chatSessions.id)).limit(limit);
}

export function accountsByIds(tx: Executor, enterpriseId: number, ids: number[]): Promise<AccountRecord[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return tx.select().from(chatAccounts).where(and(eq(chatAccounts.enterpriseId, enterpriseId), inArray(chatAccounts.id, ids)));
}

/** The visitor's open session, else their last ended one (the web chat shows it to be rated). */
export async function latestSessionOf(tx: Executor, enterpriseId: number, accountId: number, customerKey: string): Promise<SessionRecord | undefined> {
  const [row] = await tx
    .select()
    .from(chatSessions)
    .where(and(ofEnterprise(enterpriseId), eq(chatSessions.accountId, accountId), eq(chatSessions.customerKey, customerKey)))
    .orderBy(asc(chatSessions.state), desc(chatSessions.id))
    .limit(1);
  return row;
}

/** Rates a closed session once: answers null when it is not this customer's closed, unrated session. */
export async function rateSession(tx: Executor, s: { enterpriseId: number; id: number; accountId: number; customerKey: string }, rating: number, comment: string) {
  const [row] = await tx
    .update(chatSessions)
    .set({ rating, ratingComment: comment })
    .where(
      and(
        ofEnterprise(s.enterpriseId),
        eq(chatSessions.id, s.id),
        eq(chatSessions.accountId, s.accountId),
        eq(chatSessions.customerKey, s.customerKey),
        eq(chatSessions.state, SessionState.closed),
        isNull(chatSessions.rating),
      ),
    )
    .returning();
  return row;
}

/** Open sessions, of every enterprise, quiet for longer than their account's idle minutes (oldest first). */
export function idleSessions(tx: Executor, now: Date, limit: number) {
  return tx
    .select({ id: chatSessions.id, enterpriseId: chatSessions.enterpriseId, lastMessageAt: chatSessions.lastMessageAt })
    .from(chatSessions)
    .innerJoin(chatAccounts, eq(chatAccounts.id, chatSessions.accountId))
    .where(
      and(
        lt(chatSessions.state, SessionState.closed),
        sql`${chatAccounts.idleCloseMinutes} > 0`,
        sql`${chatSessions.lastMessageAt} < ${now.toISOString()}::timestamptz - make_interval(mins => ${chatAccounts.idleCloseMinutes})`,
      ),
    )
    .orderBy(asc(chatSessions.lastMessageAt))
    .limit(limit);
}
