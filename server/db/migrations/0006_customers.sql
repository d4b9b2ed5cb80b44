CREATE TABLE "customer_addresses" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"customer_id" bigint NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"map_name" text DEFAULT '' NOT NULL,
	"lng" double precision,
	"lat" double precision,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_contacts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_contacts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"customer_id" bigint NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_grants" (
	"enterprise_id" bigint NOT NULL,
	"customer_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	CONSTRAINT "customer_grants_enterprise_id_customer_id_user_id_pk" PRIMARY KEY("enterprise_id","customer_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "customer_tag_links" (
	"enterprise_id" bigint NOT NULL,
	"customer_id" bigint NOT NULL,
	"tag_id" bigint NOT NULL,
	CONSTRAINT "customer_tag_links_enterprise_id_customer_id_tag_id_pk" PRIMARY KEY("enterprise_id","customer_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"business_user_id" bigint,
	"service_group_id" bigint,
	"external_userid" text,
	"custom_values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" bigint
);
--> statement-breakpoint
CREATE TABLE "search_plans" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"list_key" text NOT NULL,
	"name" text NOT NULL,
	"conditions" jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_contacts" ADD CONSTRAINT "customer_contacts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_grants" ADD CONSTRAINT "customer_grants_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_tag_links" ADD CONSTRAINT "customer_tag_links_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_addresses_customer_idx" ON "customer_addresses" USING btree ("enterprise_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_addresses_default_uq" ON "customer_addresses" USING btree ("customer_id") WHERE is_default;--> statement-breakpoint
CREATE INDEX "customer_addresses_map_trgm" ON "customer_addresses" USING gin ("map_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customer_contacts_customer_idx" ON "customer_contacts" USING btree ("enterprise_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_contacts_default_uq" ON "customer_contacts" USING btree ("customer_id") WHERE is_default;--> statement-breakpoint
CREATE INDEX "customer_contacts_name_trgm" ON "customer_contacts" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customer_contacts_phone_trgm" ON "customer_contacts" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customer_grants_user_idx" ON "customer_grants" USING btree ("enterprise_id","user_id");--> statement-breakpoint
CREATE INDEX "customer_tag_links_tag_idx" ON "customer_tag_links" USING btree ("enterprise_id","tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_live_phone_uq" ON "customers" USING btree ("enterprise_id","phone") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "customers_live_idx" ON "customers" USING btree ("enterprise_id","id" DESC NULLS LAST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "customers_recycled_idx" ON "customers" USING btree ("enterprise_id","deleted_at") WHERE deleted_at is not null;--> statement-breakpoint
CREATE INDEX "customers_owner_idx" ON "customers" USING btree ("enterprise_id","business_user_id");--> statement-breakpoint
CREATE INDEX "customers_group_idx" ON "customers" USING btree ("enterprise_id","service_group_id");--> statement-breakpoint
CREATE INDEX "customers_created_idx" ON "customers" USING btree ("enterprise_id","created_at");--> statement-breakpoint
CREATE INDEX "customers_external_idx" ON "customers" USING btree ("enterprise_id","external_userid");--> statement-breakpoint
CREATE INDEX "customers_name_trgm" ON "customers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_phone_trgm" ON "customers" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_plans_user_list_idx" ON "search_plans" USING btree ("enterprise_id","user_id","list_key");--> statement-breakpoint
CREATE UNIQUE INDEX "search_plans_default_uq" ON "search_plans" USING btree ("enterprise_id","user_id","list_key") WHERE is_default;