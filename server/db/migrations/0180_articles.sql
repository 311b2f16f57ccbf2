-- Articles written by people (server/articles): creators, experts and administrators write them, an
-- administrator reviews them, and published ones list beside the news written from the feed. They draw their
-- ids from news_articles' sequence, so one id names one article of either kind (/{game}/news{id}).
CREATE TABLE people_articles (
  id integer PRIMARY KEY DEFAULT nextval('news_articles_id_seq'),
  author_id integer NOT NULL REFERENCES users(id),
  game_id integer NOT NULL,
  title text NOT NULL,
  cover text,
  tags jsonb NOT NULL DEFAULT '[]',
  match_id text REFERENCES matches(id),
  body jsonb NOT NULL,
  summary text NOT NULL,
  state text NOT NULL CHECK (state IN ('draft', 'submitted', 'rejected', 'published', 'unpublished')),
  reject_reason text,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL,
  submitted_at bigint,
  published_at bigint,
  views integer NOT NULL DEFAULT 0
);
CREATE INDEX people_articles_author ON people_articles (author_id, updated_at DESC);
CREATE INDEX people_articles_state ON people_articles (state, submitted_at);
CREATE INDEX people_articles_published ON people_articles (game_id, published_at DESC) WHERE state = 'published';

-- Uploaded pictures of articles, named by the SHA-256 of their bytes (the same picture uploaded twice is one
-- row); the type is the one sniffed from the bytes.
CREATE TABLE article_images (
  hash text PRIMARY KEY,
  owner_id integer NOT NULL REFERENCES users(id),
  mime text NOT NULL,
  width integer NOT NULL,
  height integer NOT NULL,
  data bytea NOT NULL,
  created_at bigint NOT NULL
);
