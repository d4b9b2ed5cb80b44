-- The reports' roll-ups count finance's collections in 已收款 (issue 20): each minute tick looks up the
-- collections recorded since its last run, of every enterprise, by the time recorded.
CREATE INDEX "finance_item_collections_created_idx" ON "finance_item_collections" USING btree ("created_at");
