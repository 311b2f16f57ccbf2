-- Uploaded videos (server/videos/uploads.ts): a creator's MP4/MOV, transcoded to HLS by a supervised ffmpeg
-- job. The row is 'processing' (progress 0–100) until the job ends 'ready' or 'failed' (failure: the id of
-- the message saying why). anchor_id is the uploader; room_id and broadcast_no are 0 (no room).
-- job_owner names the process running or queueing the job and job_beat_at when it last said so: a
-- process that starts takes over uploads whose owner has been silent (it stopped).
ALTER TABLE videos DROP CONSTRAINT videos_kind_check;
ALTER TABLE videos ADD CONSTRAINT videos_kind_check CHECK (kind IN ('replay', 'clip', 'upload'));
ALTER TABLE videos DROP CONSTRAINT videos_state_check;
ALTER TABLE videos ADD CONSTRAINT videos_state_check CHECK (state IN ('recording', 'ready', 'processing', 'failed'));
ALTER TABLE videos ADD COLUMN progress integer NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100);
ALTER TABLE videos ADD COLUMN failure text;
ALTER TABLE videos ADD COLUMN job_owner text;
ALTER TABLE videos ADD COLUMN job_beat_at bigint;
CREATE INDEX videos_uploader ON videos (anchor_id, id DESC) WHERE kind = 'upload';
