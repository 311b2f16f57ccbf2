import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GIFTS, type Leaderboard, LIVE_LIMITS } from '../../../protocol/live'
import { LIVE_MESSAGES } from '../../../protocol/messages/live'
import { SPENDING_MESSAGES } from '../../../protocol/messages/spending'
import { recordVerifiedIdentity } from '../../auth/identity'
import { users } from '../../auth/tables'
import { coinLedger } from '../../ledger/tables'
import { chatMessages, giftRecords, liveRooms } from '../../live/tables'
import { openTestDatabase, type TestDatabase } from '../../test-support/database'
import { type LiveTestApp, startLiveTestApp } from '../../test-support/live-app'

let database: TestDatabase
let t: LiveTestApp

beforeAll(async () => {
  database = await openTestDatabase()
  t = await startLiveTestApp(database.db)
}, 60_000)
afterAll(async () => {
  await t.close()
  await database.close()
})

function priceOf(giftId: string): number {
  const gift = GIFTS.find((candidate) => candidate.id === giftId)
  if (!gift) throw new Error(`no gift ${giftId}`)
  return gift.price
}

async function ledgerSum(userId: number, kind: string): Promise<number> {
  const [row] = await database.db
    .select({ sum: sql<string>`coalesce(sum(${coinLedger.change}), 0)` })
    .from(coinLedger)
    .where(and(eq(coinLedger.userId, userId), eq(coinLedger.kind, kind)))
  return Number(row?.sum)
}

/** Whether a user's balance is the sum of their ledger rows. */
async function ledgerMatchesBalance(userId: number): Promise<boolean> {
  const [row] = await database.db
    .select({ sum: sql<string>`coalesce(sum(${coinLedger.change}), 0)` })
    .from(coinLedger)
    .where(eq(coinLedger.userId, userId))
  return Number(row?.sum) === (await gold(userId))
}

async function gold(userId: number): Promise<number> {
  const [row] = await database.db.select({ gold: users.gold }).from(users).where(eq(users.id, userId))
  return row?.gold ?? -1
}

describe('gifts under concurrency', () => {
  it(`lets exactly the affordable gifts of 100 concurrent sends through (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, async () => {
    const admin = await t.user({ roles: ['admin'] })
    const anchor = await t.anchor(admin)
    await t.call('/anchor/updateAnchor', { token: anchor.token, body: { title: '压力测试' } })
    await t.call('/anchor/broadcast', { token: anchor.token })
    // Exactly 10 trophies for one sender, exactly 4 cars for the other.
    const plans = [
      { giftId: 'trophy', attempts: 80, affordable: 10 },
      { giftId: 'car', attempts: 20, affordable: 4 },
    ]
    const senders = await Promise.all(plans.map((plan) => t.user({ gold: priceOf(plan.giftId) * plan.affordable })))
    const sends = plans.flatMap((plan, i) =>
      Array.from({ length: plan.attempts }, (_, n) => ({ sender: senders[i], giftId: plan.giftId, n })),
    )
    const replies = await Promise.all(
      sends.map(({ sender, giftId, n }) =>
        t.call<{ balance: number; seq: number }>('/gift/send', {
          token: sender?.token,
          body: { roomId: anchor.roomId, giftId, count: 1, requestId: `load-${giftId}-${n}` },
        }),
      ),
    )

    const succeeded = replies.filter((reply) => reply.status === 'success')
    const refused = replies.filter((reply) => reply.status === 'fail')
    expect(succeeded).toHaveLength(14)
    expect(refused.every((reply) => reply.errorMsg === LIVE_MESSAGES.goldInsufficient.message)).toBe(true)
    // Chat lines are numbered 1..14 without gaps, one per gift.
    expect(succeeded.map((reply) => reply.result?.seq).sort((a = 0, b = 0) => a - b)).toEqual(
      Array.from({ length: 14 }, (_, i) => i + 1),
    )
    const lines = await database.db.select().from(chatMessages).where(eq(chatMessages.roomId, anchor.roomId))
    expect(lines).toHaveLength(14)

    const spent = 10 * priceOf('trophy') + 4 * priceOf('car')
    for (const sender of senders) expect(await gold(sender?.uid ?? 0)).toBe(0)
    expect(await gold(anchor.uid)).toBe(spent)
    expect(await ledgerSum(anchor.uid, 'giftReceived')).toBe(spent)
    const totals = await t.call('/anchor/goldTotal', { token: anchor.token })
    expect(totals.result).toEqual({ today: spent, week: spent, total: spent })

    // The leaderboard ranks by gifts sent (10 trophies before 4 cars, though the cars cost more) and says
    // nothing of coins.
    const board = await t.call<Leaderboard>('/gift/leaderboard/total', { query: { roomId: anchor.roomId } })
    expect(board.result?.entries.map(({ uid, gifts, days }) => ({ uid, gifts, days }))).toEqual([
      { uid: senders[0]?.uid, gifts: 10, days: 1 },
      { uid: senders[1]?.uid, gifts: 4, days: 1 },
    ])
    expect(JSON.stringify(board.result)).not.toMatch(/coins/)
    const [records] = await database.db
      .select({ coins: sql<string>`sum(${giftRecords.coins})` })
      .from(giftRecords)
      .where(eq(giftRecords.roomId, anchor.roomId))
    expect(Number(records?.coins)).toBe(spent)
    // The last pushed boards agree with the answer of the call.
    const lastTotal = t.pushes.boards.filter((b) => b.roomId === anchor.roomId && b.type === 'total').at(-1)
    expect(lastTotal?.entries).toEqual(board.result?.entries)
    const [room] = await database.db.select().from(liveRooms).where(eq(liveRooms.id, anchor.roomId))
    expect(room?.state).toBe('live')
  }, 120_000)

  it("cannot be sent free by naming another gift's ledger key as the request id", async () => {
    const admin = await t.user({ roles: ['admin'] })
    const anchorA = await t.anchor(admin)
    const anchorB = await t.anchor(admin)
    for (const anchor of [anchorA, anchorB]) {
      await t.call('/anchor/updateAnchor', { token: anchor.token, body: { title: '串号测试' } })
      await t.call('/anchor/broadcast', { token: anchor.token })
    }
    // A's own second account sends A a gift with a request id it knows…
    const helper = await t.user({ gold: priceOf('car') })
    const requestId = 'known-request-1'
    const first = await t.call('/gift/send', {
      token: helper.token,
      body: { roomId: anchorA.roomId, giftId: 'car', count: 1, requestId },
    })
    expect(first.status).toBe('success')
    // …then A sends B the same gift with a request id spelling the key of that credit on A's ledger.
    const before = await gold(anchorA.uid)
    const forged = await t.call('/gift/send', {
      token: anchorA.token,
      body: { roomId: anchorB.roomId, giftId: 'car', count: 1, requestId: `${helper.uid}:${requestId}` },
    })
    // Charged like any gift (A earned the car it received, so it can pay for this one).
    expect(await gold(anchorA.uid)).toBe(before - priceOf('car'))
    expect(forged.status).toBe('success')
    expect(await gold(anchorB.uid)).toBe(
      Math.max(1, Math.floor((priceOf('car') * LIVE_LIMITS.anchorSharePercent) / 100)),
    )
    expect(await ledgerMatchesBalance(anchorA.uid)).toBe(true)
  })

  it('never lists a minor, and refuses gifts from a minor or an account without a real-name check', async () => {
    const admin = await t.user({ roles: ['admin'] })
    const anchor = await t.anchor(admin)
    await t.call('/anchor/updateAnchor', { token: anchor.token, body: { title: '未成年保护' } })
    await t.call('/anchor/broadcast', { token: anchor.token })
    const send = (token: string, requestId: string) =>
      t.call('/gift/send', { token, body: { roomId: anchor.roomId, giftId: 'heart', count: 1, requestId } })
    const minor = await t.user({ gold: 10, identity: 'minor' })
    const unchecked = await t.user({ gold: 10, identity: 'none' })
    expect((await send(minor.token, 'minor-gift-1')).errorMsg).toBe(SPENDING_MESSAGES.minor.message)
    expect((await send(unchecked.token, 'unchecked-gift-1')).errorMsg).toBe(SPENDING_MESSAGES.realNameRequired.message)
    expect(await gold(minor.uid)).toBe(10)
    // A minor whose gift got through before the rules (or under GIFTING_RULES=off) is still not listed.
    const adult = await t.user({ gold: 10 })
    expect((await send(adult.token, 'adult-gift-1')).status).toBe('success')
    await recordVerifiedIdentity(database.db, adult.uid, '2020-01-01', t.clock.now())
    const board = await t.call<Leaderboard>('/gift/leaderboard/total', { query: { roomId: anchor.roomId } })
    expect(board.result?.entries).toEqual([])
  })
})
