-- Call centre (spec part 2): seats with their states and history, call records, the statistics' day sums.
CREATE TABLE "call_seats" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "call_seats_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"line" text NOT NULL,
	"extension" text NOT NULL,
	"gateway_state" smallint DEFAULT 0 NOT NULL,
	"agent_state" smallint,
	"current_call_id" text,
	"state_since" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "call_seat_states" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "call_seat_states_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"gateway_state" smallint NOT NULL,
	"agent_state" smallint,
	"reason" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "call_records" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "call_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"call_id" text NOT NULL,
	"type" smallint NOT NULL,
	"phase" smallint NOT NULL,
	"pickup" smallint DEFAULT 0 NOT NULL,
	"caller" text NOT NULL,
	"callee" text NOT NULL,
	"extension" text NOT NULL,
	"seat_user_id" bigint,
	"customer_id" bigint,
	"from_order_id" bigint,
	"ring_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"duration" integer DEFAULT 0 NOT NULL,
	"wait" integer DEFAULT 0 NOT NULL,
	"recording_url" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "call_day_sums" (
	"enterprise_id" bigint NOT NULL,
	"day" date NOT NULL,
	"seat_user_id" bigint NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"inbound" integer DEFAULT 0 NOT NULL,
	"outbound" integer DEFAULT 0 NOT NULL,
	"answered" integer DEFAULT 0 NOT NULL,
	"duration_sum" bigint DEFAULT 0 NOT NULL,
	"wait_sum" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "call_seats_user_uq" ON "call_seats" USING btree ("enterprise_id","user_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "call_seats_extension_uq" ON "call_seats" USING btree ("enterprise_id","extension");
--> statement-breakpoint
CREATE INDEX "call_seat_states_user_idx" ON "call_seat_states" USING btree ("enterprise_id","user_id","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "call_records_call_uq" ON "call_records" USING btree ("enterprise_id","call_id");
--> statement-breakpoint
CREATE INDEX "call_records_ring_idx" ON "call_records" USING btree ("enterprise_id","ring_at" DESC,"id" DESC);
--> statement-breakpoint
CREATE INDEX "call_records_seat_idx" ON "call_records" USING btree ("enterprise_id","seat_user_id","ring_at" DESC);
--> statement-breakpoint
CREATE INDEX "call_records_customer_idx" ON "call_records" USING btree ("enterprise_id","customer_id","ring_at" DESC);
--> statement-breakpoint
CREATE UNIQUE INDEX "call_day_sums_pk" ON "call_day_sums" USING btree ("enterprise_id","day","seat_user_id");
