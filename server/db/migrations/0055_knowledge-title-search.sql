-- Knowledge search in two stages (issue 39, domain/knowledge/DECISIONS.md): the title's pieces as a vector
-- of their own (the weight-A part of `search`, kept by PostgreSQL), behind its own GIN index, so title
-- matches are found, and their number estimated, without reading any body; and each enterprise's articles
-- newest first, so the newest matches of a common word are read without ranking all of them.
ALTER TABLE "knowledge_faqs" ADD COLUMN "title_search" tsvector GENERATED ALWAYS AS (ts_filter("search", '{a}')) STORED NOT NULL;
--> statement-breakpoint
CREATE INDEX "knowledge_faqs_title_search_idx" ON "knowledge_faqs" USING gin ("title_search") WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX "knowledge_faqs_newest_idx" ON "knowledge_faqs" USING btree ("enterprise_id","id");
--> statement-breakpoint
ALTER TABLE "knowledge_documents" ADD COLUMN "title_search" tsvector GENERATED ALWAYS AS (ts_filter("search", '{a}')) STORED NOT NULL;
--> statement-breakpoint
CREATE INDEX "knowledge_documents_title_search_idx" ON "knowledge_documents" USING gin ("title_search") WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX "knowledge_documents_newest_idx" ON "knowledge_documents" USING btree ("enterprise_id","id");
