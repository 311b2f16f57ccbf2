-- Team logos from the real data providers (server/feed/logos.ts): the provider's address per id, and each
-- team's logo fetched once, checked and resized into the portal's own storage (never hot-linked).
ALTER TABLE provider_refs ADD COLUMN image_url text;
CREATE TABLE team_logos (
  team_id text PRIMARY KEY REFERENCES teams(id),
  source_url text NOT NULL,
  -- 'pending' (to fetch at next_try_at), 'stored' (data is the logo) or 'refused' (reason says why)
  status text NOT NULL,
  hash text,
  data bytea,
  reason text,
  attempts integer NOT NULL DEFAULT 0,
  next_try_at bigint NOT NULL,
  updated_at bigint NOT NULL
);
CREATE INDEX team_logos_due_idx ON team_logos (status, next_try_at);
CREATE INDEX team_logos_hash_idx ON team_logos (hash);
