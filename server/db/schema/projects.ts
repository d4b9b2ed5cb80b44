import { bigint, boolean, date, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// Tables of the projects module (server/modules/projects): other modules reach them only through its public face.

/** Project templates (/projectSet): ordered processes with their tasks, and the approvals a project goes through. */
export const projectTemplates = pgTable(
  'project_templates',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    /** [{ name, tasks: [{ name, kind, description }] }] in order. */
    processes: jsonb('processes').notNull(),
    createApproval: boolean('create_approval').notNull().default(true),
    finishApproval: boolean('finish_approval').notNull().default(true),
    approverIds: jsonb('approver_ids').notNull().default([]),
    /** Personnel permissions (/projectSet/addpersonnelProject/{id}): who may create, view and edit its projects; none named = no limit. */
    creatorIds: jsonb('creator_ids').notNull().default([]),
    viewerIds: jsonb('viewer_ids').notNull().default([]),
    editorIds: jsonb('editor_ids').notNull().default([]),
    /** Its custom form (/projectSet/processProject/customForm): the fields a project of it fills in. */
    form: jsonb('form').notNull().default({ fields: [] }),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('project_templates_enterprise_name_idx').on(t.enterpriseId, t.name)],
);

/** Projects (/allProject): made from a template, whose processes became its tasks and whose approvals it keeps. */
export const projects = pgTable(
  'projects',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    projectNo: text('project_no').notNull(),
    name: text('name').notNull(),
    templateId: bigint('template_id', { mode: 'number' }).notNull(),
    templateName: text('template_name').notNull(),
    /** 0 unapproved, 1 in progress, 2 completed (spec part 2 section 4). */
    state: smallint('state').notNull(),
    /** 0 none, 1 an approval waiting, 2 creation refused. */
    approval: smallint('approval').notNull(),
    processNames: jsonb('process_names').notNull(),
    finishApproval: boolean('finish_approval').notNull(),
    approverIds: jsonb('approver_ids').notNull().default([]),
    description: text('description').notNull().default(''),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    rejectReason: text('reject_reason').notNull().default(''),
    /** The template's custom form as it was when the project was made, and the project's values of it. */
    form: jsonb('form').notNull().default({ fields: [] }),
    customValues: jsonb('custom_values').notNull().default({}),
    /** Tasks not disabled, and of them the finished: the progress without reading the tasks. */
    countedTasks: integer('counted_tasks').notNull().default(0),
    finishedTasks: integer('finished_tasks').notNull().default(0),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('projects_enterprise_no_idx').on(t.enterpriseId, t.projectNo),
    index('projects_enterprise_created_idx').on(t.enterpriseId, t.createdAt, t.id),
  ],
);

/** A project's tasks, by process and position. */
export const projectTasks = pgTable(
  'project_tasks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    projectId: bigint('project_id', { mode: 'number' }).notNull(),
    processIndex: smallint('process_index').notNull(),
    position: smallint('position').notNull(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    description: text('description').notNull().default(''),
    /** 0 unfinished, 1 finished, 2 disabled, 3 in approval. */
    state: smallint('state').notNull().default(0),
    personId: bigint('person_id', { mode: 'number' }),
    coordinatorIds: jsonb('coordinator_ids').notNull().default([]),
    note: text('note').notNull().default(''),
    /** The service order made from an order task. */
    orderId: bigint('order_id', { mode: 'number' }),
    finishedBy: bigint('finished_by', { mode: 'number' }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** The project end date its people were told had passed: one overdue notice per end date (a later end date may be told again). */
    overdueToldFor: date('overdue_told_for', { mode: 'string' }),
  },
  (t) => [
    index('project_tasks_project_idx').on(t.enterpriseId, t.projectId),
    index('project_tasks_person_idx').on(t.enterpriseId, t.personId),
    index('project_tasks_coordinators_idx').using('gin', t.coordinatorIds),
  ],
);

/**
 * Who holds a task in which project (its person or a coordination user) and in how many of its tasks. Written only by
 * the statement triggers on project_tasks (migration 0076), in the transaction that changes the tasks, so the list's
 * "projects I see through my tasks" is a lookup on the key rather than a look into every project's tasks.
 */
export const projectTaskHolders = pgTable(
  'project_task_holders',
  {
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    projectId: bigint('project_id', { mode: 'number' }).notNull(),
    tasks: integer('tasks').notNull(),
  },
  (t) => [primaryKey({ name: 'project_task_holders_pk', columns: [t.enterpriseId, t.userId, t.projectId] })],
);

/** A project's files: uploads (through the uploads module) attached to it. */
export const projectFiles = pgTable(
  'project_files',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    projectId: bigint('project_id', { mode: 'number' }).notNull(),
    uploadId: bigint('upload_id', { mode: 'number' }).notNull(),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('project_files_project_upload_idx').on(t.enterpriseId, t.projectId, t.uploadId)],
);

/** A project's products: customer products or catalogue products linked to it. */
export const projectProducts = pgTable(
  'project_products',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    projectId: bigint('project_id', { mode: 'number' }).notNull(),
    /** 'customer' (a customer's product) or 'catalogue' (a product of the archive). */
    kind: text('kind').notNull(),
    productId: bigint('product_id', { mode: 'number' }).notNull(),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('project_products_project_product_idx').on(t.enterpriseId, t.projectId, t.kind, t.productId)],
);
