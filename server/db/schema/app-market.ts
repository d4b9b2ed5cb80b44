import { bigint, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// Tables of the app-market module (server/modules/app-market): other modules reach them only through its public face.

const host = () => text('host', { enum: ['wecom', 'dingtalk'] }).notNull();

/**
 * The suite ticket each host pushes every 10 (WeCom) / 20 (DingTalk) minutes: the newest one, in
 * the database so every node asks for suite tokens with it.
 */
export const marketSuiteTickets = pgTable(
  'market_suite_tickets',
  {
    host: host(),
    suiteId: text('suite_id').notNull(),
    ticket: text('ticket').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.host, t.suiteId] })],
);

/**
 * A corp that authorised the app in a host's market: its permanent authorisation code (the corp
 * token is asked for with it), the app's agent id in that corp, and whether it is installed now.
 * Looked up by host and corp before any tenant is known (callbacks, sign-in), so no RLS column.
 */
export const marketCorps = pgTable(
  'market_corps',
  {
    host: host(),
    corpId: text('corp_id').notNull(),
    corpName: text('corp_name').notNull().default(''),
    permanentCode: text('permanent_code').notNull(),
    agentId: text('agent_id').notNull().default(''),
    /** The enterprise the quick deploy made (null until it exists). */
    enterpriseId: bigint('enterprise_id', { mode: 'number' }),
    /** 1 installed, 2 uninstalled (data kept until purge_after), 3 purged (enterprise deleted). */
    state: smallint('state').notNull().default(1),
    installedAt: timestamp('installed_at', { withTimezone: true }).notNull().defaultNow(),
    uninstalledAt: timestamp('uninstalled_at', { withTimezone: true }),
    purgeAfter: timestamp('purge_after', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.host, t.corpId] }), index('market_corps_enterprise_idx').on(t.enterpriseId)],
);

/** An order paid in a host's market (purchase callback); consumed once into the enterprise's plan. */
export const marketOrders = pgTable(
  'market_orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    host: host(),
    /** The host's order id. */
    orderId: text('order_id').notNull(),
    corpId: text('corp_id').notNull(),
    skuCode: text('sku_code').notNull(),
    skuName: text('sku_name').notNull(),
    headcount: integer('headcount').notNull(),
    months: integer('months').notNull(),
    /** What was paid, in fen. */
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    /** 0 not used yet, 1 consumed (the plan follows it), 2 refunded, 3 replaced by a changed order. */
    state: smallint('state').notNull().default(0),
    /** WeCom's order_type: 0 a purchase, 1 more headcount, 2 a renewal, 3 another edition (DingTalk's are purchases). */
    kind: smallint('kind').notNull().default(0),
    /** The end of the period the host sold (WeCom's end_time); null when the host names months only. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** What a used order of a kind that changes the plan replaced (headcount, end), put back if it is refunded. */
    priorHeadcount: integer('prior_headcount'),
    priorExpiresAt: timestamp('prior_expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    consumedBy: bigint('consumed_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('market_orders_host_order_idx').on(t.host, t.orderId), index('market_orders_list_idx').on(t.enterpriseId, t.id)],
);

/** Every market callback and its outcome: refusals (bad signature, replay, other suite, unknown corp) are kept for the operator. */
export const marketCallbackLog = pgTable(
  'market_callback_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    host: host(),
    /** The event (suite_ticket, create_auth, cancel_auth, open_order, market_buy …); '' when it could not be read. */
    event: text('event').notNull().default(''),
    corpId: text('corp_id').notNull().default(''),
    /** 'accepted' or 'refused'. */
    outcome: text('outcome').notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('market_callback_log_time_idx').on(t.createdAt)],
);

/** A DING (DingTalk's urgent reminder) sent about an order or event to its owner, with the host's answer. */
export const dingMessages = pgTable(
  'ding_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    senderId: bigint('sender_id', { mode: 'number' }).notNull(),
    receiverId: bigint('receiver_id', { mode: 'number' }).notNull(),
    /** 1 order, 2 event. */
    subjectType: smallint('subject_type').notNull(),
    subjectId: bigint('subject_id', { mode: 'number' }).notNull(),
    subjectCode: text('subject_code').notNull().default(''),
    /** DingTalk's remind types: 1 in-app, 2 SMS, 3 phone. */
    kind: smallint('kind').notNull(),
    content: text('content').notNull(),
    /** 1 sent, 2 failed. */
    state: smallint('state').notNull(),
    failure: text('failure').notNull().default(''),
    hostDingId: text('host_ding_id').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ding_messages_list_idx').on(t.enterpriseId, t.id), index('ding_messages_sender_day_idx').on(t.enterpriseId, t.senderId, t.createdAt)],
);

/**
 * A DingTalk group chat where the cool app is installed, bound to a customer or a team: its group
 * panel (the top card `out_track_id`) shows that customer's or team's open orders and is refreshed
 * when they change; `card_hash` is what was pushed last, so an unchanged card is not pushed again.
 */
export const coolAppGroups = pgTable(
  'cool_app_groups',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    openConversationId: text('open_conversation_id').notNull(),
    customerId: bigint('customer_id', { mode: 'number' }),
    /** The team (service group) whose open orders the panel shows, when not a customer. */
    teamId: bigint('team_id', { mode: 'number' }),
    outTrackId: text('out_track_id').notNull(),
    cardHash: text('card_hash').notNull().default(''),
    pushedAt: timestamp('pushed_at', { withTimezone: true }),
    /** The host's refusal of the last push ('' when it went through). */
    failure: text('failure').notNull().default(''),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cool_app_groups_conversation_idx').on(t.enterpriseId, t.openConversationId)],
);
