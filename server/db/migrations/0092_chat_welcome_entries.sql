-- Online customer service (issue 41): an account's welcome (sent with enter_session's welcome_code), and
-- where a WeCom customer last entered from (the contact-way link's scene), kept across pulls until the
-- customer's first message opens a session.
ALTER TABLE "chat_accounts" ADD COLUMN "welcome_text" text DEFAULT '' NOT NULL;
--> statement-breakpoint
CREATE TABLE "chat_kf_entries" (
	"enterprise_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"customer_key" text NOT NULL,
	"scene" text NOT NULL,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_kf_entries_pk" PRIMARY KEY("enterprise_id","account_id","customer_key")
);
