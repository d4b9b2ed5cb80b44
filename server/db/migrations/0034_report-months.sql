-- The month roll-ups have their day roll-ups' columns, with "month" (the month's first day) for "day";
-- each row keeps the filters' keys and one set of more ("grouped"), the others null: state and province may be null.
CREATE TABLE "order_month_sums" (LIKE "order_day_sums");
--> statement-breakpoint
ALTER TABLE "order_month_sums" RENAME COLUMN "day" TO "month";
--> statement-breakpoint
ALTER TABLE "order_month_sums" ALTER COLUMN "state" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "order_month_sums" ADD COLUMN "grouped" text NOT NULL;
--> statement-breakpoint
CREATE INDEX "order_month_sums_month_idx" ON "order_month_sums" USING btree ("enterprise_id","grouped","month");
--> statement-breakpoint
CREATE TABLE "order_place_month_sums" (LIKE "order_place_sums");
--> statement-breakpoint
ALTER TABLE "order_place_month_sums" RENAME COLUMN "day" TO "month";
--> statement-breakpoint
ALTER TABLE "order_place_month_sums" ALTER COLUMN "province" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "order_place_month_sums" ADD COLUMN "grouped" text NOT NULL;
--> statement-breakpoint
CREATE INDEX "order_place_month_sums_month_idx" ON "order_place_month_sums" USING btree ("enterprise_id","grouped","month");
