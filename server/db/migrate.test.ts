import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { openDatabase } from './client'
import { migrate, readMigrations } from './migrate'

function migrationsDir(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'scorecast-migrations-'))
  for (const [name, sql] of Object.entries(files)) writeFileSync(join(dir, name), sql)
  return dir
}

describe('migrate', () => {
  it("applies the project's migrations once and records them", async () => {
    const handle = await openDatabase({ dataDir: 'memory://' })
    try {
      const first = await migrate(handle)
      expect(first.applied).toEqual(readMigrations().map((m) => m.name))
      expect(first.applied[0]).toBe('0001_catalogue_and_matches.sql')
      expect((await migrate(handle)).applied).toEqual([])
      const recorded = await handle.withSession((s) =>
        s.query<{ version: number }>('SELECT version FROM schema_migrations'),
      )
      expect(recorded.map((r) => r.version)).toEqual(readMigrations().map((m) => m.version))
    } finally {
      await handle.close()
    }
  })

  it('applies in version order and rolls a failing migration back entirely', async () => {
    const dir = migrationsDir({
      '0002_second.sql': 'CREATE TABLE second (id int); INSERT INTO first VALUES (2);',
      '0001_first.sql': 'CREATE TABLE first (id int); INSERT INTO first VALUES (1);',
      '0003_broken.sql': 'CREATE TABLE third (id int); SELECT * FROM no_such_table;',
    })
    const handle = await openDatabase({ dataDir: 'memory://' })
    try {
      await expect(migrate(handle, dir)).rejects.toThrow(/0003_broken\.sql/)
      const rows = await handle.withSession((s) => s.query<{ id: number }>('SELECT id FROM first ORDER BY id'))
      expect(rows.map((r) => r.id)).toEqual([1, 2])
      const third = await handle.withSession((s) => s.query<{ n: string | null }>("SELECT to_regclass('third') AS n"))
      expect(third[0]?.n).toBeNull()
      const versions = await handle.withSession((s) =>
        s.query<{ version: number }>('SELECT version FROM schema_migrations'),
      )
      expect(versions.map((v) => v.version).sort()).toEqual([1, 2])
    } finally {
      await handle.close()
    }
  })

  it('rejects badly named or duplicate migration files', () => {
    expect(() => readMigrations(migrationsDir({ 'init.sql': '' }))).toThrow(/NNNN_name/)
    expect(() => readMigrations(migrationsDir({ '0001_a.sql': '', '0001_b.sql': '' }))).toThrow(/version 1/)
  })
})
