import { fsyncSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'

/**
 * PGlite's defaults trade durability for speed: `-F` turns fsync off, and its Node file system (Emscripten's
 * NODEFS) has no fsync at all, so a commit reaches the OS page cache but not the disk. A process kill -9
 * loses nothing (the page cache survives it); an OS crash or power cut could lose acknowledged writes,
 * coin movements among them. Scorecast decides for durability: fsync on, WAL synced with fsync() (the
 * fdatasync() of this build is a no-op), and NODEFS given a real fsync. Its cost is measured by
 * bench/pglite-fsync.ts (README, "Durability").
 */
export const DURABLE_START_PARAMS: readonly string[] = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'fsync=on',
  '-c',
  'wal_sync_method=fsync',
]

/** Extensions the migrations create (pg_trgm for site search); PGlite loads them when it starts. */
export const PGLITE_EXTENSIONS = { pg_trgm }

type NodeFsStream = { nfd?: number }
type NodeFs = { stream_ops: { fsync?: (stream: NodeFsStream) => number } }

/** Opens PGlite in `dir`, durable unless `durable` is false (the bench's comparison). */
export async function openPglite(dir: string, durable = true): Promise<PGlite> {
  const client = new PGlite(dir, {
    extensions: PGLITE_EXTENSIONS,
    ...(durable ? { startParams: [...DURABLE_START_PARAMS] } : {}),
  })
  await client.waitReady
  if (durable) giveNodeFsAnFsync(client)
  return client
}

/** Every file PGlite opened or will open shares NODEFS.stream_ops, so one assignment covers them all. */
function giveNodeFsAnFsync(client: PGlite): void {
  const nodeFs = Reflect.get(client.Module, 'NODEFS') as NodeFs | undefined
  if (!nodeFs?.stream_ops) throw new Error('PGlite no longer exposes NODEFS: durable commits cannot be set up')
  nodeFs.stream_ops.fsync = (stream) => {
    if (stream.nfd !== undefined) fsyncSync(stream.nfd)
    return 0
  }
}
