-- Triggers (automation, issue 39): triggers, match ranges, range conditions, nodes, actions, field
-- mappings, and runs (one per trigger, moment and record occurrence: the exactly-once key).
CREATE TABLE "triggers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"enterprise_id" bigint NOT NULL,
	"name" text NOT NULL,
	"record_kind" smallint NOT NULL,
	"moment" smallint NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "triggers_moment_idx" ON "triggers" USING btree ("enterprise_id","record_kind","moment","enabled");
--> statement-breakpoint
CREATE TABLE "trigger_match_ranges" (
	"enterprise_id" bigint NOT NULL,
	"trigger_id" bigint NOT NULL,
	"template_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "trigger_match_ranges_pk" ON "trigger_match_ranges" USING btree ("enterprise_id","trigger_id","template_id");
--> statement-breakpoint
CREATE TABLE "trigger_conditions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"enterprise_id" bigint NOT NULL,
	"trigger_id" bigint NOT NULL,
	"sort" integer NOT NULL,
	"field" text NOT NULL,
	"operator" text NOT NULL,
	"value" jsonb
);
--> statement-breakpoint
CREATE INDEX "trigger_conditions_trigger_idx" ON "trigger_conditions" USING btree ("enterprise_id","trigger_id","sort");
--> statement-breakpoint
CREATE TABLE "trigger_nodes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"enterprise_id" bigint NOT NULL,
	"trigger_id" bigint NOT NULL,
	"sort" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "trigger_nodes_trigger_idx" ON "trigger_nodes" USING btree ("enterprise_id","trigger_id","sort");
--> statement-breakpoint
CREATE TABLE "trigger_actions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"enterprise_id" bigint NOT NULL,
	"trigger_id" bigint NOT NULL,
	"node_id" bigint,
	"kind" smallint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "trigger_actions_trigger_idx" ON "trigger_actions" USING btree ("enterprise_id","trigger_id","sort");
--> statement-breakpoint
CREATE TABLE "trigger_field_mappings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"enterprise_id" bigint NOT NULL,
	"trigger_id" bigint NOT NULL,
	"action_id" bigint,
	"source_field" text NOT NULL,
	"target_field" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "trigger_field_mappings_trigger_idx" ON "trigger_field_mappings" USING btree ("enterprise_id","trigger_id");
--> statement-breakpoint
CREATE TABLE "trigger_runs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"enterprise_id" bigint NOT NULL,
	"trigger_id" bigint NOT NULL,
	"moment" smallint NOT NULL,
	"record_kind" smallint NOT NULL,
	"record_id" bigint NOT NULL,
	"occurrence" bigint NOT NULL,
	"depth" smallint DEFAULT 0 NOT NULL,
	"outcome" smallint NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "trigger_runs_once_idx" ON "trigger_runs" USING btree ("enterprise_id","trigger_id","moment","record_kind","record_id","occurrence");
--> statement-breakpoint
CREATE INDEX "trigger_runs_trigger_idx" ON "trigger_runs" USING btree ("enterprise_id","trigger_id","id");
