-- The channel (promotion partner) area (server/channel) and the days each user was active (server/auth).
CREATE SEQUENCE channel_ids START WITH 1001;

CREATE TABLE channel_partners (
  user_id integer PRIMARY KEY REFERENCES users(id),
  channel_id integer NOT NULL UNIQUE DEFAULT nextval('channel_ids'),
  name text NOT NULL,
  share_percent integer NOT NULL CHECK (share_percent BETWEEN 0 AND 50),
  created_at bigint NOT NULL
);

-- One row per attributed recharge: the partner's share, credited through the ledger in the recharge's own
-- transaction (key channel:{order id}), so a recharge credited twice cannot pay twice.
CREATE TABLE channel_commissions (
  order_id text PRIMARY KEY,
  channel_id integer NOT NULL,
  partner_id integer NOT NULL REFERENCES users(id),
  user_id integer NOT NULL REFERENCES users(id),
  recharge_cents integer NOT NULL,
  coins integer NOT NULL CHECK (coins >= 0),
  at bigint NOT NULL
);
CREATE INDEX channel_commissions_partner ON channel_commissions (partner_id, at DESC);

-- China-time day numbers on which a user made a signed-in request (written when a session is touched).
CREATE TABLE user_active_days (
  user_id integer NOT NULL REFERENCES users(id),
  day integer NOT NULL,
  PRIMARY KEY (user_id, day)
);
CREATE INDEX user_active_days_day ON user_active_days (day);
CREATE INDEX users_promotion_channel ON users (promotion_channel_id, created_at DESC);
