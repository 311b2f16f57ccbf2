-- Comments on articles and videos (server/comments/store.ts), their likes, users' short posts with their
-- images (server/posts), and the articles a user saved to read later (server/posts/read-later.ts).

-- A comment on a target (an article or a video), or a reply to a top-level comment (one level only).
-- A removed comment keeps its row, so a thread with replies still shows where it was; its text is cleared.
CREATE TABLE comments (
  id serial PRIMARY KEY,
  target_kind text NOT NULL CHECK (target_kind IN ('news', 'video')),
  target_id integer NOT NULL,
  parent_id integer REFERENCES comments(id),
  author_id integer NOT NULL REFERENCES users(id),
  body text NOT NULL,
  like_count integer NOT NULL DEFAULT 0 CHECK (like_count >= 0),
  -- Replies not removed, kept with each reply or removal so a page needs no count per thread.
  reply_count integer NOT NULL DEFAULT 0 CHECK (reply_count >= 0),
  removed_at bigint,
  removed_by integer,
  created_at bigint NOT NULL
);
CREATE INDEX comments_target ON comments (target_kind, target_id, created_at DESC) WHERE parent_id IS NULL;
CREATE INDEX comments_target_hot ON comments (target_kind, target_id, like_count DESC, created_at DESC)
  WHERE parent_id IS NULL;
CREATE INDEX comments_parent ON comments (parent_id, created_at) WHERE parent_id IS NOT NULL;
CREATE INDEX comments_author ON comments (author_id, created_at DESC);

-- One like per user and comment: the primary key makes liking twice a no-op, whatever the race.
CREATE TABLE comment_likes (
  comment_id integer NOT NULL REFERENCES comments(id),
  user_id integer NOT NULL REFERENCES users(id),
  created_at bigint NOT NULL,
  PRIMARY KEY (comment_id, user_id)
);

-- Pictures uploaded for posts (type sniffed from the bytes, size-capped), served at /post/image/{id}.
CREATE TABLE post_images (
  id serial PRIMARY KEY,
  owner_id integer NOT NULL REFERENCES users(id),
  mime text NOT NULL,
  data bytea NOT NULL,
  created_at bigint NOT NULL
);

-- A user's short post: text and up to nine of their pictures. Deleting marks it; it is then never shown.
CREATE TABLE posts (
  id serial PRIMARY KEY,
  author_id integer NOT NULL REFERENCES users(id),
  body text NOT NULL,
  image_ids integer[] NOT NULL DEFAULT '{}',
  created_at bigint NOT NULL,
  deleted_at bigint
);
CREATE INDEX posts_author ON posts (author_id, created_at DESC) WHERE deleted_at IS NULL;
CREATE INDEX posts_created ON posts (created_at DESC) WHERE deleted_at IS NULL;

-- Articles a user saved to read later (稍后阅读), newest first.
CREATE TABLE read_later (
  user_id integer NOT NULL REFERENCES users(id),
  article_id integer NOT NULL,
  game text NOT NULL,
  saved_at bigint NOT NULL,
  PRIMARY KEY (user_id, article_id)
);
CREATE INDEX read_later_saved ON read_later (user_id, saved_at DESC);
