import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { openTestDatabase } from '../test-support/database'
import { openDatabase } from './client'
import { migrate } from './migrate'

// Runs from vitest.services.config.ts with DATABASE_URL set (see .ci/run).

function migrationsDir(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'scorecast-migrations-'))
  for (const [name, sql] of Object.entries(files)) writeFileSync(join(dir, name), sql)
  return dir
}

describe('migrate on PostgreSQL', () => {
  it('lets processes that start together take turns on PostgreSQL', async () => {
    // openTestDatabase migrates once; a fresh schema per racer would not race, so race on a new migration set.
    const base = await openTestDatabase()
    const dir = migrationsDir({ '0001_slow.sql': 'SELECT pg_sleep(0.3); CREATE TABLE raced (id int);' })
    try {
      await base.exec('DROP TABLE schema_migrations')
      const url = await base.withSession((s) => s.query<{ db: string }>('SELECT current_database() AS db'))
      const target = new URL(process.env.DATABASE_URL ?? '')
      target.pathname = `/${url[0]?.db}`
      const racers = await Promise.all(
        [1, 2, 3].map(() => openDatabase({ databaseUrl: target.toString(), dataDir: 'memory://' })),
      )
      const results = await Promise.all(racers.map((r) => migrate(r, dir)))
      expect(results.map((r) => r.applied.length).sort()).toEqual([0, 0, 1])
      await Promise.all(racers.map((r) => r.close()))
    } finally {
      await base.close()
    }
  })
})
