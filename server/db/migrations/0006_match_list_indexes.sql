-- League filters, league tables (closed matches of a league) and team filters read matches by these.
CREATE INDEX matches_league_start_idx ON matches (league_id, start_time);
CREATE INDEX matches_status_start_idx ON matches (status, start_time);
CREATE INDEX matches_home_team_idx ON matches (home_team_id);
CREATE INDEX matches_guest_team_idx ON matches (guest_team_id);
