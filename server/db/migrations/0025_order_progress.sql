CREATE TABLE "order_progress" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_progress_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"step" text NOT NULL,
	"user_id" bigint,
	"done" boolean DEFAULT false NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "order_progress_step_idx" ON "order_progress" USING btree ("enterprise_id","order_id","step");