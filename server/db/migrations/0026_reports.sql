CREATE TABLE "digest_sends" (
	"enterprise_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"type" smallint NOT NULL,
	"day" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "digest_sends_enterprise_id_user_id_type_day_pk" PRIMARY KEY("enterprise_id","user_id","type","day")
);
--> statement-breakpoint
CREATE TABLE "order_day_sums" (
	"enterprise_id" bigint NOT NULL,
	"day" date NOT NULL,
	"template_id" bigint,
	"service_group_id" bigint,
	"owner_id" bigint,
	"dispatch_user_id" bigint,
	"service_item_id" bigint,
	"service_category_id" bigint,
	"state" smallint NOT NULL,
	"total" integer NOT NULL,
	"completed" integer NOT NULL,
	"cancelled" integer NOT NULL,
	"responded" integer NOT NULL,
	"response_minutes" double precision NOT NULL,
	"assigned" integer NOT NULL,
	"assign_minutes" double precision NOT NULL,
	"finished" integer NOT NULL,
	"complete_minutes" double precision NOT NULL,
	"first_fix" integer NOT NULL,
	"with_deadline" integer NOT NULL,
	"overdue" integer NOT NULL,
	"fees_fen" double precision NOT NULL,
	"collected_fen" double precision NOT NULL,
	"service_minutes" double precision NOT NULL,
	"evaluated" integer NOT NULL,
	"solved" integer NOT NULL,
	"quality" double precision NOT NULL,
	"attitude" double precision NOT NULL,
	"speed" double precision NOT NULL,
	"solve_rate" double precision NOT NULL
);
--> statement-breakpoint
CREATE INDEX "order_day_sums_day_idx" ON "order_day_sums" USING btree ("enterprise_id","day");
--> statement-breakpoint
CREATE TABLE "rollup_marks" (
	"name" text PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "orders_updated_idx" ON "orders" USING btree ("updated_at");
