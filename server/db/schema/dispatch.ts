import { bigint, boolean, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// Tables of the dispatch module (server/modules/dispatch): other modules reach them only through its public face.

/** Working calendars: a person's (kind 1) or a service group's (kind 2) working days and hours, start location and service areas. */
export const dispatchCalendars = pgTable(
  'dispatch_calendars',
  {
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    kind: smallint('kind').notNull(),
    subjectId: bigint('subject_id', { mode: 'number' }).notNull(),
    /** ISO weekdays 1 (Monday) .. 7. */
    days: smallint('days').array().notNull(),
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
    homeLng: doublePrecision('home_lng'),
    homeLat: doublePrecision('home_lat'),
    homeAddress: text('home_address').notNull().default(''),
    areas: text('areas').array().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.enterpriseId, t.kind, t.subjectId] })],
);

/** Days off and leave of a person, whole days from..to inclusive. */
export const dispatchLeaves = pgTable(
  'dispatch_leaves',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dispatch_leaves_user_idx').on(t.enterpriseId, t.userId, t.fromDate)],
);

/** The enterprise's skills (空调安装, 电路维修 …). */
export const dispatchSkills = pgTable(
  'dispatch_skills',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('dispatch_skills_name_idx').on(t.enterpriseId, t.name)],
);

/** A person's skills as tags with a level 1..3. */
export const dispatchPersonSkills = pgTable(
  'dispatch_person_skills',
  {
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    skillId: bigint('skill_id', { mode: 'number' }).notNull(),
    level: smallint('level').notNull(),
  },
  (t) => [primaryKey({ columns: [t.enterpriseId, t.userId, t.skillId] })],
);

/** An order type's automatic assignment rule: mode 0 off, 1 suggest, 2 assign; the need (skill, parts, length) and the weights. */
export const dispatchRules = pgTable(
  'dispatch_rules',
  {
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    templateId: bigint('template_id', { mode: 'number' }).notNull(),
    mode: smallint('mode').notNull().default(0),
    skillId: bigint('skill_id', { mode: 'number' }),
    minLevel: smallint('min_level').notNull().default(1),
    requireSkill: boolean('require_skill').notNull().default(false),
    partIds: bigint('part_ids', { mode: 'number' }).array().notNull().default([]),
    serviceMinutes: integer('service_minutes').notNull().default(60),
    weights: jsonb('weights').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.enterpriseId, t.templateId] })],
);

/** What dispatch decided for an order and why: kept on the order (explainable; the order's log undoes it as any assignment). */
export const dispatchDecisions = pgTable(
  'dispatch_decisions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    /** 1 suggest, 2 auto-assign, 3 route optimisation accepted. */
    kind: smallint('kind').notNull(),
    userId: bigint('user_id', { mode: 'number' }),
    score: doublePrecision('score'),
    reasons: jsonb('reasons').notNull().default([]),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dispatch_decisions_order_idx').on(t.enterpriseId, t.orderId, t.id)],
);
