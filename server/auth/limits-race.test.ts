import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ERROR_CODES } from '../../protocol/constants'
import { AUTH_MESSAGES } from '../../protocol/messages/auth'
import {
  callJava,
  loginByCode,
  servicesOn,
  solvedChallenge,
  type TestClock,
  testClock,
} from '../test-support/auth-client'
import { openTestDatabase, type TestDatabase } from '../test-support/database'
import { startTestServer, type TestServer } from '../test-support/server'
import { hashPassword } from './passwords'
import { codeSendLimits, takeHit } from './rate-limit'
import { users } from './tables'

// Every limit, hit by 200 requests at once. On PostgreSQL (DATABASE_URL set, as in .ci/run) they run on a
// pool of connections in parallel, where a check-then-act limit lets many through before the first is
// recorded; on PGlite the same suite runs too. The limit must hold exactly either way.

const PARALLEL = 100
const HOUR = 60 * 60 * 1000

let database: TestDatabase
/** TRUST_PROXY off: X-Forwarded-For is ignored, every request is 127.0.0.1. */
let direct: TestServer
/** TRUST_PROXY=loopback: the test's X-Forwarded-For is the client's address. */
let proxied: TestServer
const clock: TestClock = testClock()

beforeAll(async () => {
  database = await openTestDatabase()
  direct = await startTestServer(database.db, {}, { accounts: servicesOn(clock) })
  proxied = await startTestServer(database.db, { TRUST_PROXY: 'loopback' }, { accounts: servicesOn(clock) })
}, 120_000)
afterAll(async () => {
  await direct?.close()
  await proxied?.close()
  await database?.close()
})

const tally = (replies: { status: string; errorMsg: string | null }[]) => {
  const counts: Record<string, number> = {}
  for (const reply of replies) {
    const key = reply.status === 'success' ? 'success' : (reply.errorMsg ?? '?')
    counts[key] = (counts[key] ?? 0) + 1
  }
  return counts
}

const times = <T>(n: number, job: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => job(i)))

async function withPassword(mobile: string, password: string): Promise<void> {
  await loginByCode(direct.url, mobile)
  await database.db
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(users.mobile, mobile))
}

const passwordLogin = (server: TestServer, mobile: string, password: string, from?: string, challenge?: unknown) =>
  callJava(server.url, '/login/mobileandpw', {
    body: { mobile, password, ...(challenge ? { challenge } : {}) },
    headers: from ? { 'x-forwarded-for': from } : {},
  })

// 200 requests at once on a shared CI machine take their time; the limits, not the clock, are under test.
describe('limits under 200 parallel requests', { timeout: 120_000 }, () => {
  it('sends one code to a phone within the 60 s window', async () => {
    const replies = await times(PARALLEL, () =>
      callJava(direct.url, '/login/sendVerificationCode', { body: { mobile: '13900000001' } }),
    )
    expect(tally(replies)).toEqual({ success: 1, [AUTH_MESSAGES.codeTooSoon.message]: PARALLEL - 1 })
  })

  it('holds the per-phone hourly and daily caps exactly', async () => {
    const limits = codeSendLimits('sms', '13900000002', '203.0.113.9')
    const count = async () => (await times(PARALLEL, () => takeHit(database.db, limits, clock.now()))).filter(Boolean)
    expect((await count()).length).toBe(5)
    // A window includes its edge: the hits of exactly an hour ago still count.
    clock.advance(HOUR + 1)
    expect((await count()).length).toBe(5)
    clock.advance(HOUR + 1)
    expect((await count()).length).toBe(0)
    clock.advance(24 * HOUR)
  })

  it('sends at most 20 codes an hour from one address, whichever phones', async () => {
    clock.advance(24 * HOUR)
    const replies = await times(PARALLEL, (i) =>
      callJava(direct.url, '/login/sendVerificationCode', { body: { mobile: `1370001${String(i).padStart(4, '0')}` } }),
    )
    expect(tally(replies)).toEqual({ success: 20, [AUTH_MESSAGES.codeSendLimit.message]: PARALLEL - 20 })
  })

  it('checks exactly 5 wrong passwords from one address on one account, then locks that pair', async () => {
    clock.advance(24 * HOUR)
    await withPassword('13900000003', 'abc12345')
    const replies = await times(PARALLEL, () => passwordLogin(direct, '13900000003', 'wrong1234'))
    expect(tally(replies)).toEqual({
      [AUTH_MESSAGES.loginFailed.message]: 5,
      [AUTH_MESSAGES.loginLocked.message]: PARALLEL - 5,
    })
    // The pair is locked even for the right password…
    expect((await passwordLogin(direct, '13900000003', 'abc12345')).errorMsg).toBe(AUTH_MESSAGES.loginLocked.message)
    // …and X-Forwarded-For does not get around it while TRUST_PROXY is off.
    const spoofed = await passwordLogin(direct, '13900000003', 'abc12345', '198.51.100.7')
    expect(spoofed.errorMsg).toBe(AUTH_MESSAGES.loginLocked.message)
  })

  it('does not lock the owner out: attempts from many addresses only make the account ask for a challenge', async () => {
    clock.advance(24 * HOUR)
    await withPassword('13900000004', 'abc12345')
    const replies = await times(PARALLEL, (i) =>
      passwordLogin(proxied, '13900000004', 'wrong1234', `198.51.${Math.floor(i / 250)}.${i % 250}`),
    )
    expect(tally(replies)).toEqual({
      [AUTH_MESSAGES.loginFailed.message]: 10,
      [AUTH_MESSAGES.challengeRequired.message]: PARALLEL - 10,
    })
    const owner = '203.0.113.50'
    const asked = await passwordLogin(proxied, '13900000004', 'abc12345', owner)
    expect(asked.errorCode).toBe(ERROR_CODES.challengeRequired)
    const challenge = await solvedChallenge(proxied.url)
    expect((await passwordLogin(proxied, '13900000004', 'abc12345', owner, challenge)).status).toBe('success')
  })

  it('takes one solved challenge once, however many requests carry it', async () => {
    const challenge = await solvedChallenge(proxied.url)
    const replies = await times(PARALLEL, (i) =>
      passwordLogin(proxied, '13900000004', 'wrong1234', `192.0.2.${i % 250}`, challenge),
    )
    expect(tally(replies)).toEqual({
      [AUTH_MESSAGES.loginFailed.message]: 1,
      [AUTH_MESSAGES.challengeRequired.message]: PARALLEL - 1,
    })
  })
})
