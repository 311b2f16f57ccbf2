-- Site search (server/search): one row per searchable entity, with the forms a Chinese user types folded
-- into `terms` ('|'-separated: simplified names, English names lower-cased, pinyin, pinyin initials).
-- pg_trgm makes the substring match (LIKE '%…%') use an index; PGlite loads the extension at start.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE search_entries (
  kind text NOT NULL,
  id text NOT NULL,
  game_id integer,
  title text NOT NULL,
  subtitle text NOT NULL DEFAULT '',
  terms text NOT NULL,
  popularity integer NOT NULL DEFAULT 0,
  updated_at bigint NOT NULL,
  PRIMARY KEY (kind, id)
);
CREATE INDEX search_entries_terms_trgm ON search_entries USING gin (terms gin_trgm_ops);
