-- Match detail (protocol/match-detail.ts MatchDetail): lineups, BP, map veto, game stats, PUBG points table.
-- matches.detail is the latest; match_events.detail is the whole detail after an event that changed it.
ALTER TABLE matches ADD COLUMN detail jsonb;
ALTER TABLE match_events ADD COLUMN detail jsonb;
