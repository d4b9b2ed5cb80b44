import { bigint, date, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, index } from 'drizzle-orm/pg-core';

// Tables of the contracts module (server/modules/contracts): other modules reach them only through its public face.

/** Sales contracts (/salesContract): approval state and lifecycle status, custom fields of detail form 26. */
export const salesContracts = pgTable(
  'sales_contracts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    contractNo: text('contract_no').notNull(),
    name: text('name').notNull(),
    customerId: bigint('customer_id', { mode: 'number' }).notNull(),
    signedDate: date('signed_date', { mode: 'string' }).notNull(),
    /** Lifecycle: 1 signed, 2 executing, 3 finished, 4 terminated. */
    status: smallint('status').notNull(),
    /** Approval: 1 to submit, 2 pending approval, 3 approved. */
    approvalState: smallint('approval_state').notNull().default(1),
    signerUserId: bigint('signer_user_id', { mode: 'number' }),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    customValues: jsonb('custom_values').notNull().default({}),
    rejectReason: text('reject_reason').notNull().default(''),
    createdBy: bigint('created_by', { mode: 'number' }),
    approvedBy: bigint('approved_by', { mode: 'number' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sales_contracts_enterprise_no_idx').on(t.enterpriseId, t.contractNo),
    index('sales_contracts_enterprise_customer_idx').on(t.enterpriseId, t.customerId),
  ],
);
