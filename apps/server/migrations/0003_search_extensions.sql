-- Accent- and case-insensitive search for the data tables (docs/masters.md).
-- unaccent and pg_trgm are trusted extensions (PostgreSQL 13+), so the database owner may
-- create them; PGlite loads their bundles in src/db/client.ts.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change), so it cannot appear in an index.
-- This wrapper names the dictionary explicitly and is declared IMMUTABLE, the documented
-- idiom for indexing unaccented text.
CREATE OR REPLACE FUNCTION immutable_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
