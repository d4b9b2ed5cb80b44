import { bigint, index, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

// Tables of the sms module (server/modules/sms): other modules reach them only through its public face.

/** SMS templates (/sms/tmpl/list) and the enterprise's SMS signature application (/smsMEssage/applyMessage). */
export const smsTemplates = pgTable(
  'sms_templates',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_templates_enterprise_idx').on(t.enterpriseId)],
);

export const smsSignatures = pgTable(
  'sms_signatures',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    signature: text('signature').notNull(),
    /** 1 applied, 2 approved, 3 rejected. */
    state: smallint('state').notNull().default(1),
    remark: text('remark').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_signatures_enterprise_idx').on(t.enterpriseId)],
);
