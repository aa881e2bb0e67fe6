-- Trigram similarity for the fuzzy location search (product.md section 5). drizzle-kit does not
-- emit CREATE EXTENSION, so it lives in this custom migration. PGlite loads the extension's code
-- itself.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
