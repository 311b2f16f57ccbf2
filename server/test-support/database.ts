import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { type DatabaseHandle, openDatabase } from '../db/client'
import { migrate } from '../db/migrate'

/** `url` is the PostgreSQL database's address, so another handle (another "process") can share it. */
export type TestDatabase = DatabaseHandle & { url: string | null }

/**
 * A migrated, empty database for one test file: in-memory PGlite, or — when DATABASE_URL is set — a fresh
 * database on that PostgreSQL server, dropped again by close(). The same suites thus run on both.
 */
export async function openTestDatabase(options: { onQuery?: (sql: string) => void } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL
  if (!serverUrl) {
    const handle = await openDatabase({ dataDir: 'memory://', onQuery: options.onQuery })
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
