-- Real-name checks (server/auth/identity.ts): one row per account that asked for one. status 'none' while
-- no check has concluded, 'refused' after the provider found the name and number not matching, 'verified'
-- after it found them matching. Neither the name nor the number is kept whole: masks to show the user, and
-- an HMAC of the number (under the servers' signing key) that counts the accounts one card verified.
-- attempts count the checks asked for on attempts_day (Beijing, YYYY-MM-DD).
CREATE TABLE identity_checks (
  user_id integer PRIMARY KEY,
  status text NOT NULL CHECK (status IN ('none', 'refused', 'verified')),
  name_masked text,
  id_masked text,
  id_hash text,
  birth_date text,
  provider text,
  checked_at bigint,
  attempts_day text NOT NULL,
  attempts integer NOT NULL CHECK (attempts >= 0)
);
CREATE INDEX identity_checks_card ON identity_checks (id_hash) WHERE status = 'verified';
