import { is } from 'drizzle-orm'
import { getTableConfig, integer, PgTable, pgTable, text } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as schema from './tables'
import { openTestDatabase, type TestDatabase } from './test-support/database'

// The migrations are the database's source of truth; the drizzle tables (server/tables.ts, each defined
// beside its owner) are the code's typed view of it. This compares the two, table by table and column by
// column (name, type, NOT NULL, primary key), so neither can drift from the other unnoticed.

/**
 * Columns deliberately left out of the typed view: a match's detail snapshot is large, and a plain
 * select() of matches or events (lists, the event log) must not carry it. It is read and written on demand
 * with explicit SQL (server/matches/read.ts, server/feed/store.ts).
 */
const UNTYPED_COLUMNS = { 'matches.detail': 'jsonb', 'match_events.detail': 'jsonb' }

/** table → column → "type[ not null][ pk]" */
type Shape = Record<string, Record<string, string>>

let database: TestDatabase
beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(async () => {
  await database.close()
})

/** information_schema names an array's element by its internal name (int4); drizzle by the SQL one. */
function arrayType(element: string): string {
  return `${element === 'int4' ? 'integer' : element}[]`
}

/** serial types are integers with a sequence behind them: the migrated column reads as the integer. */
function normalizedType(sqlType: string): string {
  return sqlType.replace(/^bigserial$/, 'bigint').replace(/^serial$/, 'integer')
}

function shapeOfTables(tables: PgTable[]): Shape {
  const shape: Shape = {}
  for (const table of tables) {
    const config = getTableConfig(table)
    const keyed = new Set(config.primaryKeys.flatMap((key) => key.columns.map((column) => column.name)))
    const columns: Record<string, string> = {}
    for (const column of config.columns) {
      const pk = column.primary || keyed.has(column.name)
      columns[column.name] =
        `${normalizedType(column.getSQLType())}${column.notNull || pk ? ' not null' : ''}${pk ? ' pk' : ''}`
    }
    shape[config.name] = columns
  }
  return shape
}

async function migratedShape(): Promise<Shape> {
  return database.withSession(async (session) => {
    const columns = await session.query<{
      table_name: string
      column_name: string
      data_type: string
      udt_name: string
      is_nullable: string
    }>(
      `SELECT table_name, column_name, data_type, udt_name, is_nullable FROM information_schema.columns
        WHERE table_schema = 'public' AND table_name <> 'schema_migrations'`,
    )
    const keys = await session.query<{ table_name: string; column_name: string }>(
      `SELECT k.table_name, k.column_name FROM information_schema.table_constraints c
         JOIN information_schema.key_column_usage k
           ON k.constraint_name = c.constraint_name AND k.table_schema = c.table_schema
        WHERE c.table_schema = 'public' AND c.constraint_type = 'PRIMARY KEY'`,
    )
    const keyed = new Set(keys.map((key) => `${key.table_name}.${key.column_name}`))
    const shape: Shape = {}
    for (const column of columns) {
      const type = column.data_type === 'ARRAY' ? arrayType(column.udt_name.slice(1)) : column.data_type
      const pk = keyed.has(`${column.table_name}.${column.column_name}`)
      const table = shape[column.table_name] ?? {}
      shape[column.table_name] = table
      table[column.column_name] = `${type}${column.is_nullable === 'NO' ? ' not null' : ''}${pk ? ' pk' : ''}`
    }
    return shape
  })
}

const registered: PgTable[] = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable =>
  is(value, PgTable),
)

describe('the drizzle tables and the migrated schema', () => {
  it('have the same tables, columns, types, NOT NULLs and primary keys', async () => {
    expect(registered.length).toBeGreaterThan(20)
    const migrated = await migratedShape()
    for (const [column, type] of Object.entries(UNTYPED_COLUMNS)) {
      const [table = '', name = ''] = column.split('.')
      expect(migrated[table]?.[name], column).toBe(type)
      delete migrated[table]?.[name]
    }
    expect(shapeOfTables(registered)).toEqual(migrated)
  })

  it('would tell a drifted table: a renamed column, a nullable one, a missing table', async () => {
    const drifted = pgTable('users', { id: integer('id').primaryKey(), nickname: text('nickname') })
    const others = registered.filter((table) => getTableConfig(table).name !== 'users')
    const withDrift = shapeOfTables([...others, drifted])
    const migrated = await migratedShape()
    expect(withDrift).not.toEqual(migrated)
    expect(withDrift.users).toHaveProperty('nickname')
    expect(migrated.users).not.toHaveProperty('nickname')
    const withoutOne = shapeOfTables(others.filter((table) => getTableConfig(table).name !== 'sessions'))
    expect(Object.keys(migrated).filter((name) => !(name in withoutOne))).toEqual(
      expect.arrayContaining(['sessions', 'users']),
    )
  })
})
