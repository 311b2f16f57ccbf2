import { eq } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { hashSecret } from '../crypto/secrets'
import { openTestDatabase, type TestDatabase } from '../test-support/database'
import { CODE_TTL_MS } from './codes'
import { issueTicket, redeemTicket, TICKET_TTL_MS } from './oauth-tickets'
import { PRUNE_KEEP_MS, pruneAuthTables, startAuthPruning } from './prune'
import { createSession, lookUpSession, SESSION_IDLE_MS, SESSION_MAX_MS } from './sessions'
import { sessions, users, verificationCodes } from './tables'

const DAY = 24 * 60 * 60 * 1000
/** A fixed instant: nothing here depends on today's date. */
const T0 = Date.UTC(2030, 0, 1)

let database: TestDatabase
beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(async () => {
  await database.close()
})

async function newUser(name: string): Promise<number> {
  const [row] = await database.db.insert(users).values({ username: name, createdAt: T0 }).returning({ id: users.id })
  if (!row) throw new Error('no user')
  return row.id
}

async function addCode(target: string, createdAt: number): Promise<void> {
  await database.db
    .insert(verificationCodes)
    .values({ channel: 'sms', target, codeHash: 'x', createdAt, expiresAt: createdAt + CODE_TTL_MS })
}

const codeTargets = async () =>
  (await database.db.select({ target: verificationCodes.target }).from(verificationCodes)).map((r) => r.target).sort()
const sessionUsers = async () =>
  (await database.db.select({ userId: sessions.userId }).from(sessions)).map((r) => r.userId).sort((a, b) => a - b)

describe('pruning expired codes, OAuth tickets and sessions', () => {
  it('deletes only what ended long enough ago, by the given clock', async () => {
    const now = T0 + 60 * DAY
    await addCode('old', now - PRUNE_KEEP_MS - CODE_TTL_MS - 1)
    await addCode('recent-expired', now - CODE_TTL_MS - 1000)
    await addCode('live', now - 1000)

    const oldTicket = await issueTicket(database.db, { kind: 'state', provider: 'qq' }, now - TICKET_TTL_MS - 1)
    const liveTicket = await issueTicket(database.db, { kind: 'state', provider: 'qq' }, now - 1000)

    const [revokedLong, revokedNow, tooOld, idle, active] = await Promise.all(
      ['a', 'b', 'c', 'd', 'e'].map((n) => newUser(`prune-${n}`)),
    )
    const start = async (userId: number | undefined, at: number) => {
      if (userId === undefined) throw new Error('no user')
      return createSession(database.db, userId, at)
    }
    const revoked = await start(revokedLong, now - 3 * DAY)
    await database.db
      .update(sessions)
      .set({ revokedAt: now - PRUNE_KEEP_MS - 1 })
      .where(sessionOf(revoked.token))
    const justRevoked = await start(revokedNow, now - DAY)
    await database.db
      .update(sessions)
      .set({ revokedAt: now - 1000 })
      .where(sessionOf(justRevoked.token))
    await start(tooOld, now - SESSION_MAX_MS - PRUNE_KEEP_MS - 1)
    await start(idle, now - SESSION_IDLE_MS - PRUNE_KEEP_MS - 1)
    const kept = await start(active, now - DAY)

    expect(await pruneAuthTables(database.db, now)).toEqual({ codes: 1, tickets: 1, sessions: 3 })
    expect(await codeTargets()).toEqual(['live', 'recent-expired'])
    expect(new Set(await sessionUsers())).toEqual(new Set([revokedNow, active]))
    expect(await redeemTicket(database.db, oldTicket, { kind: 'state', provider: 'qq' }, now)).toBeNull()
    expect(await redeemTicket(database.db, liveTicket, { kind: 'state', provider: 'qq' }, now)).not.toBeNull()
    expect((await lookUpSession(database.db, kept.token, now)).status).toBe('valid')
    // A second pass finds nothing more.
    expect(await pruneAuthTables(database.db, now)).toEqual({ codes: 0, tickets: 0, sessions: 0 })
  })

  it('runs at start and again on its interval, reading the injected clock each time', async () => {
    let now = T0 + 200 * DAY
    await addCode('scheduled', now - 1000)
    const lines: Record<string, unknown>[] = []
    const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) })
    const pruner = startAuthPruning({ db: database.db, log, now: () => now, everyMs: 20 })
    try {
      // The first pass (at start) must not delete the live code; then the clock moves past its grace.
      await vi.waitFor(async () => expect(await codeTargets()).toContain('scheduled'))
      now += CODE_TTL_MS + PRUNE_KEEP_MS + 1
      await vi.waitFor(async () => expect(await codeTargets()).not.toContain('scheduled'), { timeout: 10_000 })
      expect(lines.some((line) => line.msg === 'pruned expired auth rows')).toBe(true)
    } finally {
      await pruner.stop()
    }
  })
})

const sessionOf = (token: string) => eq(sessions.tokenHash, hashSecret(token))
