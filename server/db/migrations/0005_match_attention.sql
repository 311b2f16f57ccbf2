-- Followed matches ("attention", favourites synced to an account). user_id is the users.id of the accounts
-- migration; no foreign key, because this migration runs before that table exists on a fresh database.
CREATE TABLE match_attention (
  user_id integer NOT NULL,
  match_id text NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
  created_at bigint NOT NULL,
  PRIMARY KEY (user_id, match_id)
);
-- Follower counts per match.
CREATE INDEX match_attention_match_idx ON match_attention (match_id);
