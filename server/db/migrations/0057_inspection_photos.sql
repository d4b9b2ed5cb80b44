-- Photos on an inspection point's result (issue 35): the uploads the walker took there, by id.
ALTER TABLE "inspection_results" ADD COLUMN "photo_ids" bigint[] DEFAULT '{}' NOT NULL;
