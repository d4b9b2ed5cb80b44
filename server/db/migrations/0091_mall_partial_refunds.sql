-- A cancelled paid mall order's refund may be given back in several parts (issue 37): each part (amount, when,
-- who, remark) in "refunds", in the order recorded; "refund_amount" stays the total given back and
-- "refunded_at"/"refunded_by" the latest part. An order refunded before keeps its one refund as its first part.
ALTER TABLE "mall_orders" ADD COLUMN "refunds" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
UPDATE "mall_orders"
SET "refunds" = jsonb_build_array(jsonb_build_object(
  'amount', "refund_amount"::text,
  'at', to_char("refunded_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'by', coalesce("refunded_by", 0),
  'remark', ''))
WHERE "refunded_at" IS NOT NULL AND "refund_amount" IS NOT NULL;
