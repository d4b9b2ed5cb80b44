-- Finance's live lists under 500 ms at a million orders (issue 34): the rolled-up share rows summed per
-- China month × group × person, and each group's distinct orders per month, kept by the same tick. The
-- marks are dropped so the next tick rebuilds every enterprise's rows and sums together (until then the
-- lists compute live, as before the roll-up).
CREATE TABLE "finance_live_month_sums" (
	"enterprise_id" bigint NOT NULL,
	"month" date NOT NULL,
	"group_key" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"fen" bigint NOT NULL,
	"order_count" integer NOT NULL,
	CONSTRAINT "finance_live_month_sums_enterprise_id_month_group_key_user_id_pk" PRIMARY KEY("enterprise_id","month","group_key","user_id")
);
--> statement-breakpoint
CREATE TABLE "finance_live_month_group_orders" (
	"enterprise_id" bigint NOT NULL,
	"month" date NOT NULL,
	"group_key" bigint NOT NULL,
	"order_count" integer NOT NULL,
	CONSTRAINT "finance_live_month_group_orders_enterprise_id_month_group_key_pk" PRIMARY KEY("enterprise_id","month","group_key")
);
--> statement-breakpoint
DELETE FROM "finance_live_share_marks";
