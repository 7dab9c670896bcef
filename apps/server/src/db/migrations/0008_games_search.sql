-- Game search matches any part of a name in any case through a trigram index (game.search_text, next migration).
-- pg_trgm is a trusted extension (PostgreSQL 13+), so the database owner may create it; PGlite loads it as a contrib extension.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
