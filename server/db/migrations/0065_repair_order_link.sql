-- Orders made from repair orders (issue 36, 生成工单): the order a repair order made, at most one.
ALTER TABLE "repair_orders" ADD COLUMN "order_id" bigint;--> statement-breakpoint
ALTER TABLE "repair_orders" ADD COLUMN "order_no" text DEFAULT '' NOT NULL;
