-- Accounts: users, their third-party logins, sessions, verification codes, rate-limit events, follows.
-- Times are epoch milliseconds (bigint). Secrets (tokens, codes, OAuth states, bind tickets) are stored
-- only as SHA-256 hashes; passwords as scrypt hashes with a per-user salt.

CREATE TABLE users (
  id serial PRIMARY KEY,
  mobile text UNIQUE,
  telegram_id bigint UNIQUE,
  email text UNIQUE,
  username text NOT NULL,
  signature text NOT NULL DEFAULT '',
  avatar_version integer,
  password_hash text,
  level integer NOT NULL DEFAULT 1,
  -- The coin balance; only server/ledger changes it, always with a coin_ledger row in the same transaction.
  gold bigint NOT NULL DEFAULT 0 CHECK (gold >= 0),
  roles text[] NOT NULL DEFAULT '{}',
  promotion_channel_id integer,
  preferences jsonb,
  deletion_requested_at bigint,
  deletion_reason text,
  created_at bigint NOT NULL
);

CREATE TABLE user_avatars (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  mime text NOT NULL,
  data bytea NOT NULL
);

CREATE TABLE oauth_accounts (
  provider text NOT NULL,
  open_id text NOT NULL,
  user_id integer REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL DEFAULT '',
  avatar_url text NOT NULL DEFAULT '',
  created_at bigint NOT NULL,
  PRIMARY KEY (provider, open_id)
);

CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at bigint NOT NULL,
  last_seen_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  revoked_at bigint
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

CREATE TABLE verification_codes (
  id bigserial PRIMARY KEY,
  channel text NOT NULL,
  target text NOT NULL,
  code_hash text NOT NULL,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  spent_at bigint
);
CREATE INDEX verification_codes_target_idx ON verification_codes (channel, target, created_at);

CREATE TABLE rate_events (
  id bigserial PRIMARY KEY,
  bucket text NOT NULL,
  at bigint NOT NULL
);
CREATE INDEX rate_events_bucket_idx ON rate_events (bucket, at);

-- One-time secrets of the OAuth round trip: the state of an authorize redirect, and the ticket that lets a
-- third-party login without a phone bind one (the login result's accountNumber).
CREATE TABLE oauth_tickets (
  secret_hash text PRIMARY KEY,
  kind text NOT NULL,
  provider text NOT NULL,
  open_id text,
  redirect_uri text,
  created_at bigint NOT NULL,
  used_at bigint
);

CREATE TABLE follows (
  follower_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  followee_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at bigint NOT NULL,
  PRIMARY KEY (follower_id, followee_id),
  CHECK (follower_id <> followee_id)
);
CREATE INDEX follows_followee_idx ON follows (followee_id, created_at);
