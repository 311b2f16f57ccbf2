-- Anchors, their live rooms, gifts and paid-room unlocks (issue: live rooms). Coins never live here: every
-- coin movement is a coin_ledger row (server/ledger); gift_records and room_unlocks point at the rows.

CREATE TABLE anchors (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  -- underReview | passed | banned (a user who never applied has no row)
  status text NOT NULL,
  ban_reason text,
  real_name text NOT NULL,
  birth_date text NOT NULL,
  game_id integer NOT NULL,
  short_intro text NOT NULL DEFAULT '',
  detail_intro text NOT NULL DEFAULT '',
  -- ids of anchor_pictures rows, in display order (at most 3)
  pictures jsonb NOT NULL DEFAULT '[]',
  applied_at bigint NOT NULL,
  reviewed_at bigint,
  reviewed_by integer
);
CREATE INDEX anchors_status_idx ON anchors (status, applied_at);

-- Uploaded images of live rooms and anchors (covers, detail pictures), served by the server.
CREATE TABLE live_images (
  id bigserial PRIMARY KEY,
  owner_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  mime text NOT NULL,
  data bytea NOT NULL,
  created_at bigint NOT NULL
);

-- One room per anchor, made when the application passes.
CREATE TABLE live_rooms (
  id serial PRIMARY KEY,
  anchor_id integer NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  game_id integer NOT NULL,
  title text NOT NULL DEFAULT '',
  cover_image_id bigint REFERENCES live_images (id) ON DELETE SET NULL,
  match_id text,
  paid boolean NOT NULL DEFAULT false,
  login_only boolean NOT NULL DEFAULT false,
  stream_code text NOT NULL UNIQUE,
  -- offline | live | ended
  state text NOT NULL DEFAULT 'offline',
  publishing boolean NOT NULL DEFAULT false,
  -- last time the ingest reported the stream alive (epoch ms)
  publishing_seen_at bigint,
  -- increments at every start live; paid unlocks are per broadcast
  broadcast_no integer NOT NULL DEFAULT 0,
  started_at bigint,
  ended_at bigint,
  chat_open boolean NOT NULL DEFAULT true,
  slow_mode_seconds integer NOT NULL DEFAULT 0,
  chat_min_level integer NOT NULL DEFAULT 1,
  keywords jsonb NOT NULL DEFAULT '[]',
  viewers integer NOT NULL DEFAULT 0,
  version bigint NOT NULL DEFAULT 1
);
CREATE INDEX live_rooms_state_idx ON live_rooms (state, game_id);
CREATE INDEX live_rooms_match_idx ON live_rooms (match_id) WHERE match_id IS NOT NULL;

-- Rooms start at 1001 so that room numbers look like room numbers.
ALTER SEQUENCE live_rooms_id_seq RESTART WITH 1001;

CREATE TABLE gift_records (
  id bigserial PRIMARY KEY,
  room_id integer NOT NULL REFERENCES live_rooms (id) ON DELETE CASCADE,
  sender_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  anchor_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  gift_id text NOT NULL,
  gift_count integer NOT NULL CHECK (gift_count > 0),
  coins bigint NOT NULL CHECK (coins > 0),
  at bigint NOT NULL,
  broadcast_no integer NOT NULL,
  request_id text NOT NULL,
  sender_ledger_id bigint NOT NULL REFERENCES coin_ledger (id),
  anchor_ledger_id bigint NOT NULL REFERENCES coin_ledger (id),
  UNIQUE (sender_id, request_id)
);
CREATE INDEX gift_records_room_idx ON gift_records (room_id, at);
CREATE INDEX gift_records_anchor_idx ON gift_records (anchor_id, at);

CREATE TABLE room_unlocks (
  room_id integer NOT NULL REFERENCES live_rooms (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  broadcast_no integer NOT NULL,
  coins bigint NOT NULL,
  at bigint NOT NULL,
  PRIMARY KEY (room_id, user_id, broadcast_no)
);

-- Chat: one numbered line per (room, seq), seq without gaps per room, allocated from chat_counters in the
-- same transaction as the insert.
CREATE TABLE chat_counters (
  room_id integer PRIMARY KEY REFERENCES live_rooms (id) ON DELETE CASCADE,
  seq integer NOT NULL
);

CREATE TABLE chat_messages (
  room_id integer NOT NULL REFERENCES live_rooms (id) ON DELETE CASCADE,
  seq integer NOT NULL,
  -- chat | gift | system | removal
  kind text NOT NULL,
  user_id integer,
  username text,
  level integer,
  text text NOT NULL,
  params jsonb,
  gift_id text,
  gift_count integer,
  removes jsonb,
  removed boolean NOT NULL DEFAULT false,
  at bigint NOT NULL,
  PRIMARY KEY (room_id, seq)
);

CREATE TABLE chat_mutes (
  room_id integer NOT NULL REFERENCES live_rooms (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- epoch ms; null mutes until lifted
  until bigint,
  by_user_id integer NOT NULL,
  at bigint NOT NULL,
  PRIMARY KEY (room_id, user_id)
);

CREATE TABLE room_moderators (
  room_id integer NOT NULL REFERENCES live_rooms (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  PRIMARY KEY (room_id, user_id)
);
