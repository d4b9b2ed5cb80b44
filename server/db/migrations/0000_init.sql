CREATE TABLE "accounts" (
	"phone" text PRIMARY KEY NOT NULL,
	"password_hash" text,
	"failed_logins" smallint DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"user_id" bigint,
	"enterprise_id" bigint,
	"csrf_token" text NOT NULL,
	"host" text DEFAULT 'standalone' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sms_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"phone" text NOT NULL,
	"purpose" smallint NOT NULL,
	"code" text NOT NULL,
	"ip" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "downloads" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "downloads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"name" text NOT NULL,
	"format" text NOT NULL,
	"process_state" smallint DEFAULT 1 NOT NULL,
	"process" smallint DEFAULT 0 NOT NULL,
	"file_path" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"downloaded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ep_tags" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ep_tags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"code" smallint NOT NULL,
	"name" text NOT NULL,
	"color_rgb" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"link" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"enterprise_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"type" smallint NOT NULL,
	"code" text NOT NULL,
	"value" smallint NOT NULL,
	CONSTRAINT "subscriptions_enterprise_id_user_id_type_code_pk" PRIMARY KEY("enterprise_id","user_id","type","code")
);
--> statement-breakpoint
CREATE TABLE "system_settings" (
	"enterprise_id" bigint NOT NULL,
	"code" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "system_settings_enterprise_id_code_pk" PRIMARY KEY("enterprise_id","code")
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "departments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"parent_id" bigint,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enterprises" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "enterprises_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"industry" text DEFAULT 'other' NOT NULL,
	"plan_type" smallint DEFAULT 0 NOT NULL,
	"service_expires_at" timestamp with time zone,
	"purchased_headcount" integer,
	"hotline" text,
	"corp_id" text,
	"setup_progress" smallint DEFAULT 100 NOT NULL,
	"novice_guide_done" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_grants" (
	"enterprise_id" bigint NOT NULL,
	"role" smallint NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	CONSTRAINT "role_grants_enterprise_id_role_kind_key_pk" PRIMARY KEY("enterprise_id","role","kind","key")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"department_id" bigint,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"avatar" text,
	"roles" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"current_role" smallint,
	"status" smallint DEFAULT 1 NOT NULL,
	"state_tag_id" bigint,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sms_codes_phone_idx" ON "sms_codes" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "sms_codes_ip_idx" ON "sms_codes" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "downloads_owner_idx" ON "downloads" USING btree ("enterprise_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("state","run_at");--> statement-breakpoint
CREATE INDEX "ep_tags_enterprise_code_idx" ON "ep_tags" USING btree ("enterprise_id","code");--> statement-breakpoint
CREATE INDEX "notices_user_idx" ON "notices" USING btree ("enterprise_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "departments_enterprise_parent_idx" ON "departments" USING btree ("enterprise_id","parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_enterprise_phone_idx" ON "users" USING btree ("enterprise_id","phone");--> statement-breakpoint
CREATE INDEX "users_phone_idx" ON "users" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "users_enterprise_department_idx" ON "users" USING btree ("enterprise_id","department_id");