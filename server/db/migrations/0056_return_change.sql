-- Return and exchange orders (issue 36): the orders, and the repair setting of what an exchange does to the warranty.
ALTER TABLE "repair_settings" ADD COLUMN "exchange_warranty" smallint DEFAULT 1 NOT NULL;
--> statement-breakpoint
CREATE TABLE "return_change_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "return_change_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"type" smallint NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"source" smallint NOT NULL,
	"customer_id" bigint NOT NULL,
	"customer_product_id" bigint NOT NULL,
	"detection_order_id" bigint,
	"repair_order_id" bigint,
	"reason" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"old_serial_number" text DEFAULT '' NOT NULL,
	"new_serial_number" text DEFAULT '' NOT NULL,
	"part_id" bigint,
	"warehouse_id" bigint,
	"movement_id" bigint,
	"warranty" smallint,
	"reject_reason" text DEFAULT '' NOT NULL,
	"approved_by" bigint,
	"approved_at" timestamp with time zone,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_change_orders_state_check" CHECK (state in (0, 1, 2, 3)),
	CONSTRAINT "return_change_orders_type_check" CHECK (type in (1, 2))
);
--> statement-breakpoint
CREATE INDEX "return_change_orders_enterprise_state_idx" ON "return_change_orders" USING btree ("enterprise_id","state");
--> statement-breakpoint
CREATE UNIQUE INDEX "return_change_orders_pending_product_idx" ON "return_change_orders" USING btree ("enterprise_id","customer_product_id") WHERE state = 0;
