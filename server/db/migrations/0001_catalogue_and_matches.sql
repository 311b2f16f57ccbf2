-- Catalogue (leagues, teams, players) and the match feed's matches and their event log.
-- Times are epoch milliseconds (bigint) to match the wire contract.

CREATE TABLE leagues (
  id text PRIMARY KEY,
  game_id integer NOT NULL,
  name text NOT NULL,
  name_en text NOT NULL,
  short_name text NOT NULL,
  region text NOT NULL,
  tier integer NOT NULL DEFAULT 1,
  logo text,
  source text NOT NULL
);
CREATE INDEX leagues_game_idx ON leagues (game_id);

CREATE TABLE teams (
  id text PRIMARY KEY,
  game_id integer NOT NULL,
  name text NOT NULL,
  name_en text NOT NULL,
  short_name text NOT NULL,
  country text,
  logo text,
  source text NOT NULL
);
CREATE INDEX teams_game_idx ON teams (game_id);

CREATE TABLE league_teams (
  league_id text NOT NULL REFERENCES leagues (id),
  team_id text NOT NULL REFERENCES teams (id),
  PRIMARY KEY (league_id, team_id)
);

CREATE TABLE players (
  id text PRIMARY KEY,
  game_id integer NOT NULL,
  team_id text REFERENCES teams (id),
  nickname text NOT NULL,
  real_name text NOT NULL,
  role text NOT NULL,
  country text,
  birth_date text,
  source text NOT NULL
);
CREATE INDEX players_team_idx ON players (team_id);

CREATE TABLE matches (
  id text PRIMARY KEY,
  game_id integer NOT NULL,
  league_id text NOT NULL REFERENCES leagues (id),
  home_team_id text NOT NULL REFERENCES teams (id),
  guest_team_id text NOT NULL REFERENCES teams (id),
  start_time bigint NOT NULL,
  best_of integer NOT NULL DEFAULT 1,
  status text NOT NULL,
  phase text NOT NULL,
  period integer NOT NULL DEFAULT 0,
  clock integer NOT NULL DEFAULT 0,
  home_score integer NOT NULL DEFAULT 0,
  guest_score integer NOT NULL DEFAULT 0,
  periods jsonb NOT NULL DEFAULT '[]',
  win_rate real,
  seq integer NOT NULL DEFAULT 0,
  playback_url text,
  updated_at bigint NOT NULL
);
CREATE INDEX matches_start_idx ON matches (start_time);
CREATE INDEX matches_game_start_idx ON matches (game_id, start_time);
CREATE INDEX matches_status_idx ON matches (status);

-- Every change of every match, in order: `seq` is gapless per match, `id` is the global cursor.
CREATE TABLE match_events (
  id bigserial PRIMARY KEY,
  match_id text NOT NULL REFERENCES matches (id),
  game_id integer NOT NULL,
  seq integer NOT NULL,
  type text NOT NULL,
  at bigint NOT NULL,
  state jsonb NOT NULL,
  incident jsonb,
  retracts integer,
  UNIQUE (match_id, seq)
);
