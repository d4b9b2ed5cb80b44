-- Collections of other sources than work orders (issue 37): a mall order's payment recorded by staff is
-- one (source 1), so finance reconciles the mall's money; one per source record, marked when cancelled.
CREATE TABLE "finance_source_collections" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "finance_source_collections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"source" smallint NOT NULL,
	"source_id" bigint NOT NULL,
	"source_no" text NOT NULL,
	"customer_id" bigint,
	"mode" smallint NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"user_id" bigint,
	"collected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "finance_source_collections_source_idx" ON "finance_source_collections" USING btree ("enterprise_id","source","source_id");--> statement-breakpoint
CREATE INDEX "finance_source_collections_collected_idx" ON "finance_source_collections" USING btree ("enterprise_id","collected_at","id");
