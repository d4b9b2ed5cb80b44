-- Call centre: an attended transfer's consulting call is a record of its own (outbound, the consulting seat's), linked to
-- the call it was made for; the original's detail finds its consultations by the partial index.
ALTER TABLE "call_records" ADD COLUMN "consultation_of" bigint;
--> statement-breakpoint
CREATE INDEX "call_records_consultation_idx" ON "call_records" USING btree ("enterprise_id","consultation_of") WHERE consultation_of is not null;
