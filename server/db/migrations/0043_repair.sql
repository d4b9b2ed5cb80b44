-- Repair and returns (issue 36): the settings, repair orders, the parts used on them, their log, detection orders.
CREATE TABLE "repair_settings" (
	"enterprise_id" bigint PRIMARY KEY NOT NULL,
	"fault_categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"needs_approval" boolean DEFAULT false NOT NULL,
	"detection_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"default_warehouse_id" bigint,
	"labor_fee" numeric(12, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "repair_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "repair_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"source" smallint NOT NULL,
	"customer_id" bigint NOT NULL,
	"customer_product_id" bigint NOT NULL,
	"in_warranty" boolean NOT NULL,
	"fault_category" text DEFAULT '' NOT NULL,
	"fault" text DEFAULT '' NOT NULL,
	"accessories" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"labor_fee" numeric(12, 2) DEFAULT '0' NOT NULL,
	"parts_amount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"signed_in_at" timestamp with time zone,
	"signed_in_by" bigint,
	"repairer_id" bigint,
	"courier_company" text DEFAULT '' NOT NULL,
	"courier_no" text DEFAULT '' NOT NULL,
	"shipped_at" timestamp with time zone,
	"reject_reason" text DEFAULT '' NOT NULL,
	"approved_by" bigint,
	"completed_at" timestamp with time zone,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "repair_orders_state_check" CHECK (state in (0, 1, 2, 3, 4))
);
--> statement-breakpoint
CREATE INDEX "repair_orders_enterprise_state_idx" ON "repair_orders" USING btree ("enterprise_id","state");
--> statement-breakpoint
CREATE UNIQUE INDEX "repair_orders_open_product_idx" ON "repair_orders" USING btree ("enterprise_id","customer_product_id") WHERE state in (0, 1, 4);
--> statement-breakpoint
CREATE TABLE "repair_part_uses" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "repair_part_uses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"repair_order_id" bigint NOT NULL,
	"movement_id" bigint NOT NULL,
	"cancel_movement_id" bigint,
	"lines" jsonb NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "repair_part_uses_order_idx" ON "repair_part_uses" USING btree ("enterprise_id","repair_order_id");
--> statement-breakpoint
CREATE TABLE "repair_logs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "repair_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"repair_order_id" bigint NOT NULL,
	"action" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "repair_logs_order_idx" ON "repair_logs" USING btree ("enterprise_id","repair_order_id");
--> statement-breakpoint
CREATE TABLE "detection_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "detection_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"repair_order_id" bigint NOT NULL,
	"customer_id" bigint NOT NULL,
	"customer_product_id" bigint NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"checklist" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"verdict" smallint,
	"conclusion" text DEFAULT '' NOT NULL,
	"inspector_id" bigint,
	"inspected_at" timestamp with time zone,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "detection_orders_state_check" CHECK (state in (0, 1, 2))
);
--> statement-breakpoint
CREATE INDEX "detection_orders_repair_idx" ON "detection_orders" USING btree ("enterprise_id","repair_order_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "detection_orders_pending_idx" ON "detection_orders" USING btree ("enterprise_id","repair_order_id") WHERE state = 0;
