-- The coin mall (server/mall): products with their inventory, redemption orders and their audit trail.
CREATE TABLE mall_products (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  category text NOT NULL,
  price integer NOT NULL CHECK (price > 0),
  inventory integer NOT NULL CHECK (inventory >= 0),
  redeemed integer NOT NULL DEFAULT 0,
  released_at bigint NOT NULL,
  picture text NOT NULL,
  notice text NOT NULL,
  intro text NOT NULL,
  on_sale boolean NOT NULL DEFAULT true,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE mall_orders (
  id serial PRIMARY KEY,
  product_id integer NOT NULL REFERENCES mall_products(id),
  user_id integer NOT NULL REFERENCES users(id),
  quantity integer NOT NULL CHECK (quantity > 0),
  coins integer NOT NULL CHECK (coins > 0),
  status text NOT NULL,
  recipient text NOT NULL,
  address text NOT NULL,
  contact text NOT NULL,
  tracking_no text,
  card_no text,
  note text,
  request_id text NOT NULL,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL,
  UNIQUE (user_id, request_id)
);
CREATE INDEX mall_orders_user_idx ON mall_orders (user_id, id);
CREATE INDEX mall_orders_status_idx ON mall_orders (status, id);

CREATE TABLE mall_order_events (
  id bigserial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES mall_orders(id),
  actor_id integer,
  action text NOT NULL,
  note text,
  at bigint NOT NULL
);
CREATE INDEX mall_order_events_order_idx ON mall_order_events (order_id, id);
