import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import pg from 'pg'
import { lockDataDir } from './data-dir-lock'
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
  close(): Promise<void>
}

/**
 * A real PostgreSQL when `databaseUrl` is set, else embedded PGlite in `dataDir` (or in memory when
 * `dataDir` is 'memory://', for tests).
 */
export async function openDatabase(options: {
  databaseUrl?: string
  dataDir: string
  /** Hears the SQL of every query drizzle sends (tests count what an attack costs the database). */
  onQuery?: (sql: string) => void
}): Promise<DatabaseHandle> {
  const onQuery = options.onQuery
  const logger = onQuery ? { logQuery: (query: string) => onQuery(query) } : undefined
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 })
    // An idle connection that the server drops (restart, failover) must not crash the process: the pool
    // discards it and opens another on the next query.
    pool.on('error', (error) => process.emitWarning(`PostgreSQL idle connection lost: ${error.message}`))
    const db = drizzlePg(pool, { logger }) as unknown as Database
    return {
      db,
      kind: 'postgres',
      exec: async (sql) => {
        await pool.query(sql)
      },
      withSession: async (work) => {
        const client = await pool.connect()
        try {
          return await work({
            query: async <Row>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as Row[],
            exec: async (sql) => {
              await client.query(sql)
            },
          })
        } finally {
          client.release()
        }
      },
      close: () => endPool(pool),
    }
  }
  const inMemory = options.dataDir === 'memory://'
  if (!inMemory) mkdirSync(options.dataDir, { recursive: true })
  // PGlite has no lock of its own: two processes on one DATA_DIR would both write its files.
  const lock = inMemory ? null : lockDataDir(options.dataDir)
  let client: PGlite
  try {
    client = inMemory ? new PGlite({ extensions: PGLITE_EXTENSIONS }) : await openPglite(`${options.dataDir}/pglite`)
    if (inMemory) await client.waitReady
  } catch (error) {
    lock?.release()
    throw error
  }
  const db = drizzlePglite(client, { logger }) as unknown as Database
  return {
    db,
    kind: 'pglite',
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
