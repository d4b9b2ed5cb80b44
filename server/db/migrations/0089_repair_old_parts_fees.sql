-- Repair (issue 36): the faulty parts taken out with a part use (posted to the engineer's old parts), the repair
-- fee's payment (a finance collection of source 2) and a passed return's refund (a finance collection of source 3).
ALTER TABLE "repair_part_uses" ADD COLUMN "old_lines" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "repair_part_uses" ADD COLUMN "old_movement_id" bigint;
--> statement-breakpoint
ALTER TABLE "repair_orders" ADD COLUMN "pay_mode" smallint;
--> statement-breakpoint
ALTER TABLE "repair_orders" ADD COLUMN "paid_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "repair_orders" ADD COLUMN "paid_by" bigint;
--> statement-breakpoint
ALTER TABLE "return_change_orders" ADD COLUMN "refund_amount" numeric(12, 2);
