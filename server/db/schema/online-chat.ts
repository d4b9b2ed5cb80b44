import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// Tables of the online customer service (server/modules/online-chat): other modules reach them only through its public face.

/** A customer-service account: a WeCom kf account (open_kfid) or a web chat entry, with its share rule. */
export const chatAccounts = pgTable(
  'chat_accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    channel: text('channel').notNull(),
    openKfid: text('open_kfid'),
    shareRule: smallint('share_rule').notNull().default(2),
    /** Signs the web chat links of this account (a new one revokes them). */
    webSecret: text('web_secret').notNull(),
    /** The reception group: who is given this account's chats (empty: every enabled reception person). */
    staffUserIds: jsonb('staff_user_ids').$type<number[]>().notNull().default([]),
    /** Working hours on China time (null: always); outside them chats wait and get the off-hours reply. */
    workHours: jsonb('work_hours').$type<{ days: number[]; start: string; end: string }>(),
    offHoursReply: text('off_hours_reply').notNull().default(''),
    /** Sent with a WeCom customer's enter_session welcome_code (kf/send_msg_on_event); empty: none. */
    welcomeText: text('welcome_text').notNull().default(''),
    /** A session without a message this long is closed by the minute tick (0: never). */
    idleCloseMinutes: integer('idle_close_minutes').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('chat_accounts_kfid_idx').on(t.enterpriseId, t.openKfid)],
);

/** The enterprise's WeCom kf app: credentials, the callback's token and key, and the sync_msg cursor. */
export const chatWecomSettings = pgTable('chat_wecom_settings', {
  enterpriseId: bigint('enterprise_id', { mode: 'number' }).primaryKey(),
  corpId: text('corp_id').notNull(),
  secret: text('secret').notNull(),
  callbackToken: text('callback_token').notNull(),
  encodingAesKey: text('encoding_aes_key').notNull(),
  cursor: text('cursor').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Where a WeCom customer last entered an account's chat from (enter_session's scene), kept until their
 * first message opens a session (the event and the message may come in different pulls).
 */
export const chatKfEntries = pgTable(
  'chat_kf_entries',
  {
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    customerKey: text('customer_key').notNull(),
    scene: text('scene').notNull(),
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'chat_kf_entries_pk', columns: [t.enterpriseId, t.accountId, t.customerKey] })],
);

export const chatSessions = pgTable(
  'chat_sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    channel: text('channel').notNull(),
    scene: text('scene').notNull().default(''),
    /** WeCom's external_userid, or the web visitor's id. */
    customerKey: text('customer_key').notNull(),
    customerName: text('customer_name').notNull(),
    customerId: bigint('customer_id', { mode: 'number' }),
    /** The customer product a chat from its QR code page asks about, and its name as the visitor saw it. */
    customerProductId: bigint('customer_product_id', { mode: 'number' }),
    productName: text('product_name').notNull().default(''),
    state: smallint('state').notNull(),
    staffUserId: bigint('staff_user_id', { mode: 'number' }),
    lastSeq: integer('last_seq').notNull().default(0),
    messageCount: integer('message_count').notNull().default(0),
    lastPreview: text('last_preview').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    /** The off-hours reply went out in this session (once per session). */
    offHoursReplied: boolean('off_hours_replied').notNull().default(false),
    /** 1 staff, 2 idle timeout (CloseReason). */
    closeReason: smallint('close_reason'),
    /** The customer's satisfaction, 1–5, on a closed session. */
    rating: smallint('rating'),
    ratingComment: text('rating_comment').notNull().default(''),
  },
  (t) => [
    index('chat_sessions_state_idx').on(t.enterpriseId, t.state, t.staffUserId),
    index('chat_sessions_closed_idx').on(t.enterpriseId, t.closedAt),
    // One open session per customer and account: the customer's next message joins it.
    index('chat_sessions_idle_idx').on(t.lastMessageAt).where(sql`state < 3`),
    uniqueIndex('chat_sessions_open_idx').on(t.enterpriseId, t.accountId, t.customerKey).where(sql`state < 3`),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    sessionId: bigint('session_id', { mode: 'number' }).notNull(),
    /** 1, 2, 3 … within the session: a reconnecting client asks for what follows the last it has. */
    seq: integer('seq').notNull(),
    sender: smallint('sender').notNull(),
    senderUserId: bigint('sender_user_id', { mode: 'number' }),
    msgType: text('msg_type').notNull(),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    /** WeCom's msgid: a message pulled twice is stored once. */
    externalMsgid: text('external_msgid'),
    clientMsgid: text('client_msgid'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_messages_seq_idx').on(t.sessionId, t.seq),
    uniqueIndex('chat_messages_external_idx').on(t.enterpriseId, t.externalMsgid).where(sql`external_msgid IS NOT NULL`),
    uniqueIndex('chat_messages_client_idx').on(t.sessionId, t.clientMsgid).where(sql`client_msgid IS NOT NULL`),
  ],
);
