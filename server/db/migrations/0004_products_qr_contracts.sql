CREATE TABLE "sales_contracts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sales_contracts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"contract_no" text NOT NULL,
	"name" text NOT NULL,
	"customer_id" bigint NOT NULL,
	"signed_date" date NOT NULL,
	"status" smallint NOT NULL,
	"approval_state" smallint DEFAULT 1 NOT NULL,
	"signer_user_id" bigint,
	"start_date" date,
	"end_date" date,
	"custom_values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"created_by" bigint,
	"approved_by" bigint,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_products" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"customer_id" bigint,
	"name" text NOT NULL,
	"serial_number" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"purchase_date" date,
	"delivery_date" date,
	"install_date" date,
	"production_date" date,
	"warranty_start" date,
	"warranty_end" date,
	"warranty_period" integer,
	"warranty_unit" smallint DEFAULT 3 NOT NULL,
	"warranty_basis" smallint DEFAULT 2 NOT NULL,
	"custom_values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_service_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_service_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"customer_product_id" bigint NOT NULL,
	"contact_name" text NOT NULL,
	"phone" text NOT NULL,
	"description" text NOT NULL,
	"event_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"name" text NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"warranty_period" integer,
	"warranty_unit" smallint DEFAULT 3 NOT NULL,
	"warranty_basis" smallint DEFAULT 2 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"custom_values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qr_batches" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "qr_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"batch_no" text NOT NULL,
	"quantity" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qr_codes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "qr_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"token" text NOT NULL,
	"batch_id" bigint,
	"customer_product_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sales_contracts_enterprise_no_idx" ON "sales_contracts" USING btree ("enterprise_id","contract_no");--> statement-breakpoint
CREATE INDEX "sales_contracts_enterprise_customer_idx" ON "sales_contracts" USING btree ("enterprise_id","customer_id");--> statement-breakpoint
CREATE INDEX "customer_products_enterprise_customer_idx" ON "customer_products" USING btree ("enterprise_id","customer_id");--> statement-breakpoint
CREATE INDEX "customer_products_enterprise_product_idx" ON "customer_products" USING btree ("enterprise_id","product_id");--> statement-breakpoint
CREATE INDEX "customer_products_enterprise_serial_idx" ON "customer_products" USING btree ("enterprise_id","serial_number");--> statement-breakpoint
CREATE INDEX "product_service_requests_enterprise_product_idx" ON "product_service_requests" USING btree ("enterprise_id","customer_product_id");--> statement-breakpoint
CREATE INDEX "products_enterprise_name_idx" ON "products" USING btree ("enterprise_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "qr_batches_enterprise_no_idx" ON "qr_batches" USING btree ("enterprise_id","batch_no");--> statement-breakpoint
CREATE UNIQUE INDEX "qr_codes_token_idx" ON "qr_codes" USING btree ("token");--> statement-breakpoint
CREATE INDEX "qr_codes_enterprise_batch_idx" ON "qr_codes" USING btree ("enterprise_id","batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "qr_codes_enterprise_product_idx" ON "qr_codes" USING btree ("enterprise_id","customer_product_id") WHERE customer_product_id is not null;