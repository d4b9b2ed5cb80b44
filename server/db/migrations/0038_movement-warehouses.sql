-- A movement's approval needs the keeper of every warehouse its lines touch (issue 32): the movement
-- keeps all of them (warehouse_ids) instead of only its first line's (warehouse_id). Old-part stores
-- (kind 3) are places of their warehouse, so they count as that warehouse.
ALTER TABLE "spare_movements" ADD COLUMN "warehouse_ids" bigint[] DEFAULT '{}' NOT NULL;
--> statement-breakpoint
UPDATE "spare_movements" m SET "warehouse_ids" = coalesce((
  select array_agg(distinct (side->>'id')::bigint order by (side->>'id')::bigint)
    from jsonb_array_elements(m."lines") line, lateral (values (line->'from'), (line->'to')) s(side)
   where jsonb_typeof(side) = 'object' and (side->>'kind')::int in (1, 3)), '{}');
--> statement-breakpoint
DROP INDEX "spare_movements_pending_idx";
--> statement-breakpoint
ALTER TABLE "spare_movements" DROP COLUMN "warehouse_id";
--> statement-breakpoint
CREATE INDEX "spare_movements_pending_idx" ON "spare_movements" USING btree ("enterprise_id") WHERE state = 0;
