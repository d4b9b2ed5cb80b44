CREATE TABLE "host_corps" (
	"enterprise_id" bigint NOT NULL,
	"host" text NOT NULL,
	"corp_id" text NOT NULL,
	"install_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "host_members" (
	"enterprise_id" bigint NOT NULL,
	"host" text NOT NULL,
	"kind" text NOT NULL,
	"host_id" text NOT NULL,
	"local_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "host_corps_corp_idx" ON "host_corps" USING btree ("host","corp_id");--> statement-breakpoint
CREATE INDEX "host_corps_enterprise_idx" ON "host_corps" USING btree ("enterprise_id");--> statement-breakpoint
CREATE UNIQUE INDEX "host_members_host_id_idx" ON "host_members" USING btree ("enterprise_id","host","kind","host_id");