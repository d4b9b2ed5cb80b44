-- Call centre: how a call ended beyond answered or missed (refused busy, transferred, and to whom), and the realm of
-- a PBX whose digest realm differs from its SIP domain (the softphone then gets HA1, not the password).
ALTER TABLE "call_records" ADD COLUMN "end_reason" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "call_records" ADD COLUMN "transferred_to" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "call_sip_settings" ADD COLUMN "realm" text;
