CREATE TABLE "return_visit_plans" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "return_visit_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"name" text NOT NULL,
	"visit_type" smallint NOT NULL,
	"template_ids" bigint[] DEFAULT '{}' NOT NULL,
	"delay_value" integer NOT NULL,
	"delay_unit" smallint NOT NULL,
	"assignee_ids" bigint[] DEFAULT '{}' NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sms_template" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"scanned_until" timestamp with time zone NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "return_visit_tasks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "return_visit_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"plan_id" bigint NOT NULL,
	"visit_type" smallint NOT NULL,
	"target_id" bigint NOT NULL,
	"target_no" text NOT NULL,
	"target_title" text NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"owner_name" text,
	"customer_id" bigint NOT NULL,
	"customer_name" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"assignee_id" bigint,
	"state" smallint DEFAULT 1 NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"submitted_by" bigint,
	"submitted_at" timestamp with time zone,
	"sms_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "return_visit_plans_enterprise_idx" ON "return_visit_plans" USING btree ("enterprise_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "return_visit_tasks_once_idx" ON "return_visit_tasks" USING btree ("enterprise_id","plan_id","visit_type","target_id");--> statement-breakpoint
CREATE INDEX "return_visit_tasks_state_idx" ON "return_visit_tasks" USING btree ("enterprise_id","state","due_at");--> statement-breakpoint
CREATE INDEX "return_visit_tasks_target_idx" ON "return_visit_tasks" USING btree ("enterprise_id","visit_type","target_id");