-- Online customer service (issue 41): each account's reception group (who receives, working hours,
-- the reply outside them, the idle timeout); sessions remember the off-hours reply, why they ended,
-- and the customer's rating.
ALTER TABLE "chat_accounts" ADD COLUMN "staff_user_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "chat_accounts" ADD COLUMN "work_hours" jsonb;
--> statement-breakpoint
ALTER TABLE "chat_accounts" ADD COLUMN "off_hours_reply" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "chat_accounts" ADD COLUMN "idle_close_minutes" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "off_hours_replied" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "close_reason" smallint;
--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "rating" smallint;
--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "rating_comment" text DEFAULT '' NOT NULL;
--> statement-breakpoint
CREATE INDEX "chat_sessions_idle_idx" ON "chat_sessions" USING btree ("last_message_at") WHERE "state" < 3;
