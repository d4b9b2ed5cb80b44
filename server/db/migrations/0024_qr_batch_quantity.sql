-- Custom SQL migration file, put your code below! --
-- Deleting codes of a batch left its stored quantity as first made; it now follows the codes the batch holds.
UPDATE "qr_batches" AS b SET "quantity" = c.n
FROM (SELECT "batch_id", count(*)::int AS n FROM "qr_codes" WHERE "batch_id" IS NOT NULL GROUP BY "batch_id") AS c
WHERE c."batch_id" = b."id" AND b."quantity" <> c.n;
