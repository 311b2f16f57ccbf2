-- The chat line of each gift (chat_messages.seq of its room), so a retried gift send (same request id)
-- answers the first send's line. Only /gift/send writes gift_records, in the same transaction as the line.
ALTER TABLE gift_records ADD COLUMN chat_seq integer NOT NULL;
