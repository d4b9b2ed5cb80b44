-- The service mall (issue 37): two-level goods categories, goods (optionally drawing on a spare part's
-- warehouse stock when shipped), and mall orders placed by portal customers through six states.
CREATE TABLE "mall_categories" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mall_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"parent_id" bigint,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "mall_categories_enterprise_idx" ON "mall_categories" USING btree ("enterprise_id","parent_id");
--> statement-breakpoint
CREATE TABLE "mall_goods" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mall_goods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"category_id" bigint NOT NULL,
	"name" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"specs" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"on_shelf" boolean DEFAULT true NOT NULL,
	"spare_part_id" bigint,
	"warehouse_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mall_goods_stock_check" CHECK ("mall_goods"."stock" >= 0)
);
--> statement-breakpoint
CREATE INDEX "mall_goods_enterprise_category_idx" ON "mall_goods" USING btree ("enterprise_id","category_id");
--> statement-breakpoint
CREATE TABLE "mall_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mall_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"state" smallint DEFAULT 1 NOT NULL,
	"customer_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"buyer_name" text NOT NULL,
	"lines" jsonb NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"contact_name" text NOT NULL,
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"tracking_no" text DEFAULT '' NOT NULL,
	"log" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "mall_orders_enterprise_state_idx" ON "mall_orders" USING btree ("enterprise_id","state","id");
--> statement-breakpoint
CREATE INDEX "mall_orders_customer_idx" ON "mall_orders" USING btree ("enterprise_id","customer_id","id");
