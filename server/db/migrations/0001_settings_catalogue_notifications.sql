CREATE TABLE "operation_logs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "operation_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"module" text NOT NULL,
	"action" text NOT NULL,
	"target_id" text,
	"summary" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_group_members" (
	"enterprise_id" bigint NOT NULL,
	"group_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	CONSTRAINT "service_group_members_enterprise_id_group_id_user_id_pk" PRIMARY KEY("enterprise_id","group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "service_groups" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "service_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"name" text NOT NULL,
	"leader_user_id" bigint,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_item_categories" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "service_item_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"parent_id" bigint,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "service_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"category_id" bigint,
	"name" text NOT NULL,
	"price" numeric(12, 2),
	"description" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "announcements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"roles" smallint[] NOT NULL,
	"published_by" bigint NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_deliveries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notification_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"channel" text NOT NULL,
	"trigger" text NOT NULL,
	"user_id" bigint,
	"address" text,
	"content" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notify_rules" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notify_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"trigger" text NOT NULL,
	"channel" text NOT NULL,
	"recipients" smallint[] NOT NULL,
	"template" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_signatures" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sms_signatures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"signature" text NOT NULL,
	"state" smallint DEFAULT 1 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_templates" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sms_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"name" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timed_reminders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "timed_reminders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"user_ids" bigint[] NOT NULL,
	"cycle" text NOT NULL,
	"time_of_day" text NOT NULL,
	"day_of" smallint,
	"next_run_at" timestamp with time zone,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reception_personnel" (
	"enterprise_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"max_concurrent" integer DEFAULT 5 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reception_personnel_enterprise_id_user_id_pk" PRIMARY KEY("enterprise_id","user_id")
);
--> statement-breakpoint
CREATE INDEX "operation_logs_enterprise_time_idx" ON "operation_logs" USING btree ("enterprise_id","created_at");--> statement-breakpoint
CREATE INDEX "service_group_members_user_idx" ON "service_group_members" USING btree ("enterprise_id","user_id");--> statement-breakpoint
CREATE INDEX "service_groups_enterprise_idx" ON "service_groups" USING btree ("enterprise_id","name");--> statement-breakpoint
CREATE INDEX "service_item_categories_enterprise_idx" ON "service_item_categories" USING btree ("enterprise_id","parent_id");--> statement-breakpoint
CREATE INDEX "service_items_enterprise_category_idx" ON "service_items" USING btree ("enterprise_id","category_id");--> statement-breakpoint
CREATE INDEX "announcements_enterprise_idx" ON "announcements" USING btree ("enterprise_id","published_at");--> statement-breakpoint
CREATE INDEX "notification_deliveries_state_idx" ON "notification_deliveries" USING btree ("enterprise_id","state","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notify_rules_trigger_idx" ON "notify_rules" USING btree ("enterprise_id","trigger","channel");--> statement-breakpoint
CREATE INDEX "sms_signatures_enterprise_idx" ON "sms_signatures" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "sms_templates_enterprise_idx" ON "sms_templates" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "timed_reminders_due_idx" ON "timed_reminders" USING btree ("enabled","next_run_at");