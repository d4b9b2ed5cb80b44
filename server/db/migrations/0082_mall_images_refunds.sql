-- Goods with several images and specs as options the customer picks (issue 37): the one image and the one
-- specs text become lists, the old values carried over. A cancelled paid mall order records its refund
-- (amount, who, when); finance's collection of it says so too, and finance marks a collection reconciled.
ALTER TABLE "mall_goods" ADD COLUMN "images" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "mall_goods" ADD COLUMN "spec_options" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
UPDATE "mall_goods" SET "images" = jsonb_build_array("image") WHERE "image" <> '';
--> statement-breakpoint
UPDATE "mall_goods" SET "spec_options" = jsonb_build_array("specs") WHERE "specs" <> '';
--> statement-breakpoint
ALTER TABLE "mall_goods" DROP COLUMN "image";
--> statement-breakpoint
ALTER TABLE "mall_goods" DROP COLUMN "specs";
--> statement-breakpoint
ALTER TABLE "mall_orders" ADD COLUMN "refund_amount" numeric(14, 2);
--> statement-breakpoint
ALTER TABLE "mall_orders" ADD COLUMN "refunded_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "mall_orders" ADD COLUMN "refunded_by" bigint;
--> statement-breakpoint
ALTER TABLE "finance_source_collections" ADD COLUMN "reconciled_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "finance_source_collections" ADD COLUMN "reconciled_by" bigint;
--> statement-breakpoint
ALTER TABLE "finance_source_collections" ADD COLUMN "refund_amount" numeric(14, 2);
--> statement-breakpoint
ALTER TABLE "finance_source_collections" ADD COLUMN "refunded_at" timestamp with time zone;
