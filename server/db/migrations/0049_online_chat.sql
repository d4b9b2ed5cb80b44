-- Online customer service (issue 41): accounts, the WeCom kf settings, sessions and their messages.
CREATE TABLE "chat_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"name" text NOT NULL,
	"channel" text NOT NULL,
	"open_kfid" text,
	"share_rule" smallint DEFAULT 2 NOT NULL,
	"web_secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "chat_accounts_kfid_idx" ON "chat_accounts" USING btree ("enterprise_id","open_kfid");
--> statement-breakpoint
CREATE TABLE "chat_wecom_settings" (
	"enterprise_id" bigint PRIMARY KEY NOT NULL,
	"corp_id" text NOT NULL,
	"secret" text NOT NULL,
	"callback_token" text NOT NULL,
	"encoding_aes_key" text NOT NULL,
	"cursor" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_sessions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"channel" text NOT NULL,
	"scene" text DEFAULT '' NOT NULL,
	"customer_key" text NOT NULL,
	"customer_name" text NOT NULL,
	"customer_id" bigint,
	"state" smallint NOT NULL,
	"staff_user_id" bigint,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"message_count" integer DEFAULT 0 NOT NULL,
	"last_preview" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"last_message_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "chat_sessions_state_idx" ON "chat_sessions" USING btree ("enterprise_id","state","staff_user_id");
--> statement-breakpoint
CREATE INDEX "chat_sessions_closed_idx" ON "chat_sessions" USING btree ("enterprise_id","closed_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "chat_sessions_open_idx" ON "chat_sessions" USING btree ("enterprise_id","account_id","customer_key") WHERE state < 3;
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"session_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"sender" smallint NOT NULL,
	"sender_user_id" bigint,
	"msg_type" text NOT NULL,
	"content" jsonb NOT NULL,
	"external_msgid" text,
	"client_msgid" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_seq_idx" ON "chat_messages" USING btree ("session_id","seq");
--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_external_idx" ON "chat_messages" USING btree ("enterprise_id","external_msgid") WHERE external_msgid IS NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_client_idx" ON "chat_messages" USING btree ("session_id","client_msgid") WHERE client_msgid IS NOT NULL;
