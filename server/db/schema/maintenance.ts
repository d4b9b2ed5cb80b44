import { bigint, boolean, date, index, integer, jsonb, numeric, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// Tables of the maintenance module (server/modules/maintenance): other modules reach them only through its public face.

/** Maintenance contracts (/maintenance): a customer's service period and amount, with its lifecycle and custom fields (entity type 25). */
export const maintenanceContracts = pgTable(
  'maintenance_contracts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    customerId: bigint('customer_id', { mode: 'number' }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    /** The contract lifecycle: 1 signed, 2 executing, 3 finished, 4 terminated. */
    status: smallint('status').notNull().default(1),
    remark: text('remark').notNull().default(''),
    customValues: jsonb('custom_values').notNull().default({}),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('maintenance_contracts_enterprise_idx').on(t.enterpriseId, t.id), index('maintenance_contracts_customer_idx').on(t.enterpriseId, t.customerId)],
);

/** The customer products a contract covers. */
export const maintenanceContractProducts = pgTable(
  'maintenance_contract_products',
  {
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    contractId: bigint('contract_id', { mode: 'number' }).notNull(),
    customerProductId: bigint('customer_product_id', { mode: 'number' }).notNull(),
  },
  (t) => [uniqueIndex('maintenance_contract_products_pk').on(t.enterpriseId, t.contractId, t.customerProductId)],
);

/**
 * Maintenance plans: which products of a contract, which order type, how often. `generatedThrough`
 * is the last date tasks were made through: the job never makes a date twice.
 */
export const maintenancePlans = pgTable(
  'maintenance_plans',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    contractId: bigint('contract_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    templateId: bigint('template_id', { mode: 'number' }).notNull(),
    content: text('content').notNull().default(''),
    /** 1 every n cycle units, 2 a count of visits over the period. */
    mode: smallint('mode').notNull(),
    cycleUnit: smallint('cycle_unit').notNull(),
    cycleEvery: integer('cycle_every').notNull(),
    visits: integer('visits').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    aheadDays: smallint('ahead_days').notNull(),
    generatedThrough: date('generated_through', { mode: 'string' }),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('maintenance_plans_contract_idx').on(t.enterpriseId, t.contractId)],
);

/** A plan's products; `alternative` ones may stand in for them (the spec's alternative production). */
export const maintenancePlanProducts = pgTable(
  'maintenance_plan_products',
  {
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    planId: bigint('plan_id', { mode: 'number' }).notNull(),
    customerProductId: bigint('customer_product_id', { mode: 'number' }).notNull(),
    alternative: boolean('alternative').notNull().default(false),
  },
  (t) => [uniqueIndex('maintenance_plan_products_pk').on(t.enterpriseId, t.planId, t.customerProductId)],
);

/** A plan's visit on one date: unique per plan and date, so an occurrence never makes two tasks. */
export const maintenanceTasks = pgTable(
  'maintenance_tasks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    planId: bigint('plan_id', { mode: 'number' }).notNull(),
    contractId: bigint('contract_id', { mode: 'number' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    /** 0 unfinished, 1 finished, 2 disabled, 3 in approval. */
    state: smallint('state').notNull().default(0),
    /** The plan's products when the task was made. */
    customerProductIds: bigint('customer_product_ids', { mode: 'number' }).array().notNull(),
    orderId: bigint('order_id', { mode: 'number' }),
    orderNo: text('order_no'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Whether the dispatchers were told it is overdue (once). */
    overdueNoticed: boolean('overdue_noticed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('maintenance_tasks_once_idx').on(t.enterpriseId, t.planId, t.dueDate),
    index('maintenance_tasks_due_idx').on(t.enterpriseId, t.state, t.dueDate),
    index('maintenance_tasks_order_idx').on(t.enterpriseId, t.orderId),
    index('maintenance_tasks_list_idx').on(t.enterpriseId, t.dueDate, t.id),
    index('maintenance_tasks_contract_idx').on(t.enterpriseId, t.contractId),
  ],
);

// Inspection rounds: points, plans, the rounds they make and each point's results.

/** Inspection points: a place or device on a customer's site, with the code its QR label carries (unique in the enterprise). */
export const inspectionPoints = pgTable(
  'inspection_points',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    customerId: bigint('customer_id', { mode: 'number' }).notNull(),
    location: text('location').notNull().default(''),
    code: text('code').notNull(),
    remark: text('remark').notNull().default(''),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('inspection_points_code_idx').on(t.enterpriseId, t.code), index('inspection_points_customer_idx').on(t.enterpriseId, t.customerId)],
);

/** Inspection plans: a route of one customer's points, the checklist asked at each, who walks it and how often (the maintenance schedule). */
export const inspectionPlans = pgTable(
  'inspection_plans',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    customerId: bigint('customer_id', { mode: 'number' }).notNull(),
    assigneeId: bigint('assignee_id', { mode: 'number' }).notNull(),
    pointIds: bigint('point_ids', { mode: 'number' }).array().notNull(),
    checkItems: jsonb('check_items').$type<string[]>().notNull(),
    mode: smallint('mode').notNull(),
    cycleUnit: smallint('cycle_unit').notNull(),
    cycleEvery: integer('cycle_every').notNull(),
    visits: integer('visits').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    aheadDays: smallint('ahead_days').notNull(),
    generatedThrough: date('generated_through', { mode: 'string' }),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('inspection_plans_customer_idx').on(t.enterpriseId, t.customerId)],
);

/** A plan's round on one date, with the plan's points, checklist and walker as they were then; unique per plan and date. */
export const inspectionTasks = pgTable(
  'inspection_tasks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    planId: bigint('plan_id', { mode: 'number' }).notNull(),
    customerId: bigint('customer_id', { mode: 'number' }).notNull(),
    assigneeId: bigint('assignee_id', { mode: 'number' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    /** domain/maintenance/inspection.constants.ts: 0 pending … 6 disabled. */
    state: smallint('state').notNull().default(0),
    pointIds: bigint('point_ids', { mode: 'number' }).array().notNull(),
    checkItems: jsonb('check_items').$type<string[]>().notNull(),
    orderId: bigint('order_id', { mode: 'number' }),
    orderNo: text('order_no'),
    closeReason: text('close_reason').notNull().default(''),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('inspection_tasks_once_idx').on(t.enterpriseId, t.planId, t.dueDate),
    index('inspection_tasks_list_idx').on(t.enterpriseId, t.dueDate, t.id),
    index('inspection_tasks_assignee_idx').on(t.enterpriseId, t.assigneeId, t.dueDate),
    index('inspection_tasks_state_idx').on(t.enterpriseId, t.state),
  ],
);

/** One point's results in a round: each checklist item passed or failed, recorded again while the round is in progress. */
export const inspectionResults = pgTable(
  'inspection_results',
  {
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    taskId: bigint('task_id', { mode: 'number' }).notNull(),
    pointId: bigint('point_id', { mode: 'number' }).notNull(),
    items: jsonb('items').$type<{ name: string; passed: boolean; note: string }[]>().notNull(),
    exception: boolean('exception').notNull(),
    remark: text('remark').notNull().default(''),
    /** Whether the point's code was scanned (or typed) and matched. */
    scanned: boolean('scanned').notNull(),
    /** The uploads taken at the point (the uploads module's ids). */
    photoIds: bigint('photo_ids', { mode: 'number' }).array().notNull().default([]),
    recordedBy: bigint('recorded_by', { mode: 'number' }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('inspection_results_pk').on(t.enterpriseId, t.taskId, t.pointId)],
);
