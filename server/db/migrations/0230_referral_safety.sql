-- Self-referral (server/channel/commissions.ts): a partner who recharges through a second account of their
-- own earns nothing automatically. Each session keeps HMACs of the address and the browser it was made from
-- (server/auth/sessions.ts; neither is kept plain), and a commission whose payer shares one with the partner
-- is 'held' for staff review instead of paid; staff pay it or void it.
ALTER TABLE sessions ADD COLUMN address_hash text;
ALTER TABLE sessions ADD COLUMN device_hash text;
CREATE INDEX sessions_user_fingerprints ON sessions (user_id) WHERE address_hash IS NOT NULL OR device_hash IS NOT NULL;

ALTER TABLE channel_commissions ADD COLUMN status text NOT NULL DEFAULT 'paid' CHECK (status IN ('paid', 'held', 'voided'));
ALTER TABLE channel_commissions ADD COLUMN reviewed_by integer;
ALTER TABLE channel_commissions ADD COLUMN reviewed_at bigint;
CREATE INDEX channel_commissions_held ON channel_commissions (at) WHERE status = 'held';
