import { sql } from 'drizzle-orm';
import { bigint, boolean, index, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// Tables of the events module (server/modules/events): other modules reach them only through its public face.

const userRef = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Service events: the pre-order ticket. Only the state is stored; the flags of the spec are derived
 * from it (domain/events/events.constants.ts). The customer is copied in at creation (the customer
 * may change later; the event keeps what was reported). The people columns follow the spec's
 * filter fields (fk_t_*_user_id); each time column is when that step last happened.
 */
export const events = pgTable(
  'events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    code: text('code').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    templateId: bigint('template_id', { mode: 'number' }).notNull(),
    state: smallint('state').notNull(),
    /** When the event entered its state: the overdue check counts the stage's timeout from here. */
    stateEnteredAt: at('state_entered_at').notNull().defaultNow(),
    source: smallint('source').notNull(),
    customerId: bigint('customer_id', { mode: 'number' }),
    customName: text('custom_name').notNull().default(''),
    customLinkperson: text('custom_linkperson').notNull().default(''),
    customPhone: text('custom_phone').notNull().default(''),
    customDetailAddr: text('custom_detail_addr').notNull().default(''),
    mapName: text('map_name').notNull().default(''),
    customerProductId: bigint('customer_product_id', { mode: 'number' }),
    customerProductName: text('customer_product_name').notNull().default(''),
    productId: bigint('product_id', { mode: 'number' }),
    callRecordId: bigint('call_record_id', { mode: 'number' }),
    qrCode: text('qr_code').notNull().default(''),
    priority: smallint('priority').notNull().default(1),
    serviceItemId: bigint('service_item_id', { mode: 'number' }),
    labelIds: bigint('label_ids', { mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`),
    values: jsonb('values').notNull().default({}),
    /** Null when a customer reported it (scanned product QR code). */
    createUserId: userRef('create_user_id'),
    dispatchUserId: userRef('dispatch_user_id'),
    principalUserId: userRef('principal_user_id'),
    collaboratorIds: bigint('collaborator_ids', { mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`),
    /** Who escalated (fk_t_upgrade_user_id) and to whom (fk_t_to_upgrade_user_id). */
    upgradeUserId: userRef('upgrade_user_id'),
    toUpgradeUserId: userRef('to_upgrade_user_id'),
    startUserId: userRef('start_user_id'),
    closedUserId: userRef('closed_user_id'),
    completeUserId: userRef('complete_user_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    dispatchTime: at('dispatch_time'),
    upgradeTime: at('upgrade_time'),
    startTime: at('start_time'),
    closedTime: at('closed_time'),
    completeTime: at('complete_time'),
    /** Ran over a stage's timeout at least once (the eventDue filter). */
    overdue: boolean('overdue').notNull().default(false),
    /** When the overdue notice of the current stage went out; a new state re-arms it. */
    overdueAlertedAt: at('overdue_alerted_at'),
    /** The order created from the event. */
    orderId: bigint('order_id', { mode: 'number' }),
    deletedAt: at('deleted_at'),
  },
  (t) => [
    uniqueIndex('events_enterprise_code_idx').on(t.enterpriseId, t.code),
    index('events_enterprise_state_idx').on(t.enterpriseId, t.state, t.createdAt),
    index('events_enterprise_created_idx').on(t.enterpriseId, t.createdAt),
    index('events_enterprise_principal_idx').on(t.enterpriseId, t.principalUserId, t.state),
    index('events_enterprise_creator_idx').on(t.enterpriseId, t.createUserId),
    index('events_enterprise_escalated_idx').on(t.enterpriseId, t.toUpgradeUserId),
    index('events_enterprise_customer_idx').on(t.enterpriseId, t.customerId),
    // The overdue tick scans open events across tenants.
    index('events_open_state_entered_idx').on(t.state, t.stateEnteredAt),
  ],
);

/** The event's history: one line per operation, shown by process/messageList. */
export const eventMessages = pgTable(
  'event_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    op: text('op').notNull(),
    content: text('content').notNull(),
    /** Null for what the system did (overdue). */
    userId: userRef('user_id'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('event_messages_enterprise_event_idx').on(t.enterpriseId, t.eventId, t.id)],
);
