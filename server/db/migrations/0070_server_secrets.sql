-- Secrets the server makes for itself when none is configured (the HLS URL signing key), kept in the
-- database so that every process on it signs and checks with the same key, and a restart keeps the URLs
-- already handed out valid. Written only by server/ingest/hls-signing.ts.
CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at bigint NOT NULL
);
