-- Dispatch (issue 40): engineers' working calendars, leave, skills with levels, automatic assignment
-- rules per order type, and the decisions dispatch took with their reasons.
CREATE TABLE "dispatch_calendars" (
	"enterprise_id" bigint NOT NULL,
	"kind" smallint NOT NULL,
	"subject_id" bigint NOT NULL,
	"days" smallint[] NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL,
	"home_lng" double precision,
	"home_lat" double precision,
	"home_address" text DEFAULT '' NOT NULL,
	"areas" text[] DEFAULT '{}' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dispatch_calendars_pk" PRIMARY KEY("enterprise_id","kind","subject_id")
);
--> statement-breakpoint
CREATE TABLE "dispatch_leaves" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"enterprise_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "dispatch_leaves_user_idx" ON "dispatch_leaves" USING btree ("enterprise_id","user_id","from_date");
--> statement-breakpoint
CREATE TABLE "dispatch_skills" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"enterprise_id" bigint NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "dispatch_skills_name_idx" ON "dispatch_skills" USING btree ("enterprise_id","name");
--> statement-breakpoint
CREATE TABLE "dispatch_person_skills" (
	"enterprise_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"skill_id" bigint NOT NULL,
	"level" smallint NOT NULL,
	CONSTRAINT "dispatch_person_skills_pk" PRIMARY KEY("enterprise_id","user_id","skill_id")
);
--> statement-breakpoint
CREATE TABLE "dispatch_rules" (
	"enterprise_id" bigint NOT NULL,
	"template_id" bigint NOT NULL,
	"mode" smallint DEFAULT 0 NOT NULL,
	"skill_id" bigint,
	"min_level" smallint DEFAULT 1 NOT NULL,
	"require_skill" boolean DEFAULT false NOT NULL,
	"part_ids" bigint[] DEFAULT '{}' NOT NULL,
	"service_minutes" integer DEFAULT 60 NOT NULL,
	"weights" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dispatch_rules_pk" PRIMARY KEY("enterprise_id","template_id")
);
--> statement-breakpoint
CREATE TABLE "dispatch_decisions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"enterprise_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"kind" smallint NOT NULL,
	"user_id" bigint,
	"score" double precision,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "dispatch_decisions_order_idx" ON "dispatch_decisions" USING btree ("enterprise_id","order_id","id");
