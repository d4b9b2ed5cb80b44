-- The customer portal (issue 37): its settings per enterprise, portal accounts with child accounts and
-- addresses, and portal sessions (apart from staff sessions).
CREATE TABLE "portal_settings" (
	"enterprise_id" bigint PRIMARY KEY,
	"code" text NOT NULL UNIQUE,
	"name" text NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"hotline" text DEFAULT '' NOT NULL,
	"functions" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"self_register" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"enterprise_id" bigint NOT NULL,
	"customer_id" bigint NOT NULL,
	"parent_id" bigint,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sign_in_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "portal_accounts_live_phone_uq" ON "portal_accounts" USING btree ("enterprise_id","phone") WHERE deleted_at is null;
--> statement-breakpoint
CREATE INDEX "portal_accounts_enterprise_idx" ON "portal_accounts" USING btree ("enterprise_id","id");
--> statement-breakpoint
CREATE INDEX "portal_accounts_parent_idx" ON "portal_accounts" USING btree ("enterprise_id","parent_id");
--> statement-breakpoint
CREATE TABLE "portal_addresses" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"enterprise_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"contact_name" text NOT NULL,
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "portal_addresses_account_idx" ON "portal_addresses" USING btree ("enterprise_id","account_id");
--> statement-breakpoint
CREATE TABLE "portal_sessions" (
	"token_hash" text PRIMARY KEY,
	"account_id" bigint NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"csrf_token" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
