-- Exactly-once uploads (issue 21): the key a client sends with each file; the same key from the same user answers the stored upload.
ALTER TABLE "uploads" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_idempotency_key_idx" ON "uploads" USING btree ("enterprise_id","user_id","idempotency_key");
