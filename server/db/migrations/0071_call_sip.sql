-- Call centre, SIP path: the enterprise's PBX (its WebSocket address and SIP domain), and each seat's SIP account.
CREATE TABLE "call_sip_settings" (
	"enterprise_id" bigint PRIMARY KEY NOT NULL,
	"ws_url" text NOT NULL,
	"domain" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "call_seats" ADD COLUMN "sip_user" text;
--> statement-breakpoint
ALTER TABLE "call_seats" ADD COLUMN "sip_password" text;
