-- Finance at a million orders (issue 34): the live settlement lists read rolled-up order shares kept by
-- finance's minute tick, plus the few orders changed since its mark, computed live. A reconciliation
-- carries the time it last changed, so the tick and the lists see an order reconciled or reopened
-- since the mark (reconciling does not write the order). Existing rows read as changed long ago (a
-- constant default adds the column without rewriting the table; the first roll-up computes every order).
ALTER TABLE "finance_reconciliations" ADD COLUMN "changed_at" timestamp with time zone DEFAULT '1970-01-01 00:00:00+00' NOT NULL;--> statement-breakpoint
ALTER TABLE "finance_reconciliations" ALTER COLUMN "changed_at" SET DEFAULT now();--> statement-breakpoint
CREATE INDEX "finance_reconciliations_changed_idx" ON "finance_reconciliations" USING btree ("enterprise_id","changed_at");--> statement-breakpoint
CREATE TABLE "finance_live_shares" (
	"enterprise_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"rule_key" bigint NOT NULL,
	"group_id" bigint,
	"order_no" text NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	"rule_name" text NOT NULL,
	"role" smallint NOT NULL,
	"fen" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "finance_live_shares_month_idx" ON "finance_live_shares" USING btree ("enterprise_id","completed_at");--> statement-breakpoint
CREATE INDEX "finance_live_shares_user_idx" ON "finance_live_shares" USING btree ("enterprise_id","user_id","completed_at");--> statement-breakpoint
CREATE INDEX "finance_live_shares_order_idx" ON "finance_live_shares" USING btree ("enterprise_id","order_id");--> statement-breakpoint
CREATE TABLE "finance_live_share_marks" (
	"enterprise_id" bigint PRIMARY KEY NOT NULL,
	"as_of" timestamp with time zone NOT NULL,
	"stamp" text NOT NULL
);
