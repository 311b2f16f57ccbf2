import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import pg from 'pg'
import { DataDirLockedError, lockDataDirWaiting } from './data-dir-lock'
import { unreachableDatabase, unusableDataDir } from './errors'
import { openPglite, PGLITE_EXTENSIONS } from './pglite-durable'

/** The one data-access handle of the server, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT>

/** Raw SQL on one connection, for work that needs a session of its own (migrations, advisory locks). */
export type SqlSession = {
  /** One statement with $1… parameters; returns its rows. */
  query<Row>(sql: string, params?: unknown[]): Promise<Row[]>
  /** Several statements, no parameters (a migration file). */
  exec(sql: string): Promise<void>
}

export type DatabaseHandle = {
  db: Database
  /** Runs raw SQL (several statements allowed); used by migrations only. */
  exec(sql: string): Promise<void>
  /** Runs `work` on one dedicated connection: session state such as advisory locks and BEGIN holds across calls. */
  withSession<T>(work: (session: SqlSession) => Promise<T>): Promise<T>
  kind: 'pglite' | 'postgres'
  /** The process is shutting down: a successor on the same DATA_DIR waits for the lock instead of refusing. */
  announceStop(): void
  close(): Promise<void>
}

/** How long a start waits for a DATA_DIR whose holder is shutting down (its grace and some). */
const DATA_DIR_WAIT_MS = 30_000

/**
 * A real PostgreSQL when `databaseUrl` is set, else embedded PGlite in `dataDir` (or in memory when
 * `dataDir` is 'memory://', for tests).
 */
export async function openDatabase(options: {
  databaseUrl?: string
  dataDir: string
  /** Hears the SQL of every query drizzle sends (tests count what an attack costs the database). */
  onQuery?: (sql: string) => void
  /** An in-memory PGlite starts from this dump (PGlite's dumpDataDir) instead of an empty cluster (tests). */
  loadDataDir?: Blob
}): Promise<DatabaseHandle> {
  const onQuery = options.onQuery
  const logger = onQuery ? { logQuery: (query: string) => onQuery(query) } : undefined
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 })
    // An idle connection that the server drops (restart, failover) must not crash the process: the pool
    // discards it and opens another on the next query.
    pool.on('error', (error) => process.emitWarning(`PostgreSQL idle connection lost: ${error.message}`))
    // The pool connects lazily: without this first query an unreachable server would surface later, as a
    // migration's stack trace after "database opened".
    try {
      await pool.query('select 1')
    } catch (error) {
      await pool.end().catch(() => undefined)
      throw unreachableDatabase(options.databaseUrl, error)
    }
    const db = drizzlePg(pool, { logger }) as unknown as Database
    return {
      db,
      kind: 'postgres',
      announceStop: () => {},
      exec: async (sql) => {
        await pool.query(sql)
      },
      withSession: async (work) => {
        const client = await pool.connect()
        // A connection that breaks while checked out emits 'error': heard here (its queries fail anyway), and
        // the client is destroyed on release instead of going back to the pool.
        let broken: Error | undefined
        const onError = (error: Error) => {
          broken = error
        }
        client.on('error', onError)
        try {
          return await work({
            query: async <Row>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as Row[],
            exec: async (sql) => {
              await client.query(sql)
            },
          })
        } finally {
          client.off('error', onError)
          client.release(broken)
        }
      },
      close: () => endPool(pool),
    }
  }
  const inMemory = options.dataDir === 'memory://'
  // PGlite has no lock of its own: two processes on one DATA_DIR would both write its files.
  let lock: Awaited<ReturnType<typeof lockDataDirWaiting>> | null = null
  if (!inMemory) {
    try {
      mkdirSync(options.dataDir, { recursive: true })
      lock = await lockDataDirWaiting(options.dataDir, DATA_DIR_WAIT_MS)
    } catch (error) {
      if (error instanceof DataDirLockedError) throw error
      throw unusableDataDir(options.dataDir, error)
    }
  }
  let client: PGlite
  try {
    client = inMemory
      ? new PGlite({ extensions: PGLITE_EXTENSIONS, ...(options.loadDataDir && { loadDataDir: options.loadDataDir }) })
      : await openPglite(`${options.dataDir}/pglite`)
    if (inMemory) await client.waitReady
  } catch (error) {
    lock?.release()
    const code = (error as NodeJS.ErrnoException | null)?.code
    if (!inMemory && code && ['EACCES', 'EPERM', 'EROFS', 'ENOSPC'].includes(code))
      throw unusableDataDir(options.dataDir, error)
    throw error
  }
  const db = drizzlePglite(client, { logger }) as unknown as Database
  return {
    db,
    kind: 'pglite',
    announceStop: () => lock?.markStopping(),
    exec: async (sql) => {
      await client.exec(sql)
    },
    // PGlite has a single connection, so every call is already one session.
    withSession: (work) =>
      work({
        query: async <Row>(sql: string, params?: unknown[]) => (await client.query<Row>(sql, params)).rows,
        exec: async (sql) => {
          await client.exec(sql)
        },
      }),
    close: async () => {
      try {
        await client.close()
      } finally {
        lock?.release()
      }
    },
  }
}

/**
 * pool.end() resolves once it has *asked* every connection to close, not once they have; waiting for each
 * 'remove' lets a caller drop the database right after without its connections erroring on the way out.
 */
async function endPool(pool: pg.Pool): Promise<void> {
  let open = pool.totalCount
  const allClosed = new Promise<void>((resolve) => {
    if (open === 0) resolve()
    pool.on('remove', () => {
      open -= 1
      if (open <= 0) resolve()
    })
  })
  await pool.end()
  await Promise.race([allClosed, new Promise((resolve) => setTimeout(resolve, 5_000).unref())])
}
