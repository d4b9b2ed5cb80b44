-- The customer-name keyword index leads with the enterprise (btree_gin), so one tenant's search reads only its own matches.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "orders_custom_name_trgm";--> statement-breakpoint
CREATE INDEX "orders_custom_name_trgm" ON "orders" USING gin ("enterprise_id","custom_name" gin_trgm_ops);