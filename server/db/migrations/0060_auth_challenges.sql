-- Proof-of-work challenges (server/auth/challenges.ts): after a few codes to one phone, or many failed
-- passwords of one account, the next request must carry a solved challenge. Each is accepted once.
CREATE TABLE auth_challenges (
  id text PRIMARY KEY,
  difficulty integer NOT NULL,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  used_at bigint
);
CREATE INDEX auth_challenges_expires_idx ON auth_challenges (expires_at);
