import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// Tables of the products module (server/modules/products): other modules reach them only through its public face.

/** The product archive (/allProduct): product models with their warranty terms and the custom fields of basic-info type 5. */
export const products = pgTable(
  'products',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    model: text('model').notNull().default(''),
    category: text('category').notNull().default(''),
    /** Warranty length in `warranty_unit`s (1 day, 2 month, 3 year); null: no warranty terms. */
    warrantyPeriod: integer('warranty_period'),
    warrantyUnit: smallint('warranty_unit').notNull().default(3),
    /** Warranty basis: 2 purchase time, 3 install time. */
    warrantyBasis: smallint('warranty_basis').notNull().default(2),
    description: text('description').notNull().default(''),
    customValues: jsonb('custom_values').notNull().default({}),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('products_enterprise_name_idx').on(t.enterpriseId, t.name)],
);

/** Customer products (/productManage): one unit of a product model at a customer, codes 420001 to 420011. */
export const customerProducts = pgTable(
  'customer_products',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    productId: bigint('product_id', { mode: 'number' }).notNull(),
    customerId: bigint('customer_id', { mode: 'number' }),
    name: text('name').notNull(),
    serialNumber: text('serial_number').notNull().default(''),
    address: text('address').notNull().default(''),
    purchaseDate: date('purchase_date', { mode: 'string' }),
    deliveryDate: date('delivery_date', { mode: 'string' }),
    installDate: date('install_date', { mode: 'string' }),
    productionDate: date('production_date', { mode: 'string' }),
    warrantyStart: date('warranty_start', { mode: 'string' }),
    warrantyEnd: date('warranty_end', { mode: 'string' }),
    warrantyPeriod: integer('warranty_period'),
    warrantyUnit: smallint('warranty_unit').notNull().default(3),
    warrantyBasis: smallint('warranty_basis').notNull().default(2),
    customValues: jsonb('custom_values').notNull().default({}),
    /** Set while the product's customer is in the recycle bin: the product is hidden with it and comes back on restore. */
    customerRecycledAt: timestamp('customer_recycled_at', { withTimezone: true }),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('customer_products_enterprise_customer_idx').on(t.enterpriseId, t.customerId),
    index('customer_products_enterprise_product_idx').on(t.enterpriseId, t.productId),
    index('customer_products_enterprise_serial_idx').on(t.enterpriseId, t.serialNumber),
  ],
);

/** Batches of QR codes printed ahead and stuck on products later (/qrCodeSetting). */
export const qrBatches = pgTable(
  'qr_batches',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    batchNo: text('batch_no').notNull(),
    quantity: integer('quantity').notNull(),
    note: text('note').notNull().default(''),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('qr_batches_enterprise_no_idx').on(t.enterpriseId, t.batchNo)],
);

/**
 * Product QR codes. The code carries only `token` (random, unguessable); a code belongs to a batch,
 * to a customer product, or to both once a batch code is stuck on a product.
 */
export const qrCodes = pgTable(
  'qr_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    token: text('token').notNull(),
    batchId: bigint('batch_id', { mode: 'number' }),
    customerProductId: bigint('customer_product_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('qr_codes_token_idx').on(t.token),
    index('qr_codes_enterprise_batch_idx').on(t.enterpriseId, t.batchId),
    uniqueIndex('qr_codes_enterprise_product_idx').on(t.enterpriseId, t.customerProductId).where(sql`customer_product_id is not null`),
  ],
);

/** Service requests customers send from a product's public page (scanned QR code). */
export const productServiceRequests = pgTable(
  'product_service_requests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    customerProductId: bigint('customer_product_id', { mode: 'number' }).notNull(),
    contactName: text('contact_name').notNull(),
    phone: text('phone').notNull(),
    description: text('description').notNull(),
    /** The event made from the request, when the events module took it. */
    eventId: bigint('event_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_service_requests_enterprise_product_idx').on(t.enterpriseId, t.customerProductId)],
);
