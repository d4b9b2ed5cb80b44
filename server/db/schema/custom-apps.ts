import { bigint, boolean, index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

// Tables of the custom-apps module (server/modules/custom-apps): other modules reach them only through its public face.

/** Groups of custom applications: each is a submenu of the 自定义应用 menu section. */
export const customAppGroups = pgTable(
  'custom_app_groups',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('custom_app_groups_enterprise_idx').on(t.enterpriseId, t.sort)],
);

/**
 * Forms of custom applications (the spec's templateId / inner_obj_id): one form definition of
 * domain/forms, and the records entered with it. Several applications may share one form, e.g. a
 * form page (form_type 1) where staff submit and a list (form_type 2) where others read.
 */
export const customAppForms = pgTable(
  'custom_app_forms',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    form: jsonb('form').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('custom_app_forms_enterprise_idx').on(t.enterpriseId)],
);

/** Custom applications: menu entries of form_type 0 external link, 1 form page, 2 record list. */
export const customApps = pgTable(
  'custom_apps',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    groupId: bigint('group_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    icon: text('icon').notNull().default(''),
    formType: smallint('form_type').notNull(),
    externalUrl: text('external_url'),
    formId: bigint('form_id', { mode: 'number' }),
    /** Roles that see it in the menu; empty means every role. */
    roles: jsonb('roles').$type<number[]>().notNull().default([]),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('custom_apps_enterprise_group_idx').on(t.enterpriseId, t.groupId, t.sort), index('custom_apps_enterprise_form_idx').on(t.enterpriseId, t.formId)],
);

/** Records entered through a custom application's form: values by field key, as checked on save. */
export const customAppRecords = pgTable(
  'custom_app_records',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    formId: bigint('form_id', { mode: 'number' }).notNull(),
    values: jsonb('values').notNull(),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('custom_app_records_enterprise_form_idx').on(t.enterpriseId, t.formId, t.id)],
);
