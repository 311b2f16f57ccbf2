-- A random id made once per database. A client that cached another database's data (the server's data
-- was reset or restored) sees the id change in /system/config and starts its cache over, instead of
-- waiting for event ids and sequences that this database will only reach much later.
CREATE TABLE data_epoch (
  id text PRIMARY KEY,
  created_at bigint NOT NULL
);
INSERT INTO data_epoch (id, created_at)
VALUES (md5(random()::text || clock_timestamp()::text), (extract(epoch FROM clock_timestamp()) * 1000)::bigint);
