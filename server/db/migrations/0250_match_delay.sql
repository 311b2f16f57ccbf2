-- A live match whose real data provider stopped answering (server/feed/polling.ts) carries the time of the
-- provider's last good answer until it answers again, so lists and pages can say 数据延迟 and since when.
ALTER TABLE matches ADD COLUMN delayed_since bigint;
