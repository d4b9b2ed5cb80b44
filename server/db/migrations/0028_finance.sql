CREATE TABLE "finance_receive_payments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "finance_receive_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"name" text NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "finance_item_collections" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "finance_item_collections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"receive_payment_id" bigint NOT NULL,
	"item_name" text NOT NULL,
	"mode" smallint NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"proof" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "finance_reconciliations" (
	"enterprise_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"difference_amount" numeric(14, 2),
	"difference_note" text DEFAULT '' NOT NULL,
	"reconciled_by" bigint,
	"reconciled_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "finance_receive_payments_enterprise_idx" ON "finance_receive_payments" USING btree ("enterprise_id","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "finance_receive_payments_name_idx" ON "finance_receive_payments" USING btree ("enterprise_id","name") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "finance_item_collections_order_idx" ON "finance_item_collections" USING btree ("enterprise_id","order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "finance_reconciliations_order_idx" ON "finance_reconciliations" USING btree ("enterprise_id","order_id");--> statement-breakpoint
CREATE INDEX "finance_reconciliations_state_idx" ON "finance_reconciliations" USING btree ("enterprise_id","state","reconciled_at");
--> statement-breakpoint
CREATE TABLE "finance_commission_rules" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "finance_commission_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"rule_key" bigint NOT NULL,
	"name" text NOT NULL,
	"base" smallint NOT NULL,
	"method" smallint NOT NULL,
	"rate_bp" integer DEFAULT 0 NOT NULL,
	"amount_fen" bigint DEFAULT 0 NOT NULL,
	"money_item_id" bigint,
	"service_item_id" bigint,
	"owner_bp" integer DEFAULT 10000 NOT NULL,
	"collaborators_bp" integer DEFAULT 0 NOT NULL,
	"leader_bp" integer DEFAULT 0 NOT NULL,
	"order_type_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"valid_from" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_to" timestamp with time zone,
	"created_by" bigint
);
--> statement-breakpoint
CREATE TABLE "finance_settlements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "finance_settlements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"period" text NOT NULL,
	"total_fen" bigint NOT NULL,
	"order_count" integer NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "finance_settlement_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "finance_settlement_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"settlement_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"commission_fen" bigint NOT NULL,
	"rewards_fen" bigint NOT NULL,
	"total_fen" bigint NOT NULL,
	"order_count" integer NOT NULL,
	"orders" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "finance_commission_rules_key_idx" ON "finance_commission_rules" USING btree ("enterprise_id","rule_key","valid_from");--> statement-breakpoint
CREATE UNIQUE INDEX "finance_commission_rules_current_idx" ON "finance_commission_rules" USING btree ("enterprise_id","rule_key") WHERE valid_to is null;--> statement-breakpoint
CREATE UNIQUE INDEX "finance_settlements_period_idx" ON "finance_settlements" USING btree ("enterprise_id","period");--> statement-breakpoint
CREATE INDEX "finance_settlement_lines_idx" ON "finance_settlement_lines" USING btree ("enterprise_id","settlement_id","user_id");
--> statement-breakpoint
CREATE TABLE "finance_rewards" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "finance_rewards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"amount_fen" bigint NOT NULL,
	"reason" text NOT NULL,
	"order_id" bigint,
	"state" smallint DEFAULT 0 NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"decide_remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX "finance_rewards_state_idx" ON "finance_rewards" USING btree ("enterprise_id","state","decided_at");--> statement-breakpoint
CREATE INDEX "finance_rewards_user_idx" ON "finance_rewards" USING btree ("enterprise_id","user_id","id");
--> statement-breakpoint
CREATE TABLE "finance_named_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "finance_named_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"kind" smallint NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "finance_named_entries_name_idx" ON "finance_named_entries" USING btree ("enterprise_id","kind","name") WHERE deleted_at is null;
