-- The periodic pruner (server/auth/prune.ts) deletes expired codes, OAuth tickets and sessions by time.
CREATE INDEX verification_codes_expires_idx ON verification_codes (expires_at);
CREATE INDEX oauth_tickets_created_idx ON oauth_tickets (created_at);
CREATE INDEX sessions_expires_idx ON sessions (expires_at);
