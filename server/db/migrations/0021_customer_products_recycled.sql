ALTER TABLE "customer_products" ADD COLUMN "customer_recycled_at" timestamp with time zone;--> statement-breakpoint
UPDATE "customer_products" SET "customer_recycled_at" = c."deleted_at" FROM "customers" c WHERE c."id" = "customer_products"."customer_id" AND c."enterprise_id" = "customer_products"."enterprise_id" AND c."deleted_at" IS NOT NULL;
