-- The orders' sums per day by the filters' keys alone (order type, service group, owner): order_day_sums
-- without its other dimensions, a few rows a day where order_day_sums has nearly one per order. The
-- reports tick builds it from order_day_sums on its first run (no mark yet) and keeps it with it.
CREATE TABLE "order_day_key_sums" (LIKE "order_day_sums");
--> statement-breakpoint
ALTER TABLE "order_day_key_sums" DROP COLUMN "dispatch_user_id", DROP COLUMN "service_item_id", DROP COLUMN "service_category_id", DROP COLUMN "state";
--> statement-breakpoint
CREATE INDEX "order_day_key_sums_day_idx" ON "order_day_key_sums" USING btree ("enterprise_id","day");
--> statement-breakpoint
-- order_month_sums gains the dispatchers' rows alone ('dispatchers'): without its mark, the tick's next
-- run rebuilds every month from the day rows, and until then the figures are read from the orders.
DELETE FROM "rollup_marks" WHERE "name" = 'order_month_sums';
