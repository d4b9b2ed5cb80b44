-- Photos of a repair order (issue 36): the uploads (ids of the uploads area's files) the desk and the engineers attached.
ALTER TABLE "repair_orders" ADD COLUMN "photo_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;
