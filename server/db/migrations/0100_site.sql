-- The site's own documents (about, terms, privacy …) with their versions, and the tickets the complaint and
-- cooperation forms open (server/site).
CREATE TABLE site_documents (
  id text NOT NULL,
  locale text NOT NULL,
  version integer NOT NULL,
  title text NOT NULL,
  body jsonb NOT NULL,
  updated_at bigint NOT NULL,
  PRIMARY KEY (id, locale, version)
);

CREATE TABLE site_tickets (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  name text NOT NULL,
  contact text NOT NULL,
  subject text NOT NULL,
  message text NOT NULL,
  user_id integer,
  status text NOT NULL DEFAULT 'open',
  created_at bigint NOT NULL
);
CREATE INDEX site_tickets_created_idx ON site_tickets (created_at);
