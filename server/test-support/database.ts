import { createHash, randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { type DatabaseHandle, openDatabase } from '../db/client'
import { migrate, readMigrations } from '../db/migrate'
import { PGLITE_EXTENSIONS } from '../db/pglite-durable'

/** `url` is the PostgreSQL database's address, so another handle (another "process") can share it. */
export type TestDatabase = DatabaseHandle & { url: string | null }

/**
 * A migrated, empty database for one test file: in-memory PGlite, or — when DATABASE_URL is set — a fresh
 * database on that PostgreSQL server, dropped again by close(). The same suites thus run on both.
 */
export async function openTestDatabase(options: { onQuery?: (sql: string) => void } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL
  if (!serverUrl) {
    const loadDataDir = await migratedPglite()
    const handle = await openDatabase({ dataDir: 'memory://', onQuery: options.onQuery, loadDataDir })
    // Nothing left to apply: the dump was migrated. (A migration added since is applied here.)
    await migrate(handle)
    return { ...handle, url: null }
  }
  const name = `scorecast_test_${randomBytes(6).toString('hex')}`
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://', onQuery: options.onQuery })
  await migrate(handle)
  return {
    ...handle,
    url: url.toString(),
    close: async () => {
      await handle.close()
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    },
  }
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

const TEMPLATES = join(import.meta.dirname, '../../.tmp/test-pglite')
let template: Promise<Blob> | undefined

/**
 * A dump of an in-memory PGlite with every migration applied, made once and kept in .tmp/ under a name that
 * changes with the migrations and PGlite's version. A fresh PGlite runs initdb (about 2.3 s here) and the
 * migrations (0.4 s); one loaded from the dump is ready in about 0.5 s — across ~70 test databases a run.
 */
function migratedPglite(): Promise<Blob> {
  template ??= (async () => {
    const version = JSON.parse(
      readFileSync(join(import.meta.dirname, '../../node_modules/@electric-sql/pglite/package.json'), 'utf8'),
    ).version
    const key = createHash('sha256')
      .update(String(version))
      .update(JSON.stringify(readMigrations()))
      .digest('hex')
      .slice(0, 16)
    const file = join(TEMPLATES, `${key}.tar`)
    try {
      return new Blob([readFileSync(file)])
    } catch {
      // Not made yet (or by another worker right now: each writes aside and renames, the last one wins).
    }
    const client = new PGlite({ extensions: PGLITE_EXTENSIONS })
    try {
      await migrate({
        kind: 'pglite',
        withSession: (work) =>
          work({
            query: async <Row>(sql: string, params?: unknown[]) => (await client.query<Row>(sql, params)).rows,
            exec: async (sql: string) => {
              await client.exec(sql)
            },
          }),
      } as DatabaseHandle)
      const dump = await client.dumpDataDir('none')
      mkdirSync(TEMPLATES, { recursive: true })
      const aside = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`
      writeFileSync(aside, new Uint8Array(await dump.arrayBuffer()))
      renameSync(aside, file)
      return dump
    } finally {
      await client.close()
    }
  })()
  return template
}
