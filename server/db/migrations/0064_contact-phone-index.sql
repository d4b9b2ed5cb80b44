CREATE INDEX "customer_contacts_phone_idx" ON "customer_contacts" USING btree ("enterprise_id","phone");
