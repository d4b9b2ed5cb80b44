-- Completed live orders by completion time: a month's settlement reads only that month's orders, and the
-- reconciliation list pages newest completion first by scanning it backwards (finance, issue 19).
CREATE INDEX "orders_completed_idx" ON "orders" USING btree ("enterprise_id","completed_at","id") WHERE deleted_at is null and state = 5;
