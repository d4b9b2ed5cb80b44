import { bigint, boolean, index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

// Tables of the templates module (server/modules/templates): other modules reach them only through its public face.

/** Columns shared by order types and event templates: a named, enabled, sortable form with settings. */
const templateColumns = () => ({
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
  name: text('name').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  form: jsonb('form').notNull(),
  settings: jsonb('settings').notNull(),
  sort: integer('sort').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
});

/**
 * Order types (templates): kind internal or external, the order form (a form definition of
 * domain/forms), approvals, acceptance, dispatch, pick-up limits, SLA rules and the process.
 * The form is one JSON document so that a whole definition is validated and saved at once.
 */
export const orderTypes = pgTable(
  'order_types',
  { ...templateColumns(), kind: text('kind', { enum: ['internal', 'external'] }).notNull() },
  (t) => [index('order_types_enterprise_idx').on(t.enterpriseId, t.sort)],
);

/** Event templates: the event form, its switches (service item, priority, customer), process and timeout rules. */
export const eventTemplates = pgTable('event_templates', templateColumns(), (t) => [
  index('event_templates_enterprise_idx').on(t.enterpriseId, t.sort),
]);

/**
 * Detail-control forms: the entity-wide custom fields of an entity kind (1 order, 2 customer,
 * 3 customer product, 25 maintenance contract, 26 sale contract, 6 event, 7 project, and
 * 100 expenses fields), one form definition per enterprise and kind.
 */
export const detailForms = pgTable(
  'detail_forms',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    entityType: smallint('entity_type').notNull(),
    form: jsonb('form').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('detail_forms_enterprise_type_idx').on(t.enterpriseId, t.entityType)],
);

/** Fields removed from a form wait here to be restored (the template-field recycle bin). */
export const deletedFormFields = pgTable(
  'deleted_form_fields',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    /** 'order_type' | 'event_template' | 'detail_form' */
    ownerKind: text('owner_kind').notNull(),
    ownerId: bigint('owner_id', { mode: 'number' }).notNull(),
    field: jsonb('field').notNull(),
    position: integer('position').notNull(),
    deletedBy: bigint('deleted_by', { mode: 'number' }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('deleted_form_fields_enterprise_idx').on(t.enterpriseId, t.deletedAt)],
);
