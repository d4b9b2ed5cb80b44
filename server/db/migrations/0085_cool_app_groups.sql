-- App markets, part 2 (issue 43): a DingTalk group chat bound to a customer or a team, whose group
-- panel card (the cool app's top card) is refreshed when that group's orders change; and a WeCom
-- market order's kind (a new purchase, more headcount, a renewal, another edition) with the end of
-- the period WeCom sold, so a change of order turns into the plan as WeCom describes it.
CREATE TABLE "cool_app_groups" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cool_app_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"open_conversation_id" text NOT NULL,
	"customer_id" bigint,
	"team_id" bigint,
	"out_track_id" text NOT NULL,
	"card_hash" text DEFAULT '' NOT NULL,
	"pushed_at" timestamp with time zone,
	"failure" text DEFAULT '' NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "cool_app_groups_conversation_idx" ON "cool_app_groups" USING btree ("enterprise_id","open_conversation_id");--> statement-breakpoint
ALTER TABLE "market_orders" ADD COLUMN "kind" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "market_orders" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "market_orders" ADD COLUMN "prior_headcount" integer;--> statement-breakpoint
ALTER TABLE "market_orders" ADD COLUMN "prior_expires_at" timestamp with time zone;
