-- Coin recharge orders (server/payments): one row per order handed to the cashier, credited exactly once.
CREATE TABLE recharge_orders (
  id text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  package_id text NOT NULL,
  cents integer NOT NULL CHECK (cents > 0),
  coins integer NOT NULL CHECK (coins > 0),
  bonus integer NOT NULL CHECK (bonus >= 0),
  provider text NOT NULL,
  status text NOT NULL,
  request_id text NOT NULL,
  trade_no text,
  created_at bigint NOT NULL,
  paying_at bigint,
  credited_at bigint,
  closed_at bigint,
  queried_at bigint,
  UNIQUE (user_id, request_id)
);
CREATE INDEX recharge_orders_user_idx ON recharge_orders (user_id, created_at);
CREATE INDEX recharge_orders_open_idx ON recharge_orders (status, created_at) WHERE status IN ('created', 'paying');
