-- Online customer service (issue 41): a chat started from a product's QR code page names the customer
-- product (and its name as the visitor saw it), so the desk sees which product the customer asks about.
ALTER TABLE "chat_sessions" ADD COLUMN "customer_product_id" bigint;
--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "product_name" text DEFAULT '' NOT NULL;
