import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../auth/tables'
import { openTestDatabase, type TestDatabase } from '../test-support/database'
import { InsufficientGoldError, move, readLedger } from './ledger'
import { coinLedger } from './tables'

let database: TestDatabase

beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(async () => {
  await database.close()
})

async function newUser(mobile: string): Promise<number> {
  const [row] = await database.db
    .insert(users)
    .values({ mobile, username: 'u', createdAt: 0 })
    .returning({ id: users.id })
  if (!row) throw new Error('no user')
  return row.id
}

async function ledgerSum(userId: number): Promise<number> {
  const [row] = await database.db
    .select({ sum: sql<string>`coalesce(sum(${coinLedger.change}), 0)` })
    .from(coinLedger)
    .where(eq(coinLedger.userId, userId))
  return Number(row?.sum)
}

async function balance(userId: number): Promise<number> {
  const [row] = await database.db.select({ gold: users.gold }).from(users).where(eq(users.id, userId))
  return row?.gold ?? -1
}

describe('the coin ledger', () => {
  it(`lets exactly 10 of 100 concurrent 1-coin debits through a balance of 10 (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, async () => {
    const userId = await newUser('13900000001')
    await database.db.transaction((tx) =>
      move(tx, { userId, amount: 10, kind: 'adjustment', details: 'seed', idempotencyKey: 'seed', at: 1 }),
    )
    const outcomes = await Promise.allSettled(
      Array.from({ length: 100 }, (_, i) =>
        database.db.transaction((tx) =>
          move(tx, { userId, amount: -1, kind: 'gift', details: 'debit', idempotencyKey: `debit-${i}`, at: 2 + i }),
        ),
      ),
    )
    const succeeded = outcomes.filter((o) => o.status === 'fulfilled')
    const refused = outcomes.filter((o) => o.status === 'rejected')
    expect(succeeded).toHaveLength(10)
    expect(refused.every((o) => o.status === 'rejected' && o.reason instanceof InsufficientGoldError)).toBe(true)
    expect(await balance(userId)).toBe(0)
    expect(await ledgerSum(userId)).toBe(0)
    const rows = await database.db.select().from(coinLedger).where(eq(coinLedger.userId, userId))
    expect(rows).toHaveLength(11)
    expect(rows.every((row) => row.balanceAfter >= 0)).toBe(true)
  }, 60_000)

  it('moves coins once for the same idempotency key, even when the retries race', async () => {
    const userId = await newUser('13900000002')
    const credit = () =>
      database.db.transaction((tx) =>
        move(tx, { userId, amount: 50, kind: 'recharge', details: 'top-up', idempotencyKey: 'order-42', at: 5 }),
      )
    const first = await credit()
    const [again, raced] = await Promise.all([credit(), credit()])
    expect(first.moved).toBe(true)
    expect(again?.moved).toBe(false)
    expect(raced?.moved).toBe(false)
    expect(again?.entry.id).toBe(first.entry.id)
    expect(await balance(userId)).toBe(50)
    expect(await ledgerSum(userId)).toBe(50)
  })

  it('records the balance after each movement and rolls the row back with a refused debit', async () => {
    const userId = await newUser('13900000003')
    const step = (amount: number, key: string) =>
      database.db.transaction((tx) => move(tx, { userId, amount, kind: 'k', details: 'd', idempotencyKey: key, at: 9 }))
    expect((await step(30, 'a')).entry.balanceAfter).toBe(30)
    expect((await step(-12, 'b')).entry.balanceAfter).toBe(18)
    await expect(step(-19, 'c')).rejects.toBeInstanceOf(InsufficientGoldError)
    expect(await balance(userId)).toBe(18)
    expect(await ledgerSum(userId)).toBe(18)
    // The refused key left nothing behind, so a later, affordable retry with it goes through.
    expect((await step(-18, 'c')).moved).toBe(true)
  })

  it('refuses a zero or fractional amount', async () => {
    const userId = await newUser('13900000004')
    await expect(
      database.db.transaction((tx) =>
        move(tx, { userId, amount: 0.5, kind: 'k', details: 'd', idempotencyKey: 'z', at: 1 }),
      ),
    ).rejects.toBeInstanceOf(RangeError)
  })

  it('never lets the balance column go negative, even written directly', async () => {
    const userId = await newUser('13900000005')
    await expect(database.db.update(users).set({ gold: -1 }).where(eq(users.id, userId))).rejects.toThrow()
  })

  it(`keeps the coin details a running balance under 400 concurrent changes of one balance (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, async () => {
    const userId = await newUser('13900000006')
    await database.db.transaction((tx) =>
      move(tx, { userId, amount: 1000, kind: 'adjustment', details: 'seed', idempotencyKey: 'seed', at: 1 }),
    )
    // Mixed credits and debits, all racing; each of the 400 is applied (the balance never runs out).
    const amounts = Array.from({ length: 400 }, (_, i) => (i % 3 === 0 ? -((i % 7) + 1) : (i % 5) + 1))
    await Promise.all(
      amounts.map((amount, i) =>
        database.db.transaction((tx) =>
          move(tx, { userId, amount, kind: 'k', details: 'd', idempotencyKey: `race-${i}`, at: 10 + i }),
        ),
      ),
    )
    // The coin details as the client lists them: newest first, every row's balance the one below plus its change.
    const { balance: now, rows } = await readLedger(database.db, userId, { pageIndex: 1, pageSize: 1000 })
    expect(rows).toHaveLength(401)
    const outOfOrder = rows.filter((row, i) => {
      const below = rows[i + 1]
      return below !== undefined && row.balanceAfter !== below.balanceAfter + row.change
    })
    expect(outOfOrder.length, `${outOfOrder.length} of ${rows.length} rows out of order`).toBe(0)
    expect(rows[0]?.balanceAfter).toBe(now)
    expect(now).toBe(1000 + amounts.reduce((sum, a) => sum + a, 0))
  }, 60_000)
})
