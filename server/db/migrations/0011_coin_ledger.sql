-- The coin ledger: every change of users.gold is one row here, written in the same transaction as the
-- balance (server/ledger). The idempotency key is unique per user, so a retried request moves coins once.

CREATE TABLE coin_ledger (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  at bigint NOT NULL,
  kind text NOT NULL,
  details text NOT NULL,
  change bigint NOT NULL,
  balance_after bigint NOT NULL CHECK (balance_after >= 0),
  idempotency_key text NOT NULL,
  UNIQUE (user_id, idempotency_key)
);
CREATE INDEX coin_ledger_user_idx ON coin_ledger (user_id, id DESC);
