CREATE TABLE "cycle_plan_customers" (
	"enterprise_id" bigint NOT NULL,
	"plan_id" bigint NOT NULL,
	"customer_id" bigint NOT NULL,
	"followed_for" date,
	"follow_note" text,
	"followed_by" bigint,
	"followed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cycle_plan_runs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cycle_plan_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"plan_id" bigint NOT NULL,
	"customer_id" bigint NOT NULL,
	"due_date" date NOT NULL,
	"order_id" bigint,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cycle_plans" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cycle_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"name" text NOT NULL,
	"template_id" bigint NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cycle_unit" smallint NOT NULL,
	"cycle_every" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"state" smallint DEFAULT 1 NOT NULL,
	"next_due_date" date,
	"next_run_at" timestamp with time zone,
	"last_due_date" date,
	"remind_days" smallint DEFAULT 0 NOT NULL,
	"remind_user_ids" bigint[] DEFAULT '{}' NOT NULL,
	"remind_at" timestamp with time zone,
	"reminded_for" date,
	"generated_count" integer DEFAULT 0 NOT NULL,
	"created_by" bigint NOT NULL,
	"created_role" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "cycle_plan_customers_pk" ON "cycle_plan_customers" USING btree ("enterprise_id","plan_id","customer_id");--> statement-breakpoint
CREATE INDEX "cycle_plan_customers_customer_idx" ON "cycle_plan_customers" USING btree ("enterprise_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cycle_plan_runs_once_idx" ON "cycle_plan_runs" USING btree ("enterprise_id","plan_id","customer_id","due_date");--> statement-breakpoint
CREATE INDEX "cycle_plans_enterprise_idx" ON "cycle_plans" USING btree ("enterprise_id","id");--> statement-breakpoint
CREATE INDEX "cycle_plans_due_idx" ON "cycle_plans" USING btree ("next_run_at");--> statement-breakpoint
CREATE INDEX "cycle_plans_remind_idx" ON "cycle_plans" USING btree ("remind_at");