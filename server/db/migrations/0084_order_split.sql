-- 自动拆单 (issue 39, the settings menu's automatic split): rules per order type and the splits made.
CREATE TABLE "order_split_rules" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"enterprise_id" bigint NOT NULL,
	"template_id" bigint NOT NULL,
	"field_keys" text[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "order_split_rules_type_idx" ON "order_split_rules" USING btree ("enterprise_id","template_id");--> statement-breakpoint
CREATE TABLE "order_split_runs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"enterprise_id" bigint NOT NULL,
	"rule_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"order_no" text NOT NULL,
	"copy_ids" bigint[] NOT NULL,
	"copy_nos" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "order_split_runs_once_idx" ON "order_split_runs" USING btree ("enterprise_id","order_id");--> statement-breakpoint
CREATE INDEX "order_split_runs_rule_idx" ON "order_split_runs" USING btree ("enterprise_id","rule_id","id");
