-- Real data providers (server/feed/pandascore, …) name leagues and teams by their own ids. Each id
-- a provider used is kept here with the catalogue row it became (server/feed/refs.ts): a provider's team that
-- is the same as a seeded one (by acronym or name, per game) keeps the seed's row and its Chinese name; one
-- that is new gets a row of its own. `checked` is false where the merge was a guess staff should confirm.
CREATE TABLE provider_refs (
  provider text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('league', 'team')),
  external_id text NOT NULL,
  local_id text NOT NULL,
  checked boolean NOT NULL DEFAULT true,
  -- The provider's own name for it, as last seen (a rename shows here first).
  external_name text NOT NULL DEFAULT '',
  updated_at bigint NOT NULL,
  PRIMARY KEY (provider, kind, external_id)
);
CREATE INDEX provider_refs_local ON provider_refs (kind, local_id);
