DROP INDEX "customers_name_trgm";--> statement-breakpoint
DROP INDEX "customers_phone_trgm";--> statement-breakpoint
CREATE INDEX "customers_name_trgm" ON "customers" USING gin ("enterprise_id","name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_phone_trgm" ON "customers" USING gin ("enterprise_id","phone" gin_trgm_ops);--> statement-breakpoint
-- As order_ids_by_customer_name (0011): under row-level security PostgreSQL keeps a non-leakproof ILIKE
-- off the trigram index, so these run as the table owner and find one enterprise's matching ids through
-- it; when a tenant is set it must be that enterprise. The caller's query stays under row security.
CREATE OR REPLACE FUNCTION customer_ids_by_name(enterprise bigint, pattern text) RETURNS SETOF bigint
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT id FROM customers
  WHERE enterprise_id = enterprise
    AND enterprise = coalesce(nullif(current_setting('app.enterprise_id', true), '')::bigint, enterprise)
    AND name ILIKE pattern
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION customer_ids_by_phone(enterprise bigint, pattern text) RETURNS SETOF bigint
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT id FROM customers
  WHERE enterprise_id = enterprise
    AND enterprise = coalesce(nullif(current_setting('app.enterprise_id', true), '')::bigint, enterprise)
    AND phone ILIKE pattern
$$;
