-- Trigram indexes serve the keyword search of customers, contacts and addresses (PGlite loads the pg_trgm contrib module).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
