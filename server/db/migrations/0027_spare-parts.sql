CREATE TABLE "spare_kits" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "spare_kits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"name" text NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spare_ledger" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "spare_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"movement_id" bigint NOT NULL,
	"type" smallint NOT NULL,
	"part_id" bigint NOT NULL,
	"from_kind" smallint,
	"from_id" bigint,
	"to_kind" smallint,
	"to_id" bigint,
	"qty" numeric(14, 2) NOT NULL,
	"price" numeric(12, 2) DEFAULT '0' NOT NULL,
	"order_id" bigint,
	"doc_no" text DEFAULT '' NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spare_movements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "spare_movements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"type" smallint NOT NULL,
	"state" smallint NOT NULL,
	"warehouse_id" bigint,
	"lines" jsonb NOT NULL,
	"order_id" bigint,
	"doc_no" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"reversed_by" bigint,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"reason" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spare_parts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "spare_parts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"type_id" bigint NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"unit" text DEFAULT '个' NOT NULL,
	"decimal" boolean DEFAULT false NOT NULL,
	"price" numeric(12, 2) DEFAULT '0' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "spare_settings" (
	"enterprise_id" bigint PRIMARY KEY NOT NULL,
	"storehouse_type" smallint DEFAULT 2 NOT NULL,
	"approval_types" integer[] DEFAULT '{}'::integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spare_stocks" (
	"enterprise_id" bigint NOT NULL,
	"part_id" bigint NOT NULL,
	"loc_kind" smallint NOT NULL,
	"loc_id" bigint NOT NULL,
	"qty" numeric(14, 2) DEFAULT '0' NOT NULL,
	"min_qty" numeric(14, 2),
	"max_qty" numeric(14, 2),
	"warned" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spare_stocks_enterprise_id_part_id_loc_kind_loc_id_pk" PRIMARY KEY("enterprise_id","part_id","loc_kind","loc_id"),
	CONSTRAINT "spare_stocks_qty_check" CHECK (qty >= 0)
);
--> statement-breakpoint
CREATE TABLE "spare_types" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "spare_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spare_warehouses" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "spare_warehouses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"name" text NOT NULL,
	"kind" smallint DEFAULT 2 NOT NULL,
	"keeper_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "spare_ledger_enterprise_idx" ON "spare_ledger" USING btree ("enterprise_id","id");--> statement-breakpoint
CREATE INDEX "spare_ledger_part_idx" ON "spare_ledger" USING btree ("enterprise_id","part_id","id");--> statement-breakpoint
CREATE INDEX "spare_ledger_movement_idx" ON "spare_ledger" USING btree ("enterprise_id","movement_id");--> statement-breakpoint
CREATE INDEX "spare_movements_enterprise_idx" ON "spare_movements" USING btree ("enterprise_id","id");--> statement-breakpoint
CREATE INDEX "spare_movements_pending_idx" ON "spare_movements" USING btree ("enterprise_id","warehouse_id") WHERE state = 0;--> statement-breakpoint
CREATE INDEX "spare_movements_order_idx" ON "spare_movements" USING btree ("enterprise_id","order_id") WHERE order_id is not null;--> statement-breakpoint
CREATE INDEX "spare_parts_enterprise_idx" ON "spare_parts" USING btree ("enterprise_id","type_id","id");--> statement-breakpoint
CREATE INDEX "spare_parts_name_idx" ON "spare_parts" USING btree ("enterprise_id","name");--> statement-breakpoint
CREATE INDEX "spare_stocks_location_idx" ON "spare_stocks" USING btree ("enterprise_id","loc_kind","loc_id","part_id");--> statement-breakpoint
CREATE INDEX "spare_types_enterprise_idx" ON "spare_types" USING btree ("enterprise_id","sort");--> statement-breakpoint
CREATE INDEX "spare_warehouses_enterprise_idx" ON "spare_warehouses" USING btree ("enterprise_id");