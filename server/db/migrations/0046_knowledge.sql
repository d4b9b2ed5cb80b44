-- Knowledge base (issue 39): FAQ and document categories, FAQs with votes, documents with versions.
-- `search` is a tsvector written in its text form by the server (Han character pairs and words, see
-- domain/knowledge/search-text.ts): no text-search parser is used, so PGlite and PostgreSQL agree.
-- The GIN indexes take no pending list (fastupdate off): a search never scans unmerged entries one by one.
CREATE TABLE "knowledge_categories" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"enterprise_id" bigint NOT NULL,
	"kind" smallint NOT NULL,
	"parent_id" bigint,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "knowledge_categories_enterprise_idx" ON "knowledge_categories" USING btree ("enterprise_id","kind");
--> statement-breakpoint
CREATE TABLE "knowledge_faqs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"enterprise_id" bigint NOT NULL,
	"category_id" bigint NOT NULL,
	"question" text NOT NULL,
	"answer_html" text NOT NULL,
	"answer_text" text NOT NULL,
	"visibility" smallint NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"helpful_count" integer DEFAULT 0 NOT NULL,
	"unhelpful_count" integer DEFAULT 0 NOT NULL,
	"search" tsvector NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "knowledge_faqs_enterprise_idx" ON "knowledge_faqs" USING btree ("enterprise_id","category_id","id");
--> statement-breakpoint
CREATE INDEX "knowledge_faqs_search_idx" ON "knowledge_faqs" USING gin ("search") WITH (fastupdate = off);
--> statement-breakpoint
CREATE TABLE "knowledge_faq_votes" (
	"enterprise_id" bigint NOT NULL,
	"faq_id" bigint NOT NULL,
	"voter" text NOT NULL,
	"helpful" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "knowledge_faq_votes_pk" ON "knowledge_faq_votes" USING btree ("enterprise_id","faq_id","voter");
--> statement-breakpoint
CREATE TABLE "knowledge_documents" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"enterprise_id" bigint NOT NULL,
	"category_id" bigint NOT NULL,
	"title" text NOT NULL,
	"description_html" text DEFAULT '' NOT NULL,
	"description_text" text DEFAULT '' NOT NULL,
	"visibility" smallint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"search" tsvector NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "knowledge_documents_enterprise_idx" ON "knowledge_documents" USING btree ("enterprise_id","category_id","id");
--> statement-breakpoint
CREATE INDEX "knowledge_documents_search_idx" ON "knowledge_documents" USING gin ("search") WITH (fastupdate = off);
--> statement-breakpoint
CREATE TABLE "knowledge_document_versions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"enterprise_id" bigint NOT NULL,
	"document_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"file_id" bigint NOT NULL,
	"file_name" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "knowledge_document_versions_pk" ON "knowledge_document_versions" USING btree ("enterprise_id","document_id","version");
