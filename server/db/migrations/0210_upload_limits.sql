-- Limits of uploads (server/videos/uploads.ts): one upload in flight per uploader, enforced by the database
-- so that two requests at once (or two processes) cannot both queue one; and what each uploader has sent
-- per Beijing day (day 'YYYY-MM-DD'), counted up front, before a byte is stored.
UPDATE videos SET state = 'failed', failure = 'error.videos.failedInterrupted', ended_at = started_at
WHERE kind = 'upload' AND state = 'processing'
  AND id NOT IN (SELECT max(id) FROM videos WHERE kind = 'upload' AND state = 'processing' GROUP BY anchor_id);
CREATE UNIQUE INDEX videos_one_upload_in_flight ON videos (anchor_id) WHERE kind = 'upload' AND state = 'processing';

CREATE TABLE upload_allowances (
  user_id integer NOT NULL,
  day text NOT NULL,
  uploads integer NOT NULL CHECK (uploads >= 0),
  bytes bigint NOT NULL CHECK (bytes >= 0),
  PRIMARY KEY (user_id, day)
);
