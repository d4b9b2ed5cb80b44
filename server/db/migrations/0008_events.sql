CREATE TABLE "event_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"event_id" bigint NOT NULL,
	"op" text NOT NULL,
	"content" text NOT NULL,
	"user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"template_id" bigint NOT NULL,
	"state" smallint NOT NULL,
	"state_entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"source" smallint NOT NULL,
	"customer_id" bigint,
	"custom_name" text DEFAULT '' NOT NULL,
	"custom_linkperson" text DEFAULT '' NOT NULL,
	"custom_phone" text DEFAULT '' NOT NULL,
	"custom_detail_addr" text DEFAULT '' NOT NULL,
	"map_name" text DEFAULT '' NOT NULL,
	"customer_product_id" bigint,
	"customer_product_name" text DEFAULT '' NOT NULL,
	"product_id" bigint,
	"call_record_id" bigint,
	"qr_code" text DEFAULT '' NOT NULL,
	"priority" smallint DEFAULT 1 NOT NULL,
	"service_item_id" bigint,
	"label_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"create_user_id" bigint,
	"dispatch_user_id" bigint,
	"principal_user_id" bigint,
	"collaborator_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"upgrade_user_id" bigint,
	"to_upgrade_user_id" bigint,
	"start_user_id" bigint,
	"closed_user_id" bigint,
	"complete_user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dispatch_time" timestamp with time zone,
	"upgrade_time" timestamp with time zone,
	"start_time" timestamp with time zone,
	"closed_time" timestamp with time zone,
	"complete_time" timestamp with time zone,
	"overdue" boolean DEFAULT false NOT NULL,
	"overdue_alerted_at" timestamp with time zone,
	"order_id" bigint,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "event_messages_enterprise_event_idx" ON "event_messages" USING btree ("enterprise_id","event_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "events_enterprise_code_idx" ON "events" USING btree ("enterprise_id","code");--> statement-breakpoint
CREATE INDEX "events_enterprise_state_idx" ON "events" USING btree ("enterprise_id","state","created_at");--> statement-breakpoint
CREATE INDEX "events_enterprise_created_idx" ON "events" USING btree ("enterprise_id","created_at");--> statement-breakpoint
CREATE INDEX "events_enterprise_principal_idx" ON "events" USING btree ("enterprise_id","principal_user_id","state");--> statement-breakpoint
CREATE INDEX "events_enterprise_creator_idx" ON "events" USING btree ("enterprise_id","create_user_id");--> statement-breakpoint
CREATE INDEX "events_enterprise_escalated_idx" ON "events" USING btree ("enterprise_id","to_upgrade_user_id");--> statement-breakpoint
CREATE INDEX "events_enterprise_customer_idx" ON "events" USING btree ("enterprise_id","customer_id");--> statement-breakpoint
CREATE INDEX "events_open_state_entered_idx" ON "events" USING btree ("state","state_entered_at");