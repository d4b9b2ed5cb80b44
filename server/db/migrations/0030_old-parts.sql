CREATE TABLE "old_part_params" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "old_part_params_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"name" text NOT NULL,
	"field_type" smallint DEFAULT 1 NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "old_part_forms" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "old_part_forms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"order_id" bigint NOT NULL,
	"order_no" text DEFAULT '' NOT NULL,
	"part_id" bigint NOT NULL,
	"qty" numeric(14, 2) NOT NULL,
	"values" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"warehouse_id" bigint,
	"received_by" bigint,
	"received_at" timestamp with time zone,
	"movement_id" bigint,
	"remind_off" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "old_part_manages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "old_part_manages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"kind" smallint NOT NULL,
	"warehouse_id" bigint NOT NULL,
	"part_id" bigint NOT NULL,
	"qty" numeric(14, 2) NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"movement_id" bigint NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "old_part_params_enterprise_idx" ON "old_part_params" USING btree ("enterprise_id","sort");--> statement-breakpoint
CREATE INDEX "old_part_forms_enterprise_idx" ON "old_part_forms" USING btree ("enterprise_id","state","id");--> statement-breakpoint
CREATE INDEX "old_part_forms_code_idx" ON "old_part_forms" USING btree ("enterprise_id","code");--> statement-breakpoint
CREATE INDEX "old_part_forms_user_idx" ON "old_part_forms" USING btree ("enterprise_id","created_by","state");--> statement-breakpoint
CREATE INDEX "old_part_manages_enterprise_idx" ON "old_part_manages" USING btree ("enterprise_id","id");
