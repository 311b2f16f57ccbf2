-- Experts and their prediction plans (server/experts): applications, plans with their sealed content,
-- purchases (one per buyer and plan), pictures and reusable components.
CREATE TABLE experts (
  user_id integer PRIMARY KEY REFERENCES users(id),
  name text NOT NULL,
  intro text NOT NULL,
  game_ids integer[] NOT NULL,
  league_ids text[] NOT NULL DEFAULT '{}',
  status text NOT NULL,
  refuse_reason text,
  demo boolean NOT NULL DEFAULT false,
  applied_at bigint NOT NULL,
  reviewed_at bigint,
  reviewed_by integer
);
CREATE INDEX experts_status_idx ON experts (status, applied_at);

CREATE TABLE plan_images (
  id serial PRIMARY KEY,
  owner_id integer NOT NULL,
  mime text NOT NULL,
  data bytea NOT NULL,
  created_at bigint NOT NULL
);

CREATE TABLE expert_plans (
  id serial PRIMARY KEY,
  expert_id integer NOT NULL REFERENCES experts(user_id),
  game_id integer NOT NULL,
  match_id text NOT NULL REFERENCES matches(id),
  league_id text NOT NULL,
  title text NOT NULL,
  play_level text NOT NULL,
  play_type text NOT NULL,
  line real,
  pick text NOT NULL,
  odds real NOT NULL,
  price integer NOT NULL CHECK (price >= 0),
  first_order_price integer CHECK (first_order_price >= 0),
  refund_if_miss boolean NOT NULL,
  cover_id integer,
  content jsonb NOT NULL,
  status text NOT NULL,
  refuse_reason text,
  result text NOT NULL DEFAULT 'pending',
  sales integer NOT NULL DEFAULT 0,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL,
  released_at bigint,
  seal_hash text,
  settled_at bigint
);
CREATE INDEX expert_plans_expert_idx ON expert_plans (expert_id, id);
CREATE INDEX expert_plans_match_idx ON expert_plans (match_id);
CREATE INDEX expert_plans_pending_idx ON expert_plans (match_id) WHERE result = 'pending' AND released_at IS NOT NULL;
CREATE INDEX expert_plans_status_idx ON expert_plans (status, id);

CREATE TABLE plan_orders (
  id serial PRIMARY KEY,
  plan_id integer NOT NULL REFERENCES expert_plans(id),
  user_id integer NOT NULL REFERENCES users(id),
  expert_id integer NOT NULL,
  price_paid integer NOT NULL CHECK (price_paid >= 0),
  request_id text NOT NULL,
  at bigint NOT NULL,
  refunded integer NOT NULL DEFAULT 0,
  refunded_at bigint,
  UNIQUE (plan_id, user_id)
);
CREATE INDEX plan_orders_user_idx ON plan_orders (user_id, id);
CREATE INDEX plan_orders_expert_idx ON plan_orders (expert_id, at);

CREATE TABLE plan_components (
  id serial PRIMARY KEY,
  expert_id integer NOT NULL REFERENCES experts(user_id),
  kind text NOT NULL,
  name text NOT NULL,
  body text NOT NULL,
  updated_at bigint NOT NULL
);
CREATE INDEX plan_components_expert_idx ON plan_components (expert_id);
