-- 签到 positions (issue 32, item 18): where and when the person serving reached an order's site, so the
-- assign map places each engineer at their latest check-in (the order's log keeps the words).
CREATE TABLE "order_check_ins" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_check_ins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"lng" double precision NOT NULL,
	"lat" double precision NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "order_check_ins_user_idx" ON "order_check_ins" USING btree ("enterprise_id","user_id","created_at");
