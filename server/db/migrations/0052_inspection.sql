-- Inspection rounds (issue 35): points with their QR codes, plans walking a customer's points on the
-- maintenance schedule, the tasks they make (unique per plan and date) and each point's results.
CREATE TABLE "inspection_points" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"enterprise_id" bigint NOT NULL,
	"name" text NOT NULL,
	"customer_id" bigint NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"code" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "inspection_points_code_idx" ON "inspection_points" USING btree ("enterprise_id","code");
--> statement-breakpoint
CREATE INDEX "inspection_points_customer_idx" ON "inspection_points" USING btree ("enterprise_id","customer_id");
--> statement-breakpoint
CREATE TABLE "inspection_plans" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"enterprise_id" bigint NOT NULL,
	"name" text NOT NULL,
	"customer_id" bigint NOT NULL,
	"assignee_id" bigint NOT NULL,
	"point_ids" bigint[] NOT NULL,
	"check_items" jsonb NOT NULL,
	"mode" smallint NOT NULL,
	"cycle_unit" smallint NOT NULL,
	"cycle_every" integer NOT NULL,
	"visits" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"ahead_days" smallint NOT NULL,
	"generated_through" date,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "inspection_plans_customer_idx" ON "inspection_plans" USING btree ("enterprise_id","customer_id");
--> statement-breakpoint
CREATE TABLE "inspection_tasks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"enterprise_id" bigint NOT NULL,
	"plan_id" bigint NOT NULL,
	"customer_id" bigint NOT NULL,
	"assignee_id" bigint NOT NULL,
	"due_date" date NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"point_ids" bigint[] NOT NULL,
	"check_items" jsonb NOT NULL,
	"order_id" bigint,
	"order_no" text,
	"close_reason" text DEFAULT '' NOT NULL,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "inspection_tasks_once_idx" ON "inspection_tasks" USING btree ("enterprise_id","plan_id","due_date");
--> statement-breakpoint
CREATE INDEX "inspection_tasks_list_idx" ON "inspection_tasks" USING btree ("enterprise_id","due_date","id");
--> statement-breakpoint
CREATE INDEX "inspection_tasks_assignee_idx" ON "inspection_tasks" USING btree ("enterprise_id","assignee_id","due_date");
--> statement-breakpoint
CREATE INDEX "inspection_tasks_state_idx" ON "inspection_tasks" USING btree ("enterprise_id","state");
--> statement-breakpoint
CREATE TABLE "inspection_results" (
	"enterprise_id" bigint NOT NULL,
	"task_id" bigint NOT NULL,
	"point_id" bigint NOT NULL,
	"items" jsonb NOT NULL,
	"exception" boolean NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"scanned" boolean NOT NULL,
	"recorded_by" bigint NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "inspection_results_pk" ON "inspection_results" USING btree ("enterprise_id","task_id","point_id");
