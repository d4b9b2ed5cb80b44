-- Under row-level security PostgreSQL does not use an index for a non-leakproof operator such as
-- ILIKE, so a customer-name keyword would read every order of the tenant. This function runs as the
-- table owner (no row security) and finds the matching ids of one enterprise through the trigram
-- index; when a tenant is set it must be that enterprise. The caller's query stays under row security.
CREATE OR REPLACE FUNCTION order_ids_by_customer_name(enterprise bigint, pattern text) RETURNS SETOF bigint
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT id FROM orders
  WHERE enterprise_id = enterprise
    AND enterprise = coalesce(nullif(current_setting('app.enterprise_id', true), '')::bigint, enterprise)
    AND custom_name ILIKE pattern
$$;
