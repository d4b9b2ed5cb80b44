-- Internal repair orders (issue 36, /maintenanceOrder): old parts of a warehouse's old-part store or the enterprise's own equipment repaired in-house.
CREATE TABLE "internal_repair_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "internal_repair_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"kind" smallint NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"part_id" bigint,
	"warehouse_id" bigint,
	"qty" bigint,
	"equipment_name" text DEFAULT '' NOT NULL,
	"asset_no" text DEFAULT '' NOT NULL,
	"fault" text NOT NULL,
	"repairer_id" bigint,
	"started_at" timestamp with time zone,
	"result" smallint,
	"note" text DEFAULT '' NOT NULL,
	"movement_id" bigint,
	"finished_at" timestamp with time zone,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "internal_repair_orders_state_check" CHECK (state in (0, 1, 2, 3)),
	CONSTRAINT "internal_repair_orders_kind_check" CHECK (kind in (1, 2))
);
--> statement-breakpoint
CREATE INDEX "internal_repair_orders_enterprise_state_idx" ON "internal_repair_orders" USING btree ("enterprise_id","state");
