-- Orders made from an event before the event kept the link itself (they only carried origin.eventId):
-- each such event takes its newest live order, as its detail showed until now.
UPDATE "events" AS e
SET "order_id" = o."id"
FROM (
  SELECT DISTINCT ON ("enterprise_id", ("origin"->>'eventId')) "id", "enterprise_id", ("origin"->>'eventId') AS "event_id"
  FROM "orders"
  WHERE "deleted_at" IS NULL AND "origin"->>'eventId' IS NOT NULL
  ORDER BY "enterprise_id", ("origin"->>'eventId'), "id" DESC
) AS o
WHERE e."order_id" IS NULL AND e."enterprise_id" = o."enterprise_id" AND e."id"::text = o."event_id";
