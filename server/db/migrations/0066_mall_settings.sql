-- The mall's settings (/mall/setting, issue 37): open or closed, whether paid orders wait for approval,
-- the shipping fee (and the amount from which shipping is free), the payment modes customers may choose.
-- A mall order keeps its shipping fee, the mode the customer chose, and when and how staff recorded the payment.
CREATE TABLE "mall_settings" (
	"enterprise_id" bigint PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"approval_needed" boolean DEFAULT true NOT NULL,
	"shipping_fee" numeric(12, 2) DEFAULT '0' NOT NULL,
	"free_shipping_over" numeric(12, 2) DEFAULT '0' NOT NULL,
	"payment_modes" smallint[] DEFAULT '{1,5}' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mall_orders" ADD COLUMN "shipping_fee" numeric(12, 2) DEFAULT '0' NOT NULL;
--> statement-breakpoint
ALTER TABLE "mall_orders" ADD COLUMN "pay_mode" smallint;
--> statement-breakpoint
ALTER TABLE "mall_orders" ADD COLUMN "paid_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "mall_orders" ADD COLUMN "paid_by" bigint;
