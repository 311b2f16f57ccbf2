-- Blind boxes (server/blindbox): the boxes, their published odds by version, every draw, each user's
-- guarantee counter per box, and the cosmetic badges won.
CREATE TABLE blind_boxes (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  intro text NOT NULL,
  picture text NOT NULL,
  price integer NOT NULL CHECK (price > 0),
  daily_cap integer NOT NULL CHECK (daily_cap > 0),
  -- The odds on sale now; older versions stay for the draws made under them.
  odds_version integer NOT NULL,
  on_sale boolean NOT NULL DEFAULT true,
  sort integer NOT NULL DEFAULT 0
);

-- A published odds version of a box: never changed once draws may have used it (new odds, new version).
CREATE TABLE blind_box_odds (
  box_id integer NOT NULL REFERENCES blind_boxes(id),
  version integer NOT NULL CHECK (version > 0),
  guarantee_after integer CHECK (guarantee_after IS NULL OR guarantee_after > 1),
  fingerprint text NOT NULL,
  published_at bigint NOT NULL,
  PRIMARY KEY (box_id, version)
);

-- The prizes of one odds version; odds in basis points, adding up to 10000 per version (checked on publishing).
CREATE TABLE blind_box_prizes (
  id serial PRIMARY KEY,
  box_id integer NOT NULL,
  odds_version integer NOT NULL,
  name text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('coins', 'mallItem', 'badge')),
  coins integer NOT NULL CHECK (coins >= 0),
  product_slug text,
  badge_slug text,
  picture text NOT NULL,
  odds_bp integer NOT NULL CHECK (odds_bp > 0 AND odds_bp <= 10000),
  top boolean NOT NULL,
  sort integer NOT NULL,
  FOREIGN KEY (box_id, odds_version) REFERENCES blind_box_odds(box_id, version),
  UNIQUE (id, box_id, odds_version),
  CHECK (kind <> 'mallItem' OR product_slug IS NOT NULL),
  CHECK (kind <> 'badge' OR badge_slug IS NOT NULL)
);

-- Every draw, with the odds version it was drawn under; its prize must belong to that version.
CREATE TABLE blind_box_draws (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  box_id integer NOT NULL,
  odds_version integer NOT NULL,
  prize_id integer NOT NULL,
  guaranteed boolean NOT NULL,
  coins_paid integer NOT NULL CHECK (coins_paid > 0),
  coins_won integer NOT NULL CHECK (coins_won >= 0),
  substituted boolean NOT NULL DEFAULT false,
  mall_order_id integer REFERENCES mall_orders(id),
  request_id text NOT NULL,
  at bigint NOT NULL,
  UNIQUE (user_id, request_id),
  FOREIGN KEY (prize_id, box_id, odds_version) REFERENCES blind_box_prizes(id, box_id, odds_version)
);
CREATE INDEX blind_box_draws_user_idx ON blind_box_draws (user_id, id);
CREATE INDEX blind_box_draws_day_idx ON blind_box_draws (user_id, box_id, at);
CREATE INDEX blind_box_draws_audit_idx ON blind_box_draws (box_id, odds_version, prize_id);

-- Draws since the last top-tier prize, per user and box; its row is also the lock that serializes one
-- user's draws of one box (the daily cap is counted under it).
CREATE TABLE blind_box_progress (
  user_id integer NOT NULL REFERENCES users(id),
  box_id integer NOT NULL REFERENCES blind_boxes(id),
  since_top integer NOT NULL DEFAULT 0 CHECK (since_top >= 0),
  PRIMARY KEY (user_id, box_id)
);

-- Cosmetic badges won from boxes (a second win of one badge counts up).
CREATE TABLE user_badges (
  user_id integer NOT NULL REFERENCES users(id),
  slug text NOT NULL,
  name text NOT NULL,
  picture text NOT NULL,
  count integer NOT NULL CHECK (count > 0),
  first_draw_id integer NOT NULL REFERENCES blind_box_draws(id),
  acquired_at bigint NOT NULL,
  PRIMARY KEY (user_id, slug)
);

-- A mall item won in a box becomes a redemption order staff fulfil like any other; the box was paid, so
-- the order itself costs no coins.
ALTER TABLE mall_orders DROP CONSTRAINT mall_orders_coins_check;
ALTER TABLE mall_orders ADD CONSTRAINT mall_orders_coins_check CHECK (coins >= 0);
