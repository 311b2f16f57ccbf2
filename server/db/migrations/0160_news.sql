-- News written from the feed (server/news): one preview and one report at most per match. The facts are
-- kept, not the text: each reader gets the text in their language.
CREATE TABLE news_articles (
  id serial PRIMARY KEY,
  match_id text NOT NULL REFERENCES matches(id),
  game_id integer NOT NULL,
  kind text NOT NULL CHECK (kind IN ('preview', 'report')),
  facts jsonb NOT NULL,
  published_at bigint NOT NULL,
  views integer NOT NULL DEFAULT 0,
  UNIQUE (match_id, kind)
);
CREATE INDEX news_articles_game ON news_articles (game_id, published_at DESC);
CREATE INDEX news_articles_published ON news_articles (published_at DESC);
