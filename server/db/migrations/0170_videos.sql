-- Videos from the ingest (server/videos): replays of broadcasts, recorded as they stream, and highlight
-- clips cut from them. The files live under VIDEO_DIR/<id>/; `storage` is that folder's name.
CREATE TABLE videos (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('replay', 'clip')),
  state text NOT NULL CHECK (state IN ('recording', 'ready')),
  room_id integer NOT NULL,
  anchor_id integer NOT NULL,
  broadcast_no integer NOT NULL,
  match_id text,
  game_id integer NOT NULL,
  title text NOT NULL,
  paid boolean NOT NULL DEFAULT false,
  login_only boolean NOT NULL DEFAULT false,
  duration_ms integer NOT NULL DEFAULT 0,
  started_at bigint NOT NULL,
  ended_at bigint,
  views integer NOT NULL DEFAULT 0,
  storage text NOT NULL,
  size_bytes bigint NOT NULL DEFAULT 0,
  has_cover boolean NOT NULL DEFAULT false,
  chapters jsonb NOT NULL DEFAULT '[]',
  -- A clip: the replay it was cut from, where in it, and the event it shows.
  parent_id bigint,
  parent_offset_ms integer,
  event jsonb
);
CREATE INDEX videos_listed ON videos (state, game_id, started_at DESC);
CREATE INDEX videos_match ON videos (match_id) WHERE match_id IS NOT NULL;
CREATE INDEX videos_retention ON videos (kind, ended_at);

-- One view per viewer (user id, else address) per video per hour: the primary key makes the count race-free.
CREATE TABLE video_views (
  video_id bigint NOT NULL,
  viewer text NOT NULL,
  hour bigint NOT NULL,
  PRIMARY KEY (video_id, viewer, hour)
);
