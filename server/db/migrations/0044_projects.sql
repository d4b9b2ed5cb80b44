-- Projects (spec part 2): templates of processes and tasks, projects made from them, their tasks.
CREATE TABLE "project_templates" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"name" text NOT NULL,
	"processes" jsonb NOT NULL,
	"create_approval" boolean DEFAULT true NOT NULL,
	"finish_approval" boolean DEFAULT true NOT NULL,
	"approver_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "projects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"project_no" text NOT NULL,
	"name" text NOT NULL,
	"template_id" bigint NOT NULL,
	"template_name" text NOT NULL,
	"state" smallint NOT NULL,
	"approval" smallint NOT NULL,
	"process_names" jsonb NOT NULL,
	"finish_approval" boolean NOT NULL,
	"approver_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"start_date" date,
	"end_date" date,
	"reject_reason" text DEFAULT '' NOT NULL,
	"counted_tasks" integer DEFAULT 0 NOT NULL,
	"finished_tasks" integer DEFAULT 0 NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "project_tasks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"process_index" smallint NOT NULL,
	"position" smallint NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"person_id" bigint,
	"coordinator_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"order_id" bigint,
	"finished_by" bigint,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "project_templates_enterprise_name_idx" ON "project_templates" USING btree ("enterprise_id","name");
--> statement-breakpoint
CREATE UNIQUE INDEX "projects_enterprise_no_idx" ON "projects" USING btree ("enterprise_id","project_no");
--> statement-breakpoint
CREATE INDEX "projects_enterprise_created_idx" ON "projects" USING btree ("enterprise_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "project_tasks_project_idx" ON "project_tasks" USING btree ("enterprise_id","project_id");
--> statement-breakpoint
CREATE INDEX "project_tasks_person_idx" ON "project_tasks" USING btree ("enterprise_id","person_id");
