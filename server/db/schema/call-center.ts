import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// Tables of the call-centre module (server/modules/call-center): other modules reach them only through its public face.

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Seat users (spec part 2 section 4): a user's phone line and extension, and the seat's gateway and agent states. */
export const callSeats = pgTable(
  'call_seats',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    line: text('line').notNull(),
    extension: text('extension').notNull(),
    /** 0 offline … 8 rest. */
    gatewayState: smallint('gateway_state').notNull().default(0),
    /** 1 … 17, 255; null while signed out. */
    agentState: smallint('agent_state'),
    /** The provider's id of the call the seat is on. */
    currentCallId: text('current_call_id'),
    /** The seat's account at the enterprise's PBX (the SIP path; null on the provider's path). */
    sipUser: text('sip_user'),
    sipPassword: text('sip_password'),
    stateSince: at('state_since').notNull().defaultNow(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('call_seats_user_uq').on(t.enterpriseId, t.userId), uniqueIndex('call_seats_extension_uq').on(t.enterpriseId, t.extension)],
);

/** Every state a seat went through, with why (the person's move or the call's event). */
export const callSeatStates = pgTable(
  'call_seat_states',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    gatewayState: smallint('gateway_state').notNull(),
    agentState: smallint('agent_state'),
    reason: text('reason').notNull(),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('call_seat_states_user_idx').on(t.enterpriseId, t.userId, t.id)],
);

/** Call records: one per provider call id, written from the adapter's events. */
export const callRecords = pgTable(
  'call_records',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    callId: text('call_id').notNull(),
    /** 1 outbound, 2 inbound. */
    type: smallint('type').notNull(),
    /** 1 ringing, 2 talking, 3 ended. */
    phase: smallint('phase').notNull(),
    /** 0 missed, 1 answered. */
    pickup: smallint('pickup').notNull().default(0),
    caller: text('caller').notNull(),
    callee: text('callee').notNull(),
    extension: text('extension').notNull(),
    seatUserId: bigint('seat_user_id', { mode: 'number' }),
    customerId: bigint('customer_id', { mode: 'number' }),
    /** The order it was dialled from (order log line "call"). */
    fromOrderId: bigint('from_order_id', { mode: 'number' }),
    ringAt: at('ring_at').notNull(),
    answeredAt: at('answered_at'),
    endedAt: at('ended_at'),
    duration: integer('duration').notNull().default(0),
    wait: integer('wait').notNull().default(0),
    recordingUrl: text('recording_url').notNull().default(''),
    notes: text('notes').notNull().default(''),
    /** '' as answered or missed; 'busy' refused because the seat was busy (SIP 486); 'transferred' handed on to `transferredTo`. */
    endReason: text('end_reason').notNull().default(''),
    /** Where a transferred call went: the seat's extension and name, or the number. */
    transferredTo: text('transferred_to').notNull().default(''),
    /** An attended transfer's consulting call: the record of the call it was made for (migration 0098). */
    consultationOf: bigint('consultation_of', { mode: 'number' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('call_records_call_uq').on(t.enterpriseId, t.callId),
    index('call_records_ring_idx').on(t.enterpriseId, t.ringAt.desc(), t.id.desc()),
    index('call_records_seat_idx').on(t.enterpriseId, t.seatUserId, t.ringAt.desc()),
    index('call_records_customer_idx').on(t.enterpriseId, t.customerId, t.ringAt.desc()),
    index('call_records_consultation_idx').on(t.enterpriseId, t.consultationOf).where(sql`consultation_of is not null`),
  ],
);

/**
 * The statistics' day sums (China business day × seat), added to in the transaction that ends a
 * call: the charts read a month of these, not a month of records.
 */
export const callDaySums = pgTable(
  'call_day_sums',
  {
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    /** 0 when the call had no seat. */
    seatUserId: bigint('seat_user_id', { mode: 'number' }).notNull(),
    total: integer('total').notNull().default(0),
    inbound: integer('inbound').notNull().default(0),
    outbound: integer('outbound').notNull().default(0),
    answered: integer('answered').notNull().default(0),
    durationSum: bigint('duration_sum', { mode: 'number' }).notNull().default(0),
    waitSum: bigint('wait_sum', { mode: 'number' }).notNull().default(0),
  },
  (t) => [uniqueIndex('call_day_sums_pk').on(t.enterpriseId, t.day, t.seatUserId)],
);

/** The enterprise's own PBX (the SIP path): where the seats' softphones register over WebSocket. */
export const callSipSettings = pgTable('call_sip_settings', {
  enterpriseId: bigint('enterprise_id', { mode: 'number' }).primaryKey(),
  /** ws:// or wss:// address of the PBX's SIP-over-WebSocket listener. */
  wsUrl: text('ws_url').notNull(),
  /** The SIP domain the seats register in (sip:<user>@<domain>). */
  domain: text('domain').notNull(),
  /** The PBX's digest realm when it is not the SIP domain (Asterisk's default is "asterisk"); null: the domain. */
  realm: text('realm'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
