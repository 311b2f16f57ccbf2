import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { insertCatalogue, insertMatch } from '../test-support/fixtures'
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

describe('0260_plan_corrections', () => {
  it('starts every settled plan at its match’s seq, with the revenue its expert was credited', async () => {
    const all = readMigrations()
    const before = migrationsDir(
      Object.fromEntries(all.filter((m) => m.version < 260).map((m) => [m.name, m.sql] as const)),
    )
    const handle = await openDatabase({ dataDir: 'memory://' })
    try {
      await migrate(handle, before)
      await insertCatalogue(handle.db, [202])
      await insertMatch(handle.db, { id: 'm1', gameId: 202, startTime: 1, status: 'closed' })
      await handle.exec(`
        UPDATE matches SET seq = 7 WHERE id = 'm1';
        INSERT INTO users (id, mobile, username, created_at, gold) VALUES (1, '13800000001', '专家', 1, 63);
        INSERT INTO experts (user_id, name, intro, game_ids, status, applied_at) VALUES (1, '专家', 'x', '{202}', 'passed', 1);
        INSERT INTO expert_plans (id, expert_id, game_id, match_id, league_id, title, play_level, play_type, pick,
          odds, price, refund_if_miss, content, status, result, created_at, updated_at, released_at, settled_at)
        VALUES
          (1, 1, 202, 'm1', 'l202', '命中的方案', 'full', 'winDrawWin', 'home', 2, 30, true, '[]', 'published', 'hit', 1, 1, 1, 2),
          (2, 1, 202, 'm1', 'l202', '未结算方案', 'full', 'winDrawWin', 'home', 2, 30, true, '[]', 'published', 'pending', 1, 1, 1, null);
        INSERT INTO coin_ledger (user_id, at, kind, details, change, balance_after, idempotency_key)
        VALUES (1, 2, 'planRevenue', 'x', 63, 63, 'plan-revenue:1');`)
      await migrate(handle)
      const plans = await handle.withSession((s) =>
        s.query<{ id: number; settled_seq: number; revenue_credited: number; settle_round: number }>(
          'SELECT id, settled_seq, revenue_credited, settle_round FROM expert_plans ORDER BY id',
        ),
      )
      expect(plans).toEqual([
        { id: 1, settled_seq: 7, revenue_credited: 63, settle_round: 0 },
        { id: 2, settled_seq: 0, revenue_credited: 0, settle_round: 0 },
      ])
    } finally {
      await handle.close()
    }
  })
})
