-- Repair (issue 36): the repair order template's custom form (/repairSet); a repair order keeps the form it was made with and its values.
ALTER TABLE "repair_settings" ADD COLUMN "form" jsonb DEFAULT '{"fields":[]}'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "repair_orders" ADD COLUMN "form" jsonb DEFAULT '{"fields":[]}'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "repair_orders" ADD COLUMN "custom_values" jsonb DEFAULT '{}'::jsonb NOT NULL;
