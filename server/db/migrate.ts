import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { DatabaseHandle, SqlSession } from './client'

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url))

/** Any constant works; it only has to be the same in every process of one deployment. */
const ADVISORY_LOCK_KEY = 7_301_946_001

export type Migration = { version: number; name: string; sql: string }

/** The NNNN_name.sql files of `dir`, ordered by version; a duplicate or malformed name is an error. */
export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  const migrations = readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .map((file) => {
      const match = /^(\d{4})_([\w-]+)\.sql$/.exec(file)
      if (!match?.[1]) throw new Error(`Migration file ${file} is not named NNNN_name.sql`)
      return { version: Number(match[1]), name: file, sql: readFileSync(join(dir, file), 'utf8') }
    })
    .sort((a, b) => a.version - b.version)
  migrations.forEach((m, i) => {
    if (i > 0 && migrations[i - 1]?.version === m.version) throw new Error(`Two migrations have version ${m.version}`)
  })
  return migrations
}

/**
 * Applies the migrations not yet recorded in schema_migrations, each in its own transaction. On PostgreSQL
 * a session advisory lock makes processes that start together take turns: the first applies, the others
 * then find nothing left to do.
 */
export async function migrate(handle: DatabaseHandle, dir = MIGRATIONS_DIR): Promise<{ applied: string[] }> {
  const migrations = readMigrations(dir)
  return handle.withSession(async (session) => {
    const locking = handle.kind === 'postgres'
    if (locking) await session.query('SELECT pg_advisory_lock($1)', [ADVISORY_LOCK_KEY])
    try {
      return { applied: await applyPending(session, migrations) }
    } finally {
      if (locking) await session.query('SELECT pg_advisory_unlock($1)', [ADVISORY_LOCK_KEY])
    }
  })
}

async function applyPending(session: SqlSession, migrations: Migration[]): Promise<string[]> {
  await session.exec(
    `CREATE TABLE IF NOT EXISTS schema_migrations (
       version integer PRIMARY KEY,
       name text NOT NULL,
       applied_at bigint NOT NULL
     )`,
  )
  const rows = await session.query<{ version: number }>('SELECT version FROM schema_migrations')
  const done = new Set(rows.map((row) => Number(row.version)))
  const applied: string[] = []
  for (const migration of migrations) {
    if (done.has(migration.version)) continue
    await session.exec('BEGIN')
    try {
      await session.exec(migration.sql)
      await session.query('INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)', [
        migration.version,
        migration.name,
        Date.now(),
      ])
      await session.exec('COMMIT')
    } catch (error) {
      await session.exec('ROLLBACK')
      throw new Error(`Migration ${migration.name} failed: ${error instanceof Error ? error.message : error}`, {
        cause: error,
      })
    }
    applied.push(migration.name)
  }
  return applied
}
