-- Maintenance contracts, their products, plans with products and alternative products, and the tasks
-- the plans make (issue 35). A task is unique per plan and date: a date is never made twice.
CREATE TABLE "maintenance_contracts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"enterprise_id" bigint NOT NULL,
	"name" text NOT NULL,
	"customer_id" bigint NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"custom_values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "maintenance_contracts_enterprise_idx" ON "maintenance_contracts" USING btree ("enterprise_id","id");
--> statement-breakpoint
CREATE INDEX "maintenance_contracts_customer_idx" ON "maintenance_contracts" USING btree ("enterprise_id","customer_id");
--> statement-breakpoint
CREATE TABLE "maintenance_contract_products" (
	"enterprise_id" bigint NOT NULL,
	"contract_id" bigint NOT NULL,
	"customer_product_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "maintenance_contract_products_pk" ON "maintenance_contract_products" USING btree ("enterprise_id","contract_id","customer_product_id");
--> statement-breakpoint
CREATE TABLE "maintenance_plans" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"enterprise_id" bigint NOT NULL,
	"contract_id" bigint NOT NULL,
	"name" text NOT NULL,
	"template_id" bigint NOT NULL,
	"content" text DEFAULT '' NOT NULL,
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
CREATE INDEX "maintenance_plans_contract_idx" ON "maintenance_plans" USING btree ("enterprise_id","contract_id");
--> statement-breakpoint
CREATE TABLE "maintenance_plan_products" (
	"enterprise_id" bigint NOT NULL,
	"plan_id" bigint NOT NULL,
	"customer_product_id" bigint NOT NULL,
	"alternative" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "maintenance_plan_products_pk" ON "maintenance_plan_products" USING btree ("enterprise_id","plan_id","customer_product_id");
--> statement-breakpoint
CREATE TABLE "maintenance_tasks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"enterprise_id" bigint NOT NULL,
	"plan_id" bigint NOT NULL,
	"contract_id" bigint NOT NULL,
	"due_date" date NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"customer_product_ids" bigint[] NOT NULL,
	"order_id" bigint,
	"order_no" text,
	"finished_at" timestamp with time zone,
	"overdue_noticed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "maintenance_tasks_once_idx" ON "maintenance_tasks" USING btree ("enterprise_id","plan_id","due_date");
--> statement-breakpoint
CREATE INDEX "maintenance_tasks_due_idx" ON "maintenance_tasks" USING btree ("enterprise_id","state","due_date");
--> statement-breakpoint
CREATE INDEX "maintenance_tasks_order_idx" ON "maintenance_tasks" USING btree ("enterprise_id","order_id");
--> statement-breakpoint
CREATE INDEX "maintenance_tasks_list_idx" ON "maintenance_tasks" USING btree ("enterprise_id","due_date","id");
--> statement-breakpoint
CREATE INDEX "maintenance_tasks_contract_idx" ON "maintenance_tasks" USING btree ("enterprise_id","contract_id");
