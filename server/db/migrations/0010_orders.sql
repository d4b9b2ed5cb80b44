CREATE TABLE "order_collections" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_collections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"mode" smallint NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"receive_payment_id" bigint,
	"remark" text DEFAULT '' NOT NULL,
	"user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_evaluations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_evaluations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"solved" boolean NOT NULL,
	"quality" smallint NOT NULL,
	"attitude" smallint NOT NULL,
	"speed" smallint NOT NULL,
	"solve_rate" smallint NOT NULL,
	"suggestion" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_fee_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_fee_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"money_item_id" bigint,
	"name" text NOT NULL,
	"item_type" smallint NOT NULL,
	"quantity" integer NOT NULL,
	"price" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_logs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"op" text NOT NULL,
	"node" smallint,
	"user_id" bigint,
	"before" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"after" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_receipts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_receipts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"service_minutes" integer NOT NULL,
	"finish_images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"signature" jsonb,
	"remark" text DEFAULT '' NOT NULL,
	"user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"order_no" text DEFAULT '' NOT NULL,
	"title" text NOT NULL,
	"template_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"state" smallint NOT NULL,
	"invalid" boolean DEFAULT false NOT NULL,
	"source" smallint DEFAULT 0 NOT NULL,
	"origin" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"customer_id" bigint NOT NULL,
	"custom_name" text NOT NULL,
	"custom_link_person" text DEFAULT '' NOT NULL,
	"custom_phone" text DEFAULT '' NOT NULL,
	"custom_address" text DEFAULT '' NOT NULL,
	"lng" double precision,
	"lat" double precision,
	"priority" smallint DEFAULT 1 NOT NULL,
	"service_item_id" bigint,
	"service_category_id" bigint,
	"product_id" bigint,
	"product_category_id" bigint,
	"description" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tag_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"copy_user_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"approvals" jsonb NOT NULL,
	"examine_type" smallint,
	"examine_result" smallint DEFAULT 0 NOT NULL,
	"create_examine_user_id" bigint,
	"complete_examine_user_id" bigint,
	"create_examine_at" timestamp with time zone,
	"complete_examine_at" timestamp with time zone,
	"receipt_examine_at" timestamp with time zone,
	"collection_examine_at" timestamp with time zone,
	"abnormal_kind" smallint,
	"abnormal_reason" text,
	"cancel_reason" text,
	"archived" boolean DEFAULT false NOT NULL,
	"in_pool" boolean DEFAULT false NOT NULL,
	"pool_group_id" bigint,
	"service_group_id" bigint,
	"owner_id" bigint,
	"collaborator_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"creator_id" bigint,
	"dispatch_user_id" bigint,
	"take_order_user_id" bigint,
	"appointment_time" timestamp with time zone,
	"estimated_completion" timestamp with time zone,
	"receipt_done" boolean DEFAULT false NOT NULL,
	"payment_done" boolean DEFAULT false NOT NULL,
	"evaluated" boolean DEFAULT false NOT NULL,
	"due_at" timestamp with time zone,
	"due_node" smallint,
	"due_done_at" timestamp with time zone,
	"service_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"spare_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"other_fee" numeric(14, 2) DEFAULT '0' NOT NULL,
	"discount_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"items_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"assigned_at" timestamp with time zone,
	"dispatched_at" timestamp with time zone,
	"taken_at" timestamp with time zone,
	"appointed_at" timestamp with time zone,
	"service_start_at" timestamp with time zone,
	"service_done_at" timestamp with time zone,
	"receipt_at" timestamp with time zone,
	"payment_at" timestamp with time zone,
	"cancel_at" timestamp with time zone,
	"exception_at" timestamp with time zone,
	"signature_at" timestamp with time zone,
	"evaluated_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"deleted_by" bigint,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "order_collections_order_idx" ON "order_collections" USING btree ("enterprise_id","order_id");--> statement-breakpoint
CREATE INDEX "order_collections_template_idx" ON "order_collections" USING btree ("enterprise_id","receive_payment_id");--> statement-breakpoint
CREATE INDEX "order_evaluations_order_idx" ON "order_evaluations" USING btree ("enterprise_id","order_id");--> statement-breakpoint
CREATE INDEX "order_fee_items_order_idx" ON "order_fee_items" USING btree ("enterprise_id","order_id");--> statement-breakpoint
CREATE INDEX "order_logs_order_idx" ON "order_logs" USING btree ("enterprise_id","order_id","id");--> statement-breakpoint
CREATE INDEX "order_receipts_order_idx" ON "order_receipts" USING btree ("enterprise_id","order_id");--> statement-breakpoint
CREATE INDEX "orders_live_idx" ON "orders" USING btree ("enterprise_id","id" DESC NULLS LAST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "orders_live_state_idx" ON "orders" USING btree ("enterprise_id","state","id" DESC NULLS LAST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "orders_recycled_idx" ON "orders" USING btree ("enterprise_id","deleted_at") WHERE deleted_at is not null;--> statement-breakpoint
CREATE INDEX "orders_acceptance_idx" ON "orders" USING btree ("enterprise_id") WHERE deleted_at is null and state = 0 and not invalid;--> statement-breakpoint
CREATE INDEX "orders_pool_idx" ON "orders" USING btree ("enterprise_id","id" DESC NULLS LAST) WHERE deleted_at is null and in_pool;--> statement-breakpoint
CREATE INDEX "orders_abnormal_idx" ON "orders" USING btree ("enterprise_id","id" DESC NULLS LAST) WHERE deleted_at is null and abnormal_kind is not null;--> statement-breakpoint
CREATE INDEX "orders_examine_idx" ON "orders" USING btree ("enterprise_id","id" DESC NULLS LAST) WHERE deleted_at is null and examine_type is not null;--> statement-breakpoint
CREATE INDEX "orders_visit_idx" ON "orders" USING btree ("enterprise_id","id" DESC NULLS LAST) WHERE deleted_at is null and state = 5 and not evaluated;--> statement-breakpoint
CREATE INDEX "orders_due_idx" ON "orders" USING btree ("enterprise_id","due_at") WHERE deleted_at is null and due_at is not null and due_done_at is null;--> statement-breakpoint
CREATE INDEX "orders_owner_idx" ON "orders" USING btree ("enterprise_id","owner_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_creator_idx" ON "orders" USING btree ("enterprise_id","creator_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_collaborators_idx" ON "orders" USING gin ("collaborator_ids");--> statement-breakpoint
CREATE INDEX "orders_copy_users_idx" ON "orders" USING gin ("copy_user_ids");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("enterprise_id","customer_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_template_idx" ON "orders" USING btree ("enterprise_id","template_id");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("enterprise_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_order_no_idx" ON "orders" USING btree ("enterprise_id","order_no");--> statement-breakpoint
CREATE INDEX "orders_custom_name_trgm" ON "orders" USING gin ("custom_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_title_trgm" ON "orders" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_custom_phone_trgm" ON "orders" USING gin ("custom_phone" gin_trgm_ops);