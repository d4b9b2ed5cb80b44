import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AgentStateValue, GatewayStateValue } from '@domain/call-center/call-center.constants';
import type { Executor } from '../../db/database';
import { callSeats as seats, callSeatStates as history } from '../../db/schema/call-center';

export type SeatRecord = typeof seats.$inferSelect;

/** The seat of a user (locked for the caller's transaction when `lock`). */
export async function findSeatOfUser(tx: Executor, enterpriseId: number, userId: number, lock = false): Promise<SeatRecord | undefined> {
  const query = tx.select().from(seats).where(and(eq(seats.enterpriseId, enterpriseId), eq(seats.userId, userId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The seat with this extension (the provider's events name the extension). */
export async function findSeatByExtension(tx: Executor, enterpriseId: number, extension: string, lock = false): Promise<SeatRecord | undefined> {
  const query = tx.select().from(seats).where(and(eq(seats.enterpriseId, enterpriseId), eq(seats.extension, extension)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export function listSeats(tx: Executor, enterpriseId: number): Promise<SeatRecord[]> {
  return tx.select().from(seats).where(eq(seats.enterpriseId, enterpriseId)).orderBy(asc(seats.extension));
}

/**
 * Adds the seat, or changes its line and extension, and its SIP account (null takes it away, undefined
 * keeps it); refused when the extension or the SIP user is another seat's.
 */
export async function upsertSeat(
  tx: Executor,
  enterpriseId: number,
  userId: number,
  line: string,
  extension: string,
  sip?: { user: string; password: string } | null,
): Promise<'saved' | 'extensionTaken' | 'sipUserTaken'> {
  const taken = await findSeatByExtension(tx, enterpriseId, extension);
  if (taken && taken.userId !== userId) return 'extensionTaken';
  if (sip) {
    const [other] = await tx.select({ userId: seats.userId }).from(seats).where(and(eq(seats.enterpriseId, enterpriseId), eq(seats.sipUser, sip.user)));
    if (other && other.userId !== userId) return 'sipUserTaken';
  }
  const sipColumns = sip === undefined ? {} : { sipUser: sip?.user ?? null, sipPassword: sip?.password ?? null };
  await tx
    .insert(seats)
    .values({ enterpriseId, userId, line, extension, ...sipColumns })
    .onConflictDoUpdate({ target: [seats.enterpriseId, seats.userId], set: { line, extension, ...sipColumns } });
  return 'saved';
}

export async function deleteSeat(tx: Executor, enterpriseId: number, userId: number): Promise<void> {
  await tx.delete(seats).where(and(eq(seats.enterpriseId, enterpriseId), eq(seats.userId, userId)));
}

export interface SeatMove {
  seat: Pick<SeatRecord, 'enterpriseId' | 'userId'>;
  to: { gateway: GatewayStateValue; agent: AgentStateValue | null; callId?: string | null };
  reason: string;
  at: Date;
}

const column = (c: { name: string }) => sql.identifier(c.name);

/**
 * A seat's move as the two parts of one statement: `moved` updates the seat of the enterprise that `which`
 * picks, `logged` writes its history line for the row it moved; a statement joins them as CTEs of those names
 * (a new call's record and its seat's move go in one round trip).
 */
export function seatMoveSql(enterpriseId: number, which: SQL, { to, reason, at }: Omit<SeatMove, 'seat'>) {
  const callId = to.callId !== undefined ? sql`, ${column(seats.currentCallId)} = ${to.callId}` : sql``;
  const moved = sql`update ${seats} set ${column(seats.gatewayState)} = ${to.gateway}, ${column(seats.agentState)} = ${to.agent}, ${column(seats.stateSince)} = ${at.toISOString()}${callId}
    where ${seats.enterpriseId} = ${enterpriseId} and ${which} returning ${column(seats.userId)}`;
  const logged = sql`insert into ${history} (${column(history.enterpriseId)}, ${column(history.userId)}, ${column(history.gatewayState)}, ${column(history.agentState)}, ${column(history.reason)}, ${column(history.at)})
    select ${enterpriseId}, ${column(seats.userId)}, ${to.gateway}, ${to.agent}, ${reason}, ${at.toISOString()} from moved returning ${column(history.userId)}`;
  return { moved, logged };
}

/** Moves the seat to a state and writes the history line, in one statement of the caller's transaction. */
export async function moveSeat(tx: Executor, seat: SeatMove['seat'], to: SeatMove['to'], reason: string, at: Date): Promise<void> {
  const { moved, logged } = seatMoveSql(seat.enterpriseId, sql`${seats.userId} = ${seat.userId}`, { to, reason, at });
  await tx.execute(sql`with moved as (${moved}) ${logged}`);
}

export function seatHistory(tx: Executor, enterpriseId: number, userId: number, limit = 100) {
  return tx
    .select({ gatewayState: history.gatewayState, agentState: history.agentState, reason: history.reason, at: history.at })
    .from(history)
    .where(and(eq(history.enterpriseId, enterpriseId), eq(history.userId, userId)))
    .orderBy(desc(history.id))
    .limit(limit);
}
