-- App market (issue 43): third-party app mode of WeCom and DingTalk, in-app purchase orders, DING messages.
CREATE TABLE "market_suite_tickets" (
	"host" text NOT NULL,
	"suite_id" text NOT NULL,
	"ticket" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "market_suite_tickets_host_suite_id_pk" PRIMARY KEY("host","suite_id")
);
--> statement-breakpoint
CREATE TABLE "market_corps" (
	"host" text NOT NULL,
	"corp_id" text NOT NULL,
	"corp_name" text DEFAULT '' NOT NULL,
	"permanent_code" text NOT NULL,
	"agent_id" text DEFAULT '' NOT NULL,
	"enterprise_id" bigint,
	"state" smallint DEFAULT 1 NOT NULL,
	"installed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"uninstalled_at" timestamp with time zone,
	"purge_after" timestamp with time zone,
	CONSTRAINT "market_corps_host_corp_id_pk" PRIMARY KEY("host","corp_id")
);
--> statement-breakpoint
CREATE INDEX "market_corps_enterprise_idx" ON "market_corps" USING btree ("enterprise_id");
--> statement-breakpoint
CREATE TABLE "market_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "market_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"host" text NOT NULL,
	"order_id" text NOT NULL,
	"corp_id" text NOT NULL,
	"sku_code" text NOT NULL,
	"sku_name" text NOT NULL,
	"headcount" integer NOT NULL,
	"months" integer NOT NULL,
	"amount_fen" bigint NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	"consumed_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "market_orders_host_order_idx" ON "market_orders" USING btree ("host","order_id");
--> statement-breakpoint
CREATE INDEX "market_orders_list_idx" ON "market_orders" USING btree ("enterprise_id","id");
--> statement-breakpoint
CREATE TABLE "market_callback_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "market_callback_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"host" text NOT NULL,
	"event" text DEFAULT '' NOT NULL,
	"corp_id" text DEFAULT '' NOT NULL,
	"outcome" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "market_callback_log_time_idx" ON "market_callback_log" USING btree ("created_at");
--> statement-breakpoint
CREATE TABLE "ding_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ding_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"sender_id" bigint NOT NULL,
	"receiver_id" bigint NOT NULL,
	"subject_type" smallint NOT NULL,
	"subject_id" bigint NOT NULL,
	"subject_code" text DEFAULT '' NOT NULL,
	"kind" smallint NOT NULL,
	"content" text NOT NULL,
	"state" smallint NOT NULL,
	"failure" text DEFAULT '' NOT NULL,
	"host_ding_id" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ding_messages_list_idx" ON "ding_messages" USING btree ("enterprise_id","id");
--> statement-breakpoint
CREATE INDEX "ding_messages_sender_day_idx" ON "ding_messages" USING btree ("enterprise_id","sender_id","created_at");
