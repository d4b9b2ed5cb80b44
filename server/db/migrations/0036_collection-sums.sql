-- The reports' 已收款 sums finance's collections of a range (issue 20): the enterprise's collections by the
-- time recorded, with the order and the amount in the index, so a range is read from the index alone.
CREATE INDEX "finance_item_collections_created_idx" ON "finance_item_collections" USING btree ("enterprise_id","created_at","order_id","amount");
