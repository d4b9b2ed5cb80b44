import { sql } from 'drizzle-orm';
import { bigint, boolean, doublePrecision, index, integer, jsonb, numeric, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// Tables of the orders module (server/modules/orders): other modules reach them only through its public face.

const ref = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });
const ids = (name: string) => bigint(name, { mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`);
const yuan = (name: string) => numeric(name, { precision: 14, scale: 2 }).notNull().default('0');

/**
 * Service orders. The customer is copied in at creation (name, contact, phone, address) so the list
 * filters on its own columns; the order keeps what was ordered even if the customer changes later.
 * Each time node 0-13 is a column (when the order last reached it); `version` grows with every
 * operation so two users acting at once never both win. Live rows are `deleted_at is null`.
 */
export const orders = pgTable(
  'orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    orderNo: text('order_no').notNull().default(''),
    title: text('title').notNull(),
    templateId: ref('template_id').notNull(),
    kind: text('kind', { enum: ['internal', 'external'] }).notNull(),
    state: smallint('state').notNull(),
    /** State 0 with invalid = an invalid order (acceptance rejected). */
    invalid: boolean('invalid').notNull().default(false),
    source: smallint('source').notNull().default(0),
    /** The /createOrder origin: eventId, customerProductId, belongCallRecordId … */
    origin: jsonb('origin').notNull().default({}),
    customerId: ref('customer_id').notNull(),
    customName: text('custom_name').notNull(),
    customLinkPerson: text('custom_link_person').notNull().default(''),
    customPhone: text('custom_phone').notNull().default(''),
    customAddress: text('custom_address').notNull().default(''),
    lng: doublePrecision('lng'),
    lat: doublePrecision('lat'),
    priority: smallint('priority').notNull().default(1),
    serviceItemId: ref('service_item_id'),
    serviceCategoryId: ref('service_category_id'),
    productId: ref('product_id'),
    productCategoryId: ref('product_category_id'),
    description: text('description').notNull().default(''),
    images: jsonb('images').notNull().default([]),
    tagIds: ids('tag_ids'),
    copyUserIds: ids('copy_user_ids'),
    /** Custom field values by the order form's field keys. */
    values: jsonb('values').notNull().default({}),
    /** The approvals the order type asked for when the order was created. */
    approvals: jsonb('approvals').notNull(),
    /** Approval in progress (1 create … 4 collection) and the last result (0 none, 1 passed, 2 not passed). */
    examineType: smallint('examine_type'),
    examineResult: smallint('examine_result').notNull().default(0),
    createExamineUserId: ref('create_examine_user_id'),
    completeExamineUserId: ref('complete_examine_user_id'),
    createExamineAt: at('create_examine_at'),
    completeExamineAt: at('complete_examine_at'),
    receiptExamineAt: at('receipt_examine_at'),
    collectionExamineAt: at('collection_examine_at'),
    abnormalKind: smallint('abnormal_kind'),
    abnormalReason: text('abnormal_reason'),
    cancelReason: text('cancel_reason'),
    archived: boolean('archived').notNull().default(false),
    inPool: boolean('in_pool').notNull().default(false),
    poolGroupId: ref('pool_group_id'),
    serviceGroupId: ref('service_group_id'),
    ownerId: ref('owner_id'),
    collaboratorIds: ids('collaborator_ids'),
    creatorId: ref('creator_id'),
    dispatchUserId: ref('dispatch_user_id'),
    /** Who received (接单) it. */
    takeOrderUserId: ref('take_order_user_id'),
    appointmentTime: at('appointment_time'),
    estimatedCompletion: at('estimated_completion'),
    receiptDone: boolean('receipt_done').notNull().default(false),
    paymentDone: boolean('payment_done').notNull().default(false),
    evaluated: boolean('evaluated').notNull().default(false),
    /** Pick-up limit: the deadline and when the step it guards was reached (overdue = deadline passed first). */
    dueAt: at('due_at'),
    /** The time node the deadline guards (the pick-up limit's step). */
    dueNode: smallint('due_node'),
    dueDoneAt: at('due_done_at'),
    /** When the order type's SLA rule for the order's latest time node last alerted (once per node reached). */
    slaAlertedAt: at('sla_alerted_at'),
    serviceAmount: yuan('service_amount'),
    spareAmount: yuan('spare_amount'),
    otherFee: yuan('other_fee'),
    discountAmount: yuan('discount_amount'),
    itemsAmount: yuan('items_amount'),
    /** Time nodes 0 to 13. */
    createdAt: at('created_at').notNull().defaultNow(),
    acceptedAt: at('accepted_at'),
    assignedAt: at('assigned_at'),
    dispatchedAt: at('dispatched_at'),
    takenAt: at('taken_at'),
    appointedAt: at('appointed_at'),
    serviceStartAt: at('service_start_at'),
    serviceDoneAt: at('service_done_at'),
    receiptAt: at('receipt_at'),
    paymentAt: at('payment_at'),
    cancelAt: at('cancel_at'),
    exceptionAt: at('exception_at'),
    signatureAt: at('signature_at'),
    evaluatedAt: at('evaluated_at'),
    /** When the order became completed (state 5). */
    completedAt: at('completed_at'),
    deletedAt: at('deleted_at'),
    deletedBy: ref('deleted_by'),
    version: integer('version').notNull().default(0),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // The lists page newest first (id order is creation order), all states or one state.
    index('orders_live_idx').on(t.enterpriseId, t.id.desc()).where(sql`deleted_at is null`),
    index('orders_live_state_idx').on(t.enterpriseId, t.state, t.id.desc()).where(sql`deleted_at is null`),
    index('orders_recycled_idx').on(t.enterpriseId, t.deletedAt).where(sql`deleted_at is not null`),
    // Badge and tab counts: small partial indexes so a count reads only the rows it counts.
    index('orders_acceptance_idx').on(t.enterpriseId).where(sql`deleted_at is null and state = 0 and not invalid`),
    index('orders_pool_idx').on(t.enterpriseId, t.id.desc()).where(sql`deleted_at is null and in_pool`),
    index('orders_abnormal_idx').on(t.enterpriseId, t.id.desc()).where(sql`deleted_at is null and abnormal_kind is not null`),
    index('orders_examine_idx').on(t.enterpriseId, t.id.desc()).where(sql`deleted_at is null and examine_type is not null`),
    index('orders_visit_idx').on(t.enterpriseId, t.id.desc()).where(sql`deleted_at is null and state = 5 and not evaluated`),
    index('orders_due_idx').on(t.enterpriseId, t.dueAt).where(sql`deleted_at is null and due_at is not null and due_done_at is null`),
    index('orders_owner_idx').on(t.enterpriseId, t.ownerId, t.id.desc()),
    index('orders_creator_idx').on(t.enterpriseId, t.creatorId, t.id.desc()),
    index('orders_collaborators_idx').using('gin', t.collaboratorIds),
    index('orders_copy_users_idx').using('gin', t.copyUserIds),
    index('orders_customer_idx').on(t.enterpriseId, t.customerId, t.id.desc()),
    index('orders_template_idx').on(t.enterpriseId, t.templateId),
    index('orders_created_idx').on(t.enterpriseId, t.createdAt),
    // The reports roll-up finds the orders changed since its last run (migration 0026).
    index('orders_updated_idx').on(t.updatedAt),
    index('orders_order_no_idx').on(t.enterpriseId, t.orderNo),
    // Completed live orders by completion time: finance's month settlement and reconciliation list (migration 0031).
    index('orders_completed_idx').on(t.enterpriseId, t.completedAt, t.id).where(sql`deleted_at is null and state = 5`),
    // Keyword search (ILIKE '%…%') on the copied customer name, title and phone. The customer name is
    // searched per enterprise (order_ids_by_customer_name): with the enterprise as a first GIN key
    // (btree_gin) the index yields only that tenant's matches instead of every tenant's.
    index('orders_custom_name_trgm').using('gin', t.enterpriseId, t.customName.op('gin_trgm_ops')),
    index('orders_title_trgm').using('gin', t.title.op('gin_trgm_ops')),
    index('orders_custom_phone_trgm').using('gin', t.customPhone.op('gin_trgm_ops')),
  ],
);

/** The order's timeline: one row per operation, with the time node it set and what changed. */
export const orderLogs = pgTable(
  'order_logs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    orderId: ref('order_id').notNull(),
    op: text('op').notNull(),
    node: smallint('node'),
    /** Null for what the system did (automatic put into the pool, automatic assignment). */
    userId: ref('user_id'),
    before: jsonb('before').notNull().default({}),
    after: jsonb('after').notNull().default({}),
    remark: text('remark').notNull().default(''),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('order_logs_order_idx').on(t.enterpriseId, t.orderId, t.id)],
);

/** 签到: where the person serving reached the order's site (the assign map's latest place of each engineer). */
export const orderCheckIns = pgTable(
  'order_check_ins',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    orderId: ref('order_id').notNull(),
    userId: ref('user_id').notNull(),
    lng: doublePrecision('lng').notNull(),
    lat: doublePrecision('lat').notNull(),
    address: text('address').notNull().default(''),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('order_check_ins_user_idx').on(t.enterpriseId, t.userId, t.createdAt)],
);

/** Payment items of an order (the fees' line items; a money item or a free name). */
export const orderFeeItems = pgTable(
  'order_fee_items',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    orderId: ref('order_id').notNull(),
    moneyItemId: ref('money_item_id'),
    name: text('name').notNull(),
    itemType: smallint('item_type').notNull(),
    quantity: integer('quantity').notNull(),
    price: numeric('price', { precision: 14, scale: 2 }).notNull(),
  },
  (t) => [index('order_fee_items_order_idx').on(t.enterpriseId, t.orderId)],
);

/** The collection of an order's payment (one per order; an approval may be waiting on it). */
export const orderCollections = pgTable(
  'order_collections',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    orderId: ref('order_id').notNull(),
    mode: smallint('mode').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    receivePaymentId: ref('receive_payment_id'),
    remark: text('remark').notNull().default(''),
    userId: ref('user_id'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('order_collections_order_idx').on(t.enterpriseId, t.orderId), index('order_collections_template_idx').on(t.enterpriseId, t.receivePaymentId)],
);

/** The receipt of an order: service duration, finish images, customer signature. */
export const orderReceipts = pgTable(
  'order_receipts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    orderId: ref('order_id').notNull(),
    serviceMinutes: integer('service_minutes').notNull(),
    finishImages: jsonb('finish_images').notNull().default([]),
    signature: jsonb('signature'),
    remark: text('remark').notNull().default(''),
    userId: ref('user_id'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('order_receipts_order_idx').on(t.enterpriseId, t.orderId)],
);

/** The customer's evaluation of an order: solved, four stars, suggestion, images. */
export const orderEvaluations = pgTable(
  'order_evaluations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    orderId: ref('order_id').notNull(),
    solved: boolean('solved').notNull(),
    quality: smallint('quality').notNull(),
    attitude: smallint('attitude').notNull(),
    speed: smallint('speed').notNull(),
    solveRate: smallint('solve_rate').notNull(),
    suggestion: text('suggestion').notNull().default(''),
    images: jsonb('images').notNull().default([]),
    userId: ref('user_id'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('order_evaluations_order_idx').on(t.enterpriseId, t.orderId)],
);

/**
 * Changes to the number of live orders per enterprise and state, appended by a statement trigger on
 * `orders` (migration 0022) and folded together by the order upkeep tick: the unfiltered state tabs sum
 * a handful of rows instead of counting a 100,000-order enterprise. Appending (not updating one counter
 * row) means concurrent order writes never wait on each other.
 */
export const orderStateDeltas = pgTable(
  'order_state_deltas',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    state: smallint('state').notNull(),
    delta: integer('delta').notNull(),
  },
  (t) => [index('order_state_deltas_enterprise_idx').on(t.enterpriseId, t.state, t.delta)],
);

/**
 * The progress of an order along its type's process steps (template centre, 处理流程): who handles
 * a step and whether it is done. A row appears when a step is first assigned or recorded; the steps
 * themselves stay in the order type, so a renamed step is a new one.
 */
export const orderProgress = pgTable(
  'order_progress',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    orderId: ref('order_id').notNull(),
    step: text('step').notNull(),
    userId: ref('user_id'),
    done: boolean('done').notNull().default(false),
    remark: text('remark').notNull().default(''),
    updatedBy: ref('updated_by'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('order_progress_step_idx').on(t.enterpriseId, t.orderId, t.step)],
);
